import SiftCore
import XCTest

@testable import SiftLocal

/// The record store's slots: insertion order through replacements, deletions and compaction.
final class RecordStoreTests: XCTestCase {
  func test_entries_keepInsertionOrderThroughDeletesAndCompaction() {
    var store = RecordStore()
    for id in ["a", "b", "c", "d", "e"] {
      store.upsert(CompactRecord(["v": .string(id)]), objectID: id)
    }
    store.upsert(CompactRecord(["v": "B"]), objectID: "b")
    for id in ["a", "c", "d"] { store.remove(id) }
    XCTAssertEqual(store.upsert(CompactRecord(["v": "a"]), objectID: "a"), 5)
    XCTAssertEqual(store.entries.map(\.objectID), ["b", "e", "a"])
    XCTAssertEqual(store.entries.map(\.record.value), [["v": "B"], ["v": "e"], ["v": "a"]])
    XCTAssertEqual(store["b"], ["v": "B"])
    store.compact()
    XCTAssertEqual(store.slotCount, 6, "half full: kept")
    store.remove("e")
    store.compact()
    XCTAssertEqual(store.slotCount, 2)
    XCTAssertEqual(store.entries.map(\.objectID), ["b", "a"])
    XCTAssertEqual(store.slot(of: "a"), 1)
    XCTAssertEqual(store["a"], ["v": "a"])
    XCTAssertNil(store["c"])
  }

  func test_randomWritesAndDeletes_findEveryRecordAsADictionaryWould() {
    var generator = SplitMix64(seed: 11)
    var store = RecordStore()
    var model: [String: JSON] = [:]
    var order: [String] = []
    randomWrites(to: &store, model: &model, order: &order, using: &generator)
  }

  /// A store made from a saved snapshot reads its records there (no objectID goes in the
  /// table) and answers as a store built record by record would, through writes that replace,
  /// delete and re-add saved records, and through a compaction that copies them.
  func test_aStoreOfSavedRecords_answersAsABuiltOne_throughRandomWrites() throws {
    var generator = SplitMix64(seed: 12)
    var built = RecordStore()
    var model: [String: JSON] = [:]
    var order: [String] = []
    // Inserted in an order of their own, ranked by `rank` (so documents are not slots).
    for number in (0..<9000).shuffled(using: &generator) {
      let id = number < Self.ids.count ? Self.ids[number] : "saved-\(number)"
      guard !id.isEmpty else { continue }
      let value: JSON = ["rank": .number(JSON.Number(number % 97)), "id": .string(id)]
      built.upsert(CompactRecord(value), objectID: id)
      model[id] = value
      order.append(id)
    }
    let settings = try LocalIndexSettings(json: ["customRanking": ["desc(rank)"]])
    let snapshot = try IndexSnapshot(entries: built.entries, settings: settings)
    let (insertionOrder, generatedIDs) = StoredRecords.store(built).insertionOrder(
      snapshot: snapshot)
    XCTAssertNotEqual(insertionOrder.map { Int($0) }, Array(0..<8999), "documents are not slots")
    var store = StoredRecords.saved(insertionOrder: insertionOrder, generatedIDs: generatedIDs)
      .store(snapshot: snapshot)
    XCTAssertTrue(store.readsSavedRecords)
    XCTAssertEqual(store.count, 8999)
    XCTAssertEqual(store.entries.map(\.objectID), order)
    XCTAssertEqual(store.slot(of: order[4321]), 4321)
    randomWrites(to: &store, model: &model, order: &order, using: &generator)
    XCTAssertTrue(store.readsSavedRecords, "no compaction yet: few slots are empty")
    // Most saved records deleted: the compaction copies the others into the table.
    for id in order.dropFirst(100) {
      store.remove(id)
      model[id] = nil
    }
    order = Array(order.prefix(100))
    store.compact()
    XCTAssertFalse(store.readsSavedRecords)
    XCTAssertEqual(store.slotCount, 100)
    XCTAssertEqual(store.entries.map(\.objectID), order)
    for id in order { XCTAssertEqual(store[id], model[id], id) }
    randomWrites(to: &store, model: &model, order: &order, using: &generator)
  }

  /// ObjectIDs of many kinds: short, past a small string's 15 bytes, and not ASCII.
  private static let ids =
    (0..<300).map { "id-\($0)" } + ["", "x", "a very long objectID of many bytes é", "é", "Ωmega"]

  /// 6,000 random upserts, removals and compactions of a few hundred objectIDs, `store` checked
  /// against `model` and `order` (the objectIDs in insertion order) as they go.
  private func randomWrites(
    to store: inout RecordStore, model: inout [String: JSON], order: inout [String],
    using generator: inout SplitMix64
  ) {
    // Few distinct ids, so that replacements, deletions and re-additions collide in the table.
    let ids = Self.ids
    for step in 0..<6000 {
      let id = ids.randomElement(using: &generator) ?? "x"
      if id.isEmpty { continue }
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<5:
        let value: JSON = ["step": .number(JSON.Number(step))]
        store.upsert(CompactRecord(value), objectID: id)
        if model.updateValue(value, forKey: id) == nil { order.append(id) }
      case 5..<9:
        store.remove(id)
        if model.removeValue(forKey: id) != nil { order.removeAll { $0 == id } }
      default:
        store.compact()
      }
      if step % 500 == 0 || step == 5999 {
        XCTAssertEqual(store.count, model.count)
        XCTAssertEqual(store.entries.map(\.objectID), order)
        for id in ids where !id.isEmpty { XCTAssertEqual(store[id], model[id], id) }
      }
    }
  }

  func test_batch_deleteThenAddAndPartialUpdate_seeTheBatchState() throws {
    let index = try Fixtures.index([["objectID": "1", "n": 1], ["objectID": "2", "n": 2]])
    try index.apply([
      .delete(objectID: "1"), .add(["objectID": "1", "n": 10]),
      .partialUpdate(["objectID": "1", "m": 5], createIfNotExists: false),
      .partialUpdate(["objectID": "3", "n": 3], createIfNotExists: true),
    ])
    XCTAssertEqual(index.records.compactMap { $0["objectID"]?.stringValue }, ["2", "1", "3"])
    XCTAssertEqual(index.record(objectID: "1"), ["objectID": "1", "n": 10, "m": 5])
    XCTAssertEqual(index.record(objectID: "3"), ["objectID": "3", "n": 3])
  }
}
