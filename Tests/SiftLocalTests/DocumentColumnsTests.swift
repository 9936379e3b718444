import SiftCore
import XCTest

@testable import SiftLocal

/// Object ids, document order and sort ranks, checked against direct evaluations.
final class DocumentColumnsTests: XCTestCase {
  func test_objectIDs_findEveryIdAndNothingElse() {
    var generator = SplitMix64(seed: 5)
    var ids: Set<String> = ["12345678", "123456789", "12345678a", "1234567", "a", "b", "K"]
    while ids.count < 500 {
      let length = Int.random(in: 1...12, using: &generator)
      ids.insert(String((0..<length).map { _ in "ab0129xyz".randomElement(using: &generator)! }))
    }
    let input = Array(ids)
    let column = ObjectIDColumn(input)
    XCTAssertEqual(column.count, input.count)
    for (doc, id) in input.enumerated() {
      XCTAssertEqual(column[doc], id)
      XCTAssertEqual(column.document(id), doc, id)
    }
    for missing in ["", "c", "12345678b", "1234567890", "a0", "zzzzzzzzzzzzz"]
    where !ids.contains(missing) {
      XCTAssertNil(column.document(missing), missing)
    }
    // The Kelvin sign is canonically equivalent to "K", as the record store's keys are.
    XCTAssertEqual(column.document("\u{212A}"), input.firstIndex(of: "K"))
    XCTAssertEqual(column.sorted.map { input[Int($0)] }, input.sorted())
  }

  /// Ids that share 8 and 16 bytes or more (as package names do), and ids that differ only by
  /// trailing NUL bytes, sort in byte order and are all found.
  func test_objectIDs_sharingLongPrefixes_sortInByteOrder() {
    var generator = SplitMix64(seed: 11)
    var ids: Set<String> = [
      "ab", "ab\0", "ab\0\0", "python3-", "python3-django-", "python3-django-\0",
      "python3-django-a", "python3-django-ab", "python3-django-abc-extra",
    ]
    let stems = ["python3-", "python3-django-", "libghc-", "golang-github-", ""]
    while ids.count < 2_000 {
      let stem = stems.randomElement(using: &generator)!
      let length = Int.random(in: 0...20, using: &generator)
      ids.insert(
        stem + String((0..<length).map { _ in "ab-09z".randomElement(using: &generator)! }))
    }
    let input = Array(ids)
    let column = ObjectIDColumn(input)
    XCTAssertEqual(
      column.sorted.map { Array(input[Int($0)].utf8) },
      input.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) })
    XCTAssertTrue(column.isOrdered)
    for (doc, id) in input.enumerated() { XCTAssertEqual(column.document(id), doc, id) }
  }

  func test_objectIDs_nonASCII_compareAsStrings() {
    let input = ["é", "z", "ab", "日本", "e\u{301}x", "A"]
    let column = ObjectIDColumn(input)
    for (doc, id) in input.enumerated() { XCTAssertEqual(column.document(id), doc, id) }
    XCTAssertEqual(column.document("e\u{301}"), 0)
    XCTAssertEqual(column.document("éx"), 4)
    XCTAssertNil(column.document("日"))
    XCTAssertEqual(column.sorted.map { input[Int($0)] }, input.sorted())
  }

  func test_documentOrderAndRanks_matchSortValueComparisons() throws {
    var generator = SplitMix64(seed: 9)
    let pool: [JSON] = [1, 2, 2.5, -1, "b", "a", "B", true, false, [3, 1], [], .null, ["x": 1]]
    let records: [JSON] = (0..<300).map { index in
      var record: [String: JSON] = ["objectID": .string("\(index)")]
      for name in ["first", "second"] where Int.random(in: 0..<6, using: &generator) > 0 {
        record[name] = pool.randomElement(using: &generator)
      }
      return .object(record)
    }
    for settings: JSON in [
      ["customRanking": ["desc(first)"]], ["customRanking": ["asc(first)", "desc(second)"]],
      [:],
    ] {
      let parsed = try LocalIndexSettings(json: settings)
      let keys = records.map { record in
        parsed.customRanking.map { SortValue(record.attributeValue($0.attribute)) }
      }
      let (order, ranks) = IndexSnapshot.documentOrder(
        ranks: parsed.customRanking.enumerated().map { criterion in
          IndexSnapshot.criterionRanks(
            keys.map { $0[criterion.offset] }, descending: criterion.element.isDescending)
        }, count: records.count)
      let descending = parsed.customRanking.map(\.isDescending)
      let expected = records.indices.sorted { lhs, rhs in
        let result = SortValue.compare(keys[lhs], keys[rhs], descending)
        return result != 0 ? result < 0 : lhs < rhs
      }
      XCTAssertEqual(order, expected, "\(settings)")
      XCTAssertEqual(
        ranks, SortValue.denseRanks(expected.map { keys[$0] }, criteria: descending),
        "\(settings)")
    }
    let sortKeys = records.map { [SortValue($0.attributeValue("second"))] }
    let sorted = IndexSnapshot.criterionRanks(sortKeys.map { $0[0] }, descending: false)
    XCTAssertEqual(sorted, SortValue.denseRanks(sortKeys, criteria: [false]))
  }
}

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

