import Foundation
import Sift
import SiftTesting
import XCTest

/// Runs the code of the Insights events article (InsightsArticleSnippets) on a screen with a
/// recording Insights service, and checks that the events are the ones the article describes.
@MainActor
final class InsightsArticleTests: XCTestCase {
  nonisolated private static let queryID = "43b15df305339e827f0ac0bdc5ebcaa7"
  private let recorder = RecordingInsightsService()

  private func makeInsights() -> Insights {
    Insights(
      service: recorder, userTokenStorage: InMemoryUserTokenStorage(userToken: "anonymous-1"),
      clock: ManualClock())
  }

  /// A searcher over two products with a brand facet, answering with a queryID when asked.
  private func makeSearcher() -> HitsSearcher {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(
        hits: [
          ["objectID": "42", "name": "Headphones", "price": 19.99],
          ["objectID": "7", "name": "Speaker", "price": 59.99],
        ], nbHits: 2, facets: ["brand": ["Sony": 2]],
        queryID: query.query.clickAnalytics == true ? Self.queryID : nil)
    }
    return HitsSearcher(service: service, indexName: "products")
  }

  func test_connectedTrackers_sendAClickForARowAndForAFacetValue() async throws {
    let searcher = makeSearcher()
    let insights = makeInsights()
    let hitsTracker = HitsTracker(
      eventName: "Product Clicked", searcher: searcher, insights: insights,
      isAutoSendingHitsViewEvents: false)
    let filterTracker = FilterTracker(
      eventName: "Filter Applied", searcher: searcher, insights: insights)
    let productHits = HitsInteractor<Hit<InsightsArticleProduct>>(infiniteScrolling: .off)
    let hitsConnection = productHits.connectSearcher(searcher)
    let brandList = FacetListConnector(
      searcher: searcher, filterState: FilterState(), attribute: "brand", operator: .or)
    InsightsArticleSnippets.connect(
      hitsTracker: hitsTracker, filterTracker: filterTracker, productHits: productHits,
      brandList: brandList)
    searcher.search()
    await searcher.settled()

    productHits.selectHit(atIndex: 1)
    brandList.interactor.computeSelections(selectingItemForKey: "Sony")
    await insights.flush()

    let events = recorder.sentEvents
    XCTAssertEqual(events.map(\.eventName), ["Product Clicked", "Filter Applied"])
    XCTAssertEqual(events.first?.objectIDs, ["7"])
    XCTAssertEqual(events.first?.positions, [2], "positions count from 1")
    XCTAssertEqual(events.first?.queryID, Self.queryID)
    XCTAssertEqual(events.last?.filters, ["brand:Sony"])
    hitsConnection.disconnect()
  }

  func test_optingOut_turnsViewsOffAndBackOn() async {
    let tracker = InsightsArticleSnippets.optOut(searcher: makeSearcher(), insights: makeInsights())
    XCTAssertTrue(tracker.isAutoSendingHitsViewEvents)
  }

  func test_commerce_sendsAddToCartAndPurchaseWithTheSearchsQueryID() async throws {
    let searcher = makeSearcher()
    let insights = makeInsights()
    let hitsTracker = HitsTracker(
      eventName: "Product Clicked", searcher: searcher, insights: insights,
      isAutoSendingHitsViewEvents: false)
    searcher.search()
    await searcher.settled()
    let hits = try XCTUnwrap(searcher.latestResults?.response.hits).map {
      try Hit<InsightsArticleProduct>(json: $0)
    }

    InsightsArticleSnippets.commerce(
      hitsTracker: hitsTracker, hit: hits[0], cart: hits, total: 79.98)
    await insights.flush()

    let events = recorder.sentEvents
    XCTAssertEqual(events.map(\.eventSubtype), [.addToCart, .purchase])
    XCTAssertEqual(events.first?.queryID, Self.queryID)
    XCTAssertEqual(events.last?.objectIDs, ["42", "7"])
    XCTAssertEqual(events.last?.objectData?.map(\.queryID), [Self.queryID, Self.queryID])
    XCTAssertEqual(events.last?.objectData?.map(\.price), [19.99, 59.99])
    XCTAssertEqual(events.last?.value, 79.98)
  }

  func test_withoutATracker_theClientSendsThePurchaseAndTheAddToCart() async throws {
    let insights = makeInsights()
    try InsightsArticleSnippets.withoutTracker(
      insights: insights, firstSearchQueryID: Self.queryID,
      secondSearchQueryID: "0123456789abcdef0123456789abcdef")
    await insights.flush()
    XCTAssertEqual(recorder.sentEvents.map(\.eventSubtype), [.purchase, .addToCart])
    XCTAssertEqual(
      recorder.sentEvents.first?.objectData?.map(\.queryID),
      [Self.queryID, "0123456789abcdef0123456789abcdef"])
  }

  func test_aRefusedEventOfAWidget_isLoggedByTheScreen_andNotSent() async throws {
    let searcher = makeSearcher()
    let insights = makeInsights()
    let screen = InsightsArticleScreen()
    screen.observe(insights)
    let hitsTracker = HitsTracker(
      eventName: "Product Clicked", searcher: searcher, insights: insights,
      isAutoSendingHitsViewEvents: false)
    searcher.search()
    await searcher.settled()
    let hit = try Hit<InsightsArticleProduct>(
      json: try XCTUnwrap(searcher.latestResults?.response.hits.first))

    hitsTracker.trackAddToCart(for: [hit], value: 19.99)  // a value without its currency
    await insights.flush()

    XCTAssertEqual(screen.logged.count, 1)
    XCTAssertTrue(screen.logged.first?.hasPrefix("Insights: ") == true, "\(screen.logged)")
    XCTAssertEqual(recorder.sentEvents.count, 0)
  }
}
