import SiftCore
import XCTest

@testable import SiftLocal

/// Batches of writes: atomicity, typed errors, partial updates.
final class LocalIndexWritesTests: XCTestCase {
  func test_add_generatesMissingObjectIDs() throws {
    let index = try LocalIndex(name: "things", records: [["name": "a"], ["name": "b"]])
    XCTAssertEqual(
      index.records.compactMap { $0["objectID"]?.stringValue }, ["things-1", "things-2"])
  }

  func test_replacePartialUpdateAndDelete_byObjectID() throws {
    let index = try Fixtures.index([["objectID": "1", "name": "lamp", "stock": 1, "tags": ["a"]]])
    try index.replaceObjects([["objectID": "1", "name": "desk", "stock": 1]])
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery("desk"))), ["1"])
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery("lamp"))), [])
    try index.partialUpdateObjects([
      [
        "objectID": "1", "stock": ["_operation": "Increment", "value": 2],
        "tags": ["_operation": "AddUnique", "value": "b"],
      ]
    ])
    XCTAssertEqual(index.record(objectID: "1")?["stock"], 3)
    XCTAssertEqual(index.record(objectID: "1")?["tags"], ["b"])
    try index.partialUpdateObjects([["objectID": "2", "name": "ghost"]], createIfNotExists: false)
    XCTAssertNil(index.record(objectID: "2"))
    try index.deleteObjects(objectIDs: ["1"])
    XCTAssertEqual(index.count, 0)
  }

  /// Canonically equivalent objectIDs (the Kelvin sign and "K", "é" precomposed and
  /// decomposed) are one record's, as `String` compares them: a write with one replaces, updates
  /// or deletes the record written with the other, in one batch or in two.
  func test_canonicallyEquivalentObjectIDs_areOneRecord() throws {
    let pairs = [
      ("K", "\u{212A}"), ("caf\u{E9}", "cafe\u{301}"), ("\u{212B}", "A\u{30A}"),
      ("\u{304B}\u{3099}", "\u{304C}"), ("\u{AC00}\u{11A8}", "\u{AC01}"), ("\u{F900}", "\u{8C48}"),
      ("a;b", "a\u{37E}b"), ("`x", "\u{1FEF}x"),
    ]
    for (first, second) in pairs {
      let together = try Fixtures.index([
        ["objectID": .string(first), "name": "lamp"],
        ["objectID": .string(second), "name": "desk"],
      ])
      XCTAssertEqual(together.count, 1, first)
      XCTAssertEqual(together.record(objectID: first)?["name"], "desk", first)
      let index = try Fixtures.index([["objectID": .string(first), "name": "lamp"]])
      try index.replaceObjects([["objectID": .string(second), "name": "desk"]])
      XCTAssertEqual(index.count, 1, first)
      XCTAssertEqual(index.record(objectID: first)?["name"], "desk", first)
      XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery("lamp"))), [], first)
      try index.partialUpdateObjects([["objectID": .string(first), "stock": 2]])
      XCTAssertEqual(index.count, 1, first)
      XCTAssertEqual(index.record(objectID: second)?["stock"], 2, first)
      try index.deleteObjects(objectIDs: [second])
      XCTAssertEqual(index.count, 0, first)
    }
  }

  func test_incrementFrom_isOptimisticLocking_aStaleVersionIgnoresTheWholeUpdate() throws {
    let index = try Fixtures.index([["objectID": "1", "name": "lamp", "version": 2]])
    func update(_ id: String, version: Int, name: String) -> JSON {
      [
        "objectID": .string(id), "name": .string(name),
        "version": ["_operation": "IncrementFrom", "value": .number(JSON.Number(version))],
      ]
    }
    // Stale: neither the version nor the name changes.
    XCTAssertEqual(try index.partialUpdateObjects([update("1", version: 1, name: "desk")]), [])
    XCTAssertEqual(index.record(objectID: "1"), ["objectID": "1", "name": "lamp", "version": 2])
    // Current: the version is incremented and the name written.
    XCTAssertEqual(try index.partialUpdateObjects([update("1", version: 2, name: "desk")]), ["1"])
    XCTAssertEqual(index.record(objectID: "1"), ["objectID": "1", "name": "desk", "version": 3])
    // A missing record is created only from version 0 (Algolia's documented rule).
    try index.partialUpdateObjects([update("2", version: 5, name: "ghost")])
    XCTAssertNil(index.record(objectID: "2"))
    try index.partialUpdateObjects([update("2", version: 0, name: "chair")])
    XCTAssertEqual(index.record(objectID: "2"), ["objectID": "2", "name": "chair", "version": 1])
    try index.partialUpdateObjects([update("3", version: 0, name: "x")], createIfNotExists: false)
    XCTAssertNil(index.record(objectID: "3"))
  }

  func test_incrementSet_isVersioning_anOlderValueIgnoresTheWholeUpdate() throws {
    let index = try Fixtures.index([["objectID": "1", "stock": 10, "updatedAt": 100]])
    func update(_ id: String, at time: Int, stock: Int) -> JSON {
      [
        "objectID": .string(id), "stock": .number(JSON.Number(stock)),
        "updatedAt": ["_operation": "IncrementSet", "value": .number(JSON.Number(time))],
      ]
    }
    try index.partialUpdateObjects([
      update("1", at: 90, stock: 20), update("1", at: 100, stock: 30),
    ])
    XCTAssertEqual(index.record(objectID: "1"), ["objectID": "1", "stock": 10, "updatedAt": 100])
    try index.partialUpdateObjects([update("1", at: 120, stock: 9)])
    XCTAssertEqual(index.record(objectID: "1"), ["objectID": "1", "stock": 9, "updatedAt": 120])
    // A missing record is created by a value above 0 only.
    try index.partialUpdateObjects([update("2", at: 0, stock: 1)])
    XCTAssertNil(index.record(objectID: "2"))
    try index.partialUpdateObjects([update("2", at: 1, stock: 1)])
    XCTAssertEqual(index.record(objectID: "2"), ["objectID": "2", "stock": 1, "updatedAt": 1])
    // A malformed operation beside a failed condition is still an error.
    XCTAssertThrowsError(
      try index.partialUpdateObjects([
        [
          "objectID": "1", "updatedAt": ["_operation": "IncrementSet", "value": 1],
          "stock": ["_operation": "Multiply", "value": 2],
        ]
      ]))
  }

  func test_badRecord_failsTheBatch_namingRecordAndKeyPath_andChangesNothing() throws {
    let index = try Fixtures.index([["objectID": "1", "name": "lamp"]])
    XCTAssertThrowsError(
      try index.apply([
        .add(["objectID": "2", "name": "desk"]),
        .delete(objectID: "1"),
        .add(["objectID": "3", "_geoloc": ["lat": "north", "lng": 2]]),
      ])
    ) {
      XCTAssertEqual(
        $0 as? LocalIndexError,
        .invalidRecord(
          position: 2, objectID: "3", keyPath: "_geoloc.lat",
          reason: "expected a number within ±90, found a string"))
    }
    XCTAssertEqual(index.records.compactMap { $0["objectID"]?.stringValue }, ["1"])
    XCTAssertThrowsError(try index.saveObjects(["not an object"])) {
      guard case .invalidRecord(0, nil, "", _)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
    }
    XCTAssertThrowsError(try index.saveObjects([["objectID": ["x"]]]))
    XCTAssertThrowsError(try index.saveObjects([["objectID": "4", "_tags": ["ok", 3]]])) {
      guard case .invalidRecord(0, "4", "_tags.1", _)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
    }
    XCTAssertThrowsError(
      try index.partialUpdateObjects([["objectID": "1", "n": ["_operation": "Explode"]]])
    ) {
      guard case .invalidRecord(0, "1", "n._operation", _)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
    }
    XCTAssertEqual(index.count, 1)
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery("lamp"))), ["1"])
  }

  func test_replicas_followThePrimary_withTheirOwnRanking() throws {
    var settings = try LocalIndexSettings(json: ["replicas": ["by_price_asc"]])
    settings.customRanking = [.descending("price")]
    let index = try LocalIndex(
      name: "items",
      records: [["objectID": "cheap", "price": 1], ["objectID": "dear", "price": 9]],
      settings: settings)
    let replica = try XCTUnwrap(index.replica(named: "by_price_asc"))
    var replicaSettings = settings
    replicaSettings.customRanking = [.ascending("price")]
    try replica.setSettings(replicaSettings)
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery(""))), ["dear", "cheap"])
    XCTAssertEqual(Fixtures.ids(try replica.search(SearchQuery(""))), ["cheap", "dear"])
    try index.saveObjects([["objectID": "free", "price": 0]])
    XCTAssertEqual(Fixtures.ids(try replica.search(SearchQuery(""))), ["free", "cheap", "dear"])
    XCTAssertThrowsError(try replica.saveObjects([["objectID": "x"]])) {
      XCTAssertEqual($0 as? LocalIndexError, .replicaIsReadOnly("by_price_asc"))
    }
  }
}