/// Hit rendering: highlighted multi-byte text, nested attributes and selected attributes.
final class HitRenderingTests: XCTestCase {
  func test_hits_renderMultiByteTextNestedPathsAndSelections() throws {
    let index = try Fixtures.index(
      [
        [
          "objectID": "1", "name": "😀 Crème brûlée à la crème 日本 crémeux",
          "meta": ["title": "Crème", "n": 1], "other": "x",
        ]
      ],
      settings: [
        "searchableAttributes": ["name", "meta.title"],
        "attributesToSnippet": ["name:2"], "snippetEllipsisText": "…",
      ])
    var query = SearchQuery("creme")
    query.attributesToHighlight = ["name", "meta.title"]
    query.attributesToRetrieve = ["meta.title", "name", "missing"]
    let hit = try XCTUnwrap(index.search(query).hits.first)
    XCTAssertEqual(
      hit[path: "_highlightResult.name.value"],
      "😀 <em>Crème</em> brûlée à la <em>crème</em> 日本 <em>créme</em>ux")
    XCTAssertEqual(hit[path: "_highlightResult.meta.title.value"], "<em>Crème</em>")
    XCTAssertEqual(hit[path: "_snippetResult.name.value"], "😀 <em>Crème</em> brûlée…")
    XCTAssertEqual(hit["meta"], ["title": "Crème"])
    XCTAssertEqual(hit["objectID"], "1")
    XCTAssertNil(hit["other"])
    XCTAssertNil(hit["missing"])
  }

  /// A request that names what it retrieves reads only those members of each record, and the
  /// ones it highlights and snippets: its hits are the same as when the whole record is read.
  func test_hits_ofNamedAttributes_highlightAndSnippetWhatIsNotRetrieved() throws {
    let index = try Fixtures.index(
      [
        [
          "objectID": "1", "name": "Red lamp", "description": "a red lamp for a desk",
          "meta": ["title": "Red", "n": 1], "meta.flat": "x", "other": "y",
        ]
      ],
      settings: [
        "searchableAttributes": ["name", "description", "meta.title"],
        "attributesToSnippet": ["description:2"], "snippetEllipsisText": "…",
      ])
    var query = SearchQuery("red")
    query.attributesToRetrieve = ["meta.flat", "meta.n", "missing", "-other"]
    let hit = try XCTUnwrap(index.search(query).hits.first)
    // Every searchable attribute highlighted (the default), none of them retrieved.
    XCTAssertEqual(hit[path: "_highlightResult.name.value"], "<em>Red</em> lamp")
    XCTAssertEqual(hit[path: "_highlightResult.description.matchLevel"], "full")
    XCTAssertEqual(hit[path: "_highlightResult.meta.title.value"], "<em>Red</em>")
    XCTAssertEqual(hit[path: "_snippetResult.description.value"], "a <em>red</em>…")
    XCTAssertEqual(hit["meta"], ["flat": "x", "n": 1])
    XCTAssertEqual(hit["objectID"], "1")
    for name in ["name", "description", "other", "missing", "meta.flat"] {
      XCTAssertNil(hit[name], name)
    }

    // Object ids only: nothing else.
    query.attributesToRetrieve = ["objectID"]
    query.attributesToHighlight = []
    query.attributesToSnippet = []
    XCTAssertEqual(try index.search(query).hits, [["objectID": "1"]])
    query.attributesToSnippet = ["description:2"]
    XCTAssertEqual(
      try index.search(query).hits,
      [
        [
          "objectID": "1",
          "_snippetResult": ["description": ["value": "a <em>red</em>…", "matchLevel": "full"]],
        ]
      ])

    // One attribute highlighted, not retrieved.
    query.attributesToSnippet = []
    query.attributesToHighlight = ["description"]
    let highlighted = try XCTUnwrap(index.search(query).hits.first)
    XCTAssertEqual(
      highlighted[path: "_highlightResult.description.value"], "a <em>red</em> lamp for a desk")
    XCTAssertEqual(highlighted.objectValue?.keys.sorted(), ["_highlightResult", "objectID"])

    // `*` to highlight: every attribute of the record, retrieved or not.
    query.attributesToRetrieve = ["name"]
    query.attributesToHighlight = ["*"]
    let every = try XCTUnwrap(index.search(query).hits.first)
    XCTAssertEqual(
      every["_highlightResult"]?.objectValue?.keys.sorted(),
      ["description", "meta", "name", "other"])
    XCTAssertEqual(every["name"], "Red lamp")
    XCTAssertNil(every["description"])
  }

  /// Whole hits start from the first record's keys; records with other keys, fewer or more,
  /// in between ones with the same keys, are each returned as they are.
  func test_wholeHits_ofRecordsOfManyShapes_areEachTheirRecord() throws {
    let records: [JSON] = [
      ["objectID": "0", "name": "lamp zero", "price": 1],
      ["objectID": "1", "name": "lamp one", "price": 2],
      ["objectID": "2", "name": "lamp two"],
      ["objectID": "3", "name": "lamp three", "price": 4, "tags": ["a", "b"]],
      ["objectID": "4", "title": "lamp four", "price": "5"],
      ["objectID": "5", "name": "lamp five", "price": 6],
      ["objectID": "6", "name": ["lamp", "six"], "price": 7],
      ["objectID": "7", "name": "lamp seven", "price": 8, "meta": ["n": 1]],
      ["objectID": "8", "name": "lamp eight", "price": 9],
      ["objectID": "9", "name": "lamp nine", "cost": 10],
    ]
    let index = try Fixtures.index(
      records, settings: ["searchableAttributes": ["name", "title"], "customRanking": []])
    var query = SearchQuery("lamp")
    query.hitsPerPage = 20
    for retrieve in [nil, ["*"]] as [[String]?] {
      query.attributesToRetrieve = retrieve
      let hits = try index.search(query).hits
      XCTAssertEqual(hits.count, records.count)
      for hit in hits {
        var members = try XCTUnwrap(hit.objectValue)
        XCTAssertNotNil(members.removeValue(forKey: "_highlightResult"))
        let id = try XCTUnwrap(members["objectID"]?.stringValue.flatMap { Int($0) })
        XCTAssertEqual(JSON.object(members), records[id], "record \(id)")
      }
    }
  }
}
