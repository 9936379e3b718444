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
    let tracker = HitsTracker(eventName: "Product Clicked", searcher: searcher, insights: insights)
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
    let tracker = HitsTracker(eventName: "Product Viewed", searcher: searcher, insights: insights)
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
}
