import Foundation
import SiftCore
import SiftTesting
import XCTest

/// `HitsTracker` on a screen as an app builds it: a searcher, a hits list with a user-written
/// controller, Insights over a recording service.
@MainActor
final class HitsTrackerTests: XCTestCase {
  private struct Product: Decodable {
    let name: String
  }

  /// A results list as an app writes it: rows of names, a tap selects one.
  private final class UserResultsList: HitsController {
    var hitsSource: HitsInteractor<Hit<Product>>?
    var names: [String] = []
    func reload() {
      names = (0..<(hitsSource?.numberOfHits() ?? 0)).compactMap {
        hitsSource?.peekHit(atIndex: $0)?.record.name
      }
    }
    func tap(_ name: String) {
      guard let row = names.firstIndex(of: name) else { return }
      hitsSource?.selectHit(atIndex: row)
    }
  }

  nonisolated private static let queryID = "43b15df305339e827f0ac0bdc5ebcaa7"
  private let recorder = RecordingInsightsService()

  private func makeInsights() -> Insights {
    Insights(
      service: recorder, userTokenStorage: InMemoryUserTokenStorage(userToken: "anonymous-1"),
      clock: ManualClock(), now: { Date(timeIntervalSince1970: 1_700_000_000) })
  }

  /// Answers pages of 10 products named `product <n>`, with a queryID when asked for one.
  private func service() -> StubSearchService {
    let service = StubSearchService()
    service.respond { query in
      let page = query.query.page ?? 0
      return SearchResponse(
        hits: (0..<10).map { row in
          let number = page * 10 + row
          return ["objectID": .string("p\(number)"), "name": .string("product \(number)")]
        }, nbHits: 100, page: page, nbPages: 10, hitsPerPage: 10,
        queryID: query.query.clickAnalytics == true ? Self.queryID : nil)
    }
    return service
  }

  func test_tracking_turnsClickAnalyticsOn_soSearchesGetAQueryID_andOffAgain() async {
    let stub = service()
    let searcher = HitsSearcher(service: stub, indexName: "products")
    let tracker = HitsTracker(
      eventName: "Product Clicked", searcher: searcher, insights: makeInsights())
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(stub.receivedBatches.last?.first?.query.clickAnalytics, true)
    XCTAssertEqual(tracker.queryID, Self.queryID)
    tracker.isEnabled = false
    searcher.search()
    await searcher.settled()
    XCTAssertNil(stub.receivedBatches.last?.first?.query.clickAnalytics)
  }

  func test_selectingARow_sendsAClickWithItsPositionAndTheSearchsQueryID() async throws {
    let searcher = HitsSearcher(service: service(), indexName: "products")
    let insights = makeInsights()
    let hits = HitsInteractor<Hit<Product>>(infiniteScrolling: .off)
    let list = UserResultsList()
    let connector = HitsConnector(searcher: searcher, interactor: hits, controller: list)
    let tracker = HitsTracker(
      eventName: "Product Clicked", searcher: searcher, insights: insights,
      isAutoSendingHitsViewEvents: false)
    tracker.connectHitsInteractor(hits)
    searcher.request.query.page = 2
    searcher.search()
    await searcher.settled()

    list.tap("product 23")
    await insights.flush()
    XCTAssertEqual(
      recorder.sentEvents,
      [
        InsightsEvent(
          eventType: .click, eventName: "Product Clicked", indexName: "products",
          userToken: "anonymous-1", timestamp: 1_700_000_000_000, queryID: Self.queryID,
          objectIDs: ["p23"], positions: [24])
      ], "the 24th result: page 3, 4th row")
    XCTAssertTrue(connector.isConnected)
  }

  func test_conversionsAndViews_goInEventsOfAtMost20Hits() async throws {
    let searcher = HitsSearcher(service: service(), indexName: "products")
    let insights = makeInsights()
    let tracker = HitsTracker(
      eventName: "Product Viewed", searcher: searcher, insights: insights,
      isAutoSendingHitsViewEvents: false)
    searcher.search()
    await searcher.settled()
    let hits = (0..<25).map { Hit(objectID: "p\($0)", record: JSON.null) }
    tracker.trackView(for: hits)
    tracker.trackConvert(for: hits[0], eventName: "Product Bought")
    await insights.flush()
    let events = recorder.sentEvents
    XCTAssertEqual(events.map(\.objectIDs?.count), [20, 5, 1])
    XCTAssertEqual(events.map(\.eventType), [.view, .view, .conversion])
    XCTAssertEqual(events.map(\.queryID), [nil, nil, Self.queryID], "views carry no queryID")
    XCTAssertEqual(events.last?.eventName, "Product Bought")
  }

  func test_aClickBeforeAnySearchAnswered_isSentAsAClickOutsideASearch() async throws {
    let searcher = HitsSearcher(service: service(), indexName: "products")
    let insights = makeInsights()
    // InstantSearch: HitsTracker(eventName:searcher:insights:), no connect() call.
    let tracker = HitsTracker(eventName: "Product Clicked", searcher: searcher, insights: insights)
    tracker.trackClick(for: Hit(objectID: "p1", record: JSON.null), position: 1)
    await insights.flush()
    XCTAssertEqual(recorder.sentEvents.first?.queryID, nil)
    XCTAssertEqual(recorder.sentEvents.first?.positions, nil)
    XCTAssertEqual(recorder.sentEvents.first?.objectIDs, ["p1"])
  }

