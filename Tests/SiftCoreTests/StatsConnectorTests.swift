import SiftCore
import SiftTesting
import XCTest

@MainActor
final class StatsConnectorTests: XCTestCase {
  func test_statsText_followsTheResults() async {
    let service = StubSearchService()
    service.respond(toQuery: "tv", with: SearchResponse(nbHits: 1_234, processingTimeMS: 3))
    service.respond(toQuery: "x", with: SearchResponse(nbHits: 1, processingTimeMS: 0))
    let searcher = HitsSearcher(service: service, indexName: "products")
    let label = UserLabel()
    let stats = StatsConnector(searcher: searcher, controller: label)
    stats.connect()
    XCTAssertNil(label.text)
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(label.text, "1,234 results (3ms)")
    searcher.query = "x"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(label.text, "1 result (0ms)")
  }

  func test_aCustomPresenter_andAStatsOutput() async {
    let service = StubSearchService()
    service.respond { _ in SearchResponse(nbHits: 7, processingTimeMS: 1, nbSortedHits: 3) }
    let searcher = HitsSearcher(service: service, indexName: "products")
    let label = UserLabel()
    let stats = StatsConnector(searcher: searcher, controller: label) { stats in
      stats.map { "\($0.totalHitsCount) found" }
    }
    let defaultLabel = UserLabel()
    stats.connectController(defaultLabel, presenter: DefaultStatsPresenter().presenter)
    stats.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(label.text, "7 found")
    XCTAssertEqual(defaultLabel.text, "3 relevant results sorted out of 7 (1ms)")
    XCTAssertEqual(stats.interactor.item?.totalHitsCount, 7)
  }

  func test_disconnect_releasesTheController() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    var label: UserLabel? = UserLabel()
    weak let weakLabel = label
    let stats = StatsConnector(searcher: searcher, controller: label!)
    stats.connect()
    stats.disconnect()
    label = nil
    XCTAssertNil(weakLabel)
    XCTAssertEqual(stats.interactor.onItemChanged.subscriptionCount, 0)
  }

  func test_aUserStatsView_isAttachedUnderInstantSearchsNames() async {
    // The getting-started guide's shape: a screen that is its own stats text controller.
    final class ResultsScreen: StatsTextController {
      var title: String?
      func setItem(_ item: String?) { title = item }
    }
    let service = StubSearchService()
    service.respond { _ in SearchResponse(nbHits: 42, processingTimeMS: 2) }
    let searcher = HitsSearcher(service: service, indexName: "products")
    let screen = ResultsScreen()
    let statsInteractor = StatsInteractor()
    statsInteractor.connectSearcher(searcher)
    statsInteractor.connectController(screen)
    let connectorScreen = ResultsScreen()
    let connector = StatsConnector(searcher: searcher, controller: connectorScreen)
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(screen.title, "42 results (2ms)")
    XCTAssertEqual(connectorScreen.title, "42 results (2ms)")
    XCTAssertEqual(String(describing: type(of: connector)), "StatsConnector")
    let asItemConnector: ItemConnector<SearchStats?> = connector
    XCTAssertEqual(asItemConnector.interactor.item?.totalHitsCount, 42)
  }
}
