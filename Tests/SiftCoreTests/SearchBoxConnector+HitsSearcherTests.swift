import SiftCore
import SiftTesting
import XCTest

/// The search box driving a real `HitsSearcher` over a stub backend, in both triggering modes.
@MainActor
final class SearchBoxHitsSearcherTests: XCTestCase {
  func test_searchAsYouType_typedBurstIsOneSearchOfTheLastQuery() async {
    let clock = ManualClock()
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products", clock: clock)
    let controller = RecordingSearchBoxController()
    let connector = SearchBoxConnector(searcher: searcher, clock: clock, controller: controller)
    connector.connect()
    controller.type("p")
    controller.type("ph")
    controller.type("pho")
    await clock.advance(by: .milliseconds(100))
    await searcher.settled()
    XCTAssertEqual(service.receivedBatches.flatMap { $0.map(\.query.query) }, ["pho"])
    XCTAssertEqual(searcher.latestResults?.response.query, "pho")
  }

  func test_searchOnSubmit_searchesTheSubmittedQueryOnly() async {
    let clock = ManualClock()
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products", clock: clock)
    let controller = RecordingSearchBoxController()
    let connector = SearchBoxConnector(
      searcher: searcher, searchTriggeringMode: .searchOnSubmit, clock: clock,
      controller: controller)
    connector.connect()
    controller.type("phone")
    await clock.run()
    XCTAssertEqual(service.receivedCallCount, 0)
    XCTAssertNil(searcher.query, "typing alone does not touch the searcher")
    controller.submit()
    await searcher.settled()
    XCTAssertEqual(service.receivedBatches.flatMap { $0.map(\.query.query) }, ["phone"])
  }

  func test_newQuery_resetsThePageOfTheSearcher() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.request.query.page = 4
    let controller = RecordingSearchBoxController()
    let connector = SearchBoxConnector(searcher: searcher, debounce: .zero, controller: controller)
    connector.connect()
    controller.type("tv")
    await searcher.settled()
    XCTAssertEqual(service.receivedBatches.first?.first?.query.page, 0)
  }

  func test_aQuerySetOnTheSearcherElsewhere_isShown_andNotSearchedAgain() async {
    let clock = ManualClock()
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products", clock: clock)
    let controller = RecordingSearchBoxController()
    let connector = SearchBoxConnector(searcher: searcher, clock: clock, controller: controller)
    searcher.query = "boots"  // a deep link, another search box
    await clock.advance(by: .milliseconds(100))
    XCTAssertEqual(controller.displayedQueries.last, "boots")
    XCTAssertEqual(connector.interactor.query, "boots")
    XCTAssertEqual(service.receivedCallCount, 0, "whoever set it searches")
    controller.type("boot")
    await clock.advance(by: .milliseconds(100))
    await searcher.settled()
    XCTAssertEqual(service.receivedBatches.flatMap { $0.map(\.query.query) }, ["boot"])
  }
}