  func test_anInvalidEvent_isReportedOnTheClient_andNotQueued() async {
    let searcher = HitsSearcher(service: service(), indexName: "products")
    let insights = makeInsights()
    var errors: [InsightsError] = []
    insights.onError.subscribe(with: self) { _, error in errors.append(error) }
    let tracker = HitsTracker(
      eventName: String(repeating: "x", count: 70), searcher: searcher, insights: insights)
    tracker.trackView(for: Hit(objectID: "p1", record: JSON.null))
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(insights.pendingEvents.isEmpty)
  }

  func test_eachPageOfResults_isSentAsAHitsViewedEvent_unlessOptedOut() async throws {
    let searcher = HitsSearcher(service: service(), indexName: "products")
    let insights = makeInsights()
    let hits = HitsInteractor<Hit<Product>>(infiniteScrolling: .on(withOffset: 5))
    hits.connectSearcher(searcher)
    let tracker = HitsTracker(eventName: "Product Clicked", searcher: searcher, insights: insights)
    searcher.search()
    await searcher.settled()
    _ = hits.hit(atIndex: 9)  // infinite scrolling loads page 1
    while !searcher.loadingPages.isEmpty { await Task.yield() }
    await insights.flush()
    XCTAssertEqual(recorder.sentEvents.map(\.eventName), ["Hits Viewed", "Hits Viewed"])
    XCTAssertEqual(recorder.sentEvents.map(\.eventType), [.view, .view])
    XCTAssertEqual(
      recorder.sentEvents.map(\.objectIDs),
      [
        (0..<10).map { "p\($0)" }, (10..<20).map { "p\($0)" },
      ])
    XCTAssertEqual(recorder.sentEvents.map(\.queryID), [nil, nil], "views carry no queryID")

    tracker.isAutoSendingHitsViewEvents = false
    searcher.query = "other"
    searcher.search()
    await searcher.settled()
    await insights.flush()
    XCTAssertEqual(recorder.sentEvents.count, 2, "opted out: no view sent")
  }

  func test_creatingATracker_keepsTheSearchersPage() async throws {
    let searcher = HitsSearcher(service: service(), indexName: "products")
    searcher.request.query.page = 3
    var requests: [HitsSearcher.Request] = []
    searcher.onRequestChanged.subscribe(with: self) { _, request in requests.append(request) }
    let tracker = HitsTracker(
      eventName: "Product Clicked", searcher: searcher, insights: makeInsights())
    XCTAssertEqual(searcher.request.query.page, 3, "the page the app asked for stays")
    XCTAssertEqual(searcher.request.query.clickAnalytics, true)
    XCTAssertEqual(requests.map(\.query.page), [3])
    tracker.isEnabled = false
    XCTAssertEqual(searcher.request.query.page, 3)
  }

  func test_addToCartAndPurchase_carryTheirSubtypeObjectDataValueAndCurrency() async throws {
    let searcher = HitsSearcher(service: service(), indexName: "products")
    let insights = makeInsights()
    let tracker = HitsTracker(
      eventName: "Product Added", searcher: searcher, insights: insights,
      isAutoSendingHitsViewEvents: false)
    searcher.search()
    await searcher.settled()
    let cart = [Hit(objectID: "p1", record: JSON.null), Hit(objectID: "p2", record: JSON.null)]
    tracker.trackAddToCart(
      for: [cart[0]], objectData: [.init(price: 19.99, quantity: 2, discount: 5)], value: 39.98,
      currency: "EUR")
    tracker.trackPurchase(
      for: cart,
      objectData: [
        .init(price: 19.99, quantity: 2),
        .init(queryID: "0123456789abcdef0123456789abcdef", price: 5, quantity: 1),
      ], value: 44.98, currency: "EUR", eventName: "Products Purchased")
    await insights.flush()
    XCTAssertEqual(
      recorder.sentEvents,
      [
        InsightsEvent(
          eventType: .conversion, eventSubtype: .addToCart, eventName: "Product Added",
          indexName: "products", userToken: "anonymous-1", timestamp: 1_700_000_000_000,
          queryID: Self.queryID, objectIDs: ["p1"],
          objectData: [.init(price: 19.99, quantity: 2, discount: 5)], value: 39.98,
          currency: "EUR"),
        InsightsEvent(
          eventType: .conversion, eventSubtype: .purchase, eventName: "Products Purchased",
          indexName: "products", userToken: "anonymous-1", timestamp: 1_700_000_000_000,
          objectIDs: ["p1", "p2"],
          objectData: [
            .init(queryID: Self.queryID, price: 19.99, quantity: 2),
            .init(queryID: "0123456789abcdef0123456789abcdef", price: 5, quantity: 1),
          ], value: 44.98, currency: "EUR"),
      ], "a purchase's records carry the queryID of their search, the latest by default")
  }
}
