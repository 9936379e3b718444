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
    replica.setSettings(replicaSettings)
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery(""))), ["dear", "cheap"])
    XCTAssertEqual(Fixtures.ids(try replica.search(SearchQuery(""))), ["cheap", "dear"])
    try index.saveObjects([["objectID": "free", "price": 0]])
    XCTAssertEqual(Fixtures.ids(try replica.search(SearchQuery(""))), ["free", "cheap", "dear"])
    XCTAssertThrowsError(try replica.saveObjects([["objectID": "x"]])) {
      XCTAssertEqual($0 as? LocalIndexError, .replicaIsReadOnly("by_price_asc"))
    }
  }
}
