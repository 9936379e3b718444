import Sift
import SiftTesting
import XCTest

@MainActor
final class ItemObservableControllerTests: XCTestCase {
  func test_statsAndLoading_asObservableItems() async {
    let service = StubSearchService()
    service.respond { _ in SearchResponse(nbHits: 42, processingTimeMS: 2) }
    let searcher = HitsSearcher(service: service, indexName: "items")
    let statsText = ItemObservableController<String?>(item: nil)
    let isLoading = ItemObservableController<Bool>(item: false)
    let stats = StatsConnector(searcher: searcher, controller: statsText)
    let loading = LoadingConnector(searcher: searcher, controller: isLoading)
    stats.connect()
    loading.connect()
    searcher.search()
    XCTAssertTrue(isLoading.item)
    await searcher.settled()
    XCTAssertFalse(isLoading.item)
    XCTAssertEqual(statsText.item, "42 results (2ms)")
  }

  func test_relevantSortToggle() async {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(appliedRelevancyStrictness: query.query.relevancyStrictness ?? 100)
    }
    let searcher = HitsSearcher(service: service, indexName: "items")
    let toggle = RelevantSortObservableController()
    let relevantSort = RelevantSortConnector(searcher: searcher, controller: toggle) { $0 }
    relevantSort.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(toggle.priority, .relevancy)
    toggle.toggle()
    await searcher.settled()
    XCTAssertEqual(toggle.priority, .hitsCount)
  }
}
