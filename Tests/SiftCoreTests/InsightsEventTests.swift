import Foundation
import SiftCore
import XCTest

/// `InsightsEvent`: Algolia's event JSON and its documented limits.
final class InsightsEventTests: XCTestCase {
  private let click = InsightsEvent(
    eventType: .click, eventName: "Product Clicked", indexName: "products",
    userToken: "anonymous-1", authenticatedUserToken: "user-1", timestamp: 1_641_290_601_962,
    queryID: "43b15df305339e827f0ac0bdc5ebcaa7", objectIDs: ["9780545139700"], positions: [7])

  func test_encodesAsAnElementOfTheEventsBody() throws {
    XCTAssertEqual(
      try JSON.parse(JSONEncoder().encode(click)),
      [
        "eventType": "click", "eventName": "Product Clicked", "index": "products",
        "userToken": "anonymous-1", "authenticatedUserToken": "user-1",
        "timestamp": 1_641_290_601_962, "queryID": "43b15df305339e827f0ac0bdc5ebcaa7",
        "objectIDs": ["9780545139700"], "positions": [7],
      ])
    XCTAssertEqual(
      try JSONDecoder().decode(InsightsEvent.self, from: JSONEncoder().encode(click)), click)
  }

  func test_validate_refusesWhatTheAPIRefuses_namingTheField() {
    var cases: [(InsightsEvent, String)] = []
    func with(_ change: (inout InsightsEvent) -> Void, _ field: String) {
      var event = click
      change(&event)
      cases.append((event, field))
    }
    with({ $0.eventName = "" }, "eventName")
    with({ $0.eventName = "Clické" }, "eventName")
    with({ $0.indexName = "" }, "index")
    with({ $0.userToken = "has space" }, "userToken")
    with({ $0.userToken = String(repeating: "a", count: 130) }, "userToken")
    with({ $0.authenticatedUserToken = "" }, "authenticatedUserToken")
    with({ $0.queryID = "not-a-query-id" }, "queryID")
    with({ $0.positions = nil }, "positions")
    with({ $0.positions = [0] }, "positions")
    with({ $0.positions = [1, 2] }, "positions")
    with(
      {
        $0.objectIDs = (0..<21).map(String.init)
        $0.positions = Array(1...21)
      }, "objectIDs")
    with({ $0.objectIDs = [""] }, "objectIDs[0]")
    with(
      {
        $0.objectIDs = nil
        $0.filters = ["brand:Sony"]
      }, "positions")
    with({ $0.filters = ["brand:Sony"] }, "filters")
    with(
      {
        $0.objectIDs = nil
        $0.positions = nil
      }, "objectIDs")
    with(
      {
        $0.objectIDs = nil
        $0.positions = nil
        $0.filters = ["brand"]
      }, "filters[0]")
    with(
      {
        $0.objectIDs = nil
        $0.positions = nil
        $0.filters = (0..<11).map { "a:\($0)" }
      },
      "filters")
    with({ $0.queryID = nil }, "positions")
    for (event, field) in cases {
      XCTAssertThrowsError(try event.validate(), field) {
        guard case .invalidEvent(let named, _, _)? = $0 as? InsightsError else {
          return XCTFail("\($0)")
        }
        XCTAssertEqual(named, field)
      }
    }
    XCTAssertNoThrow(try click.validate())
    var filters = click
    filters.objectIDs = nil
    filters.positions = nil
    filters.queryID = nil
    filters.filters = [InsightsEvent.filter(Filter.Facet(attribute: "brand", stringValue: "Sony"))]
    XCTAssertNoThrow(try filters.validate())
  }
}
