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
}
