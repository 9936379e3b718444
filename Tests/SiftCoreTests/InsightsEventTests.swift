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

  /// The time the events are checked at: a day after the click.
  private let now = Date(timeIntervalSince1970: 1_641_290_601.962 + 24 * 3600)

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
      XCTAssertThrowsError(try event.validate(relativeTo: now), field) {
        guard case .invalidEvent(let eventName, let named, _, _)? = $0 as? InsightsError else {
          return XCTFail("\($0)")
        }
        XCTAssertEqual(named, field)
        XCTAssertEqual(eventName, event.eventName)
      }
    }
    XCTAssertNoThrow(try click.validate(relativeTo: now))
    var filters = click
    filters.objectIDs = nil
    filters.positions = nil
    filters.queryID = nil
    filters.filters = [InsightsEvent.filter(Filter.Facet(attribute: "brand", stringValue: "Sony"))]
    XCTAssertNoThrow(try filters.validate(relativeTo: now))
  }

  private let purchase = InsightsEvent(
    eventType: .conversion, eventSubtype: .purchase, eventName: "Products Purchased",
    indexName: "products", userToken: "anonymous-1", timestamp: 1_641_290_601_962,
    objectIDs: ["a", "b"],
    objectData: [
      .init(queryID: "43b15df305339e827f0ac0bdc5ebcaa7", price: 19.99, quantity: 3, discount: 3.99),
      .init(price: 59.99, quantity: 2),
    ], value: 179.95, currency: "USD")

  func test_aPurchase_encodesItsSubtypeObjectDataValueAndCurrency() throws {
    XCTAssertEqual(
      try JSON.parse(JSONEncoder().encode(purchase)),
      [
        "eventType": "conversion", "eventSubtype": "purchase", "eventName": "Products Purchased",
        "index": "products", "userToken": "anonymous-1", "timestamp": 1_641_290_601_962,
        "objectIDs": ["a", "b"],
        "objectData": [
          [
            "queryID": "43b15df305339e827f0ac0bdc5ebcaa7", "price": 19.99, "quantity": 3,
            "discount": 3.99,
          ],
          ["price": 59.99, "quantity": 2],
        ], "value": 179.95, "currency": "USD",
      ])
    XCTAssertEqual(
      try JSONDecoder().decode(InsightsEvent.self, from: JSONEncoder().encode(purchase)), purchase)
    XCTAssertNoThrow(try purchase.validate(relativeTo: now))
  }

  func test_validate_refusesWhatTheAPIRefusesOfConversionsPositionsAndTimes_namingTheField() {
    var cases: [(InsightsEvent, String)] = []
    func with(_ event: InsightsEvent, _ change: (inout InsightsEvent) -> Void, _ field: String) {
      var event = event
      change(&event)
      cases.append((event, field))
    }
    // Times: in milliseconds, within the last 30 days (and not a day ahead).
    with(click, { $0.timestamp = 1_641_290_601 }, "timestamp")
    with(click, { $0.timestamp -= 30 * 24 * 3_600_000 }, "timestamp")
    with(click, { $0.timestamp += 3 * 24 * 3_600_000 }, "timestamp")
    // A queryID is 32 lowercase hexadecimal digits, as Algolia gives it.
    with(click, { $0.queryID = "43B15DF305339E827F0AC0BDC5EBCAA7" }, "queryID")
    // Positions only on clicks.
    with(
      click,
      {
        $0.eventType = .conversion
        $0.positions = [7]
      }, "positions")
    with(
      click,
      {
        $0.eventType = .view
        $0.queryID = nil
      }, "positions")
    // A subtype only on conversions of records.
    with(purchase, { $0.eventType = .view }, "eventSubtype")
    with(
      purchase,
      {
        $0.objectIDs = nil
        $0.objectData = nil
        $0.filters = ["brand:Sony"]
      }, "eventSubtype")
    // objectData: only with a subtype, one per object ID, each valid.
    with(purchase, { $0.eventSubtype = nil }, "objectData")
    with(purchase, { $0.objectData?.removeLast() }, "objectData")
    with(purchase, { $0.objectData?[0].queryID = "nope" }, "objectData[0].queryID")
    with(purchase, { $0.objectData?[1].quantity = 0 }, "objectData[1].quantity")
    with(purchase, { $0.objectData?[1].price = -1 }, "objectData[1].price")
    with(purchase, { $0.objectData?[0].discount = .nan }, "objectData[0].discount")
    // A purchase's queryIDs are its records'.
    with(purchase, { $0.queryID = "43b15df305339e827f0ac0bdc5ebcaa7" }, "queryID")
    // value and currency: only with a subtype; the currency an ISO code, required with amounts.
    with(purchase, { $0.currency = "usd" }, "currency")
    with(purchase, { $0.currency = nil }, "currency")
    with(
      purchase,
      {
        $0.objectData = nil
        $0.currency = nil
      }, "currency")
    with(purchase, { $0.value = .infinity }, "value")
    with(click, { $0.value = 1 }, "value")
    with(click, { $0.currency = "EUR" }, "currency")
    for (event, field) in cases {
      XCTAssertThrowsError(try event.validate(relativeTo: now), field) {
        guard case .invalidEvent(let eventName, let named, _, _)? = $0 as? InsightsError else {
          return XCTFail("\($0)")
        }
        XCTAssertEqual(named, field)
        XCTAssertEqual(eventName, event.eventName)
      }
    }
    var addToCart = purchase
    addToCart.eventSubtype = .addToCart
    addToCart.queryID = "43b15df305339e827f0ac0bdc5ebcaa7"
    XCTAssertNoThrow(try addToCart.validate(relativeTo: now), "an add-to-cart after a search")
    var withoutAmounts = purchase
    withoutAmounts.objectData = nil
    withoutAmounts.value = nil
    withoutAmounts.currency = nil
    XCTAssertNoThrow(try withoutAmounts.validate(relativeTo: now))
  }
}
