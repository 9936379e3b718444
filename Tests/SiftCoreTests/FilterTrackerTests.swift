import Foundation
import SiftCore
import SiftTesting
import XCTest

/// `FilterTracker` with a facet list a user taps.
@MainActor
final class FilterTrackerTests: XCTestCase {
  private let recorder = RecordingInsightsService()

  private func makeInsights() -> Insights {
    Insights(
      service: recorder, userTokenStorage: InMemoryUserTokenStorage(), clock: ManualClock())
  }

  func test_selectingAFacetValue_sendsAFilterClick_andDeselectingSendsNothing() async {
    let service = StubSearchService()
    service.respond { _ in SearchResponse(nbHits: 3, facets: ["brand": ["Sony": 2, "LG": 1]]) }
    let searcher = HitsSearcher(service: service, indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let list = UserFacetList()
    let brands = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", operator: .or,
      controller: list)
    let insights = makeInsights()
    let tracker = FilterTracker(eventName: "Filter Applied", searcher: searcher, insights: insights)
    tracker.connectFacetListInteractor(brands.interactor, attribute: "brand")
    searcher.search()
    await searcher.settled()

    list.tap("Sony")
    list.tap("LG")
    list.tap("Sony")  // deselected
    await insights.flush()
    XCTAssertEqual(recorder.sentEvents.map(\.filters), [["brand:Sony"], ["brand:LG"]])
    XCTAssertEqual(recorder.sentEvents.map(\.eventType), [.click, .click])
    XCTAssertEqual(recorder.sentEvents.first?.indexName, "products")
  }

  func test_trackingFilters_encodesEachPartAsTheAPIAsks() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    let insights = makeInsights()
    let tracker = FilterTracker(eventName: "Filter Viewed", searcher: searcher, insights: insights)
    tracker.trackView(for: Filter.Facet(attribute: "discount", stringValue: "10%"))
    tracker.trackConversion(for: Filter.Facet(attribute: "free shipping", boolValue: true))
    tracker.trackClick(for: Filter.Tag(value: "new"))
    tracker.trackClick(for: FacetValue(value: "Hi-Fi & Audio", count: 3), attribute: "category")
    await insights.flush()
    XCTAssertEqual(
      recorder.sentEvents.map(\.filters),
      [
        ["discount:10%25"], ["free%20shipping:true"], ["_tags:new"],
        ["category:Hi-Fi%20%26%20Audio"],
      ])
    XCTAssertEqual(recorder.sentEvents.map(\.eventType), [.view, .conversion, .click, .click])
  }
}