/// The index is the same whichever batches built it.
final class LocalIndexBatchesTests: XCTestCase {
  private let vocabulary = [
    "red", "shoe", "blue", "sock", "runner", "trail", "léger", "boot", "x", "42", "wool",
  ]

  private func records(_ generator: inout SplitMix64) -> [JSON] {
    (0..<400).map { index -> JSON in
      let words = (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
        vocabulary.randomElement(using: &generator) ?? "x"
      }
      var record: [String: JSON] = [
        "objectID": .string("r\(index)"),
        "name": .string(words.joined(separator: " ")),
        "brand": .string(["Acme", "Zed", "Ünï"].randomElement(using: &generator) ?? "Acme"),
        "price": .number(JSON.Number(Double(Int.random(in: 0..<50, using: &generator)) / 4)),
        "popularity": .number(JSON.Number(Int.random(in: 0..<20, using: &generator))),
        "tags": .array(
          (0..<Int.random(in: 0..<3, using: &generator)).map { _ in
            .string(vocabulary.randomElement(using: &generator) ?? "x")
          }),
        "meta": ["level": .number(JSON.Number(Int.random(in: 0..<3, using: &generator)))],
      ]
      if Int.random(in: 0..<5, using: &generator) == 0 { record["objectID"] = nil }
      if Int.random(in: 0..<4, using: &generator) == 0 {
        record["_geoloc"] = ["lat": 48.8, "lng": .number(JSON.Number(Double(index) / 100))]
      }
      return .object(record)
    }
  }

  func test_oneBatch_twoBatches_orAClear_buildTheSameIndex() throws {
    var generator = SplitMix64(seed: 23)
    let records = records(&generator)
    let settings = try LocalIndexSettings(json: [
      "searchableAttributes": ["name", "brand", "unordered(tags)"],
      "attributesForFaceting": ["brand", "tags", "price", "meta.level"],
      "customRanking": ["desc(popularity)", "asc(price)"],
    ])
    // One batch from empty, a batch that clears first, and two batches.
    let bulk = try LocalIndex(name: "i", records: records, settings: settings)
    let cleared = try LocalIndex(name: "i", records: Array(records.prefix(10)), settings: settings)
    try cleared.apply([.clear] + records.map { .add($0) })
    let split = try LocalIndex(name: "i", records: Array(records.prefix(1)), settings: settings)
    try split.saveObjects(Array(records.dropFirst()))
    XCTAssertEqual(bulk.snapshot.records.count, records.count)
    // A batch that replaces a record it added, and the replacement in a batch of its own.
    let replacement: JSON = ["objectID": "r3", "name": "red shoe", "popularity": 99]
    let replacing = try LocalIndex(name: "i", records: records + [replacement], settings: settings)
    let replacedLater = try LocalIndex(name: "i", records: records, settings: settings)
    try replacedLater.saveObjects([replacement])
    XCTAssertEqual(
      try replacing.search(SearchQuery("red")).hits,
      try replacedLater.search(SearchQuery("red")).hits)
    let queries = ["", "r", "re", "red sh", "shoe", "blu sock", "leger", "acme", "ZED x", "4"]
    let filters = [nil, "brand:Zed", "price > 5", "meta.level = 2", "tags:wool OR tags:x"]
    for other in [cleared, split] {
      for query in queries {
        for filter in filters {
          var search = SearchQuery(query, filters: filter, facets: ["*"], hitsPerPage: 40)
          search.getRankingInfo = true
          let (expected, found) = try (bulk.search(search), other.search(search))
          // Generated objectIDs differ from index to index.
          func withoutIDs(_ hits: [JSON]) -> [JSON] {
            hits.map { hit in
              guard case .object(var members) = hit else { return hit }
              members["objectID"] = nil
              return .object(members)
            }
          }
          let context = "\(query) \(filter ?? "")"
          XCTAssertEqual(withoutIDs(expected.hits), withoutIDs(found.hits), context)
          XCTAssertEqual(expected.nbHits, found.nbHits, context)
          XCTAssertEqual(expected.facets, found.facets, context)
          XCTAssertEqual(expected.facetsStats, found.facetsStats, context)
        }
      }
      // The structures themselves, not only what searches show of them.
      XCTAssertEqual(bulk.snapshot.occurrences, other.snapshot.occurrences)
      XCTAssertEqual(bulk.snapshot.termDocs, other.snapshot.termDocs)
      XCTAssertEqual(bulk.snapshot.groupBuckets, other.snapshot.groupBuckets)
      XCTAssertEqual(bulk.snapshot.customRanks, other.snapshot.customRanks)
      XCTAssertEqual(bulk.snapshot.wholeFieldTerms, other.snapshot.wholeFieldTerms)
      XCTAssertEqual(bulk.snapshot.geoPoints.offsets, other.snapshot.geoPoints.offsets)
    }
  }
}
