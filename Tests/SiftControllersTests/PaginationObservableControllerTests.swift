import Sift
import SiftTesting
import XCTest

@MainActor
final class PaginationObservableControllerTests: XCTestCase {
  func test_buttons_searchTheirPages() async {
    let service = StubSearchService()
    service.respond { query in SearchResponse(nbHits: 100, page: query.query.page ?? 0, nbPages: 10)
    }
    let searcher = HitsSearcher(service: service, indexName: "items")
    let pager = PaginationObservableController()
    let connector = PaginationConnector(searcher: searcher, padding: 2, controller: pager)
    connector.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(pager.pagination.pages, [0, 1, 2, 3, 4])
    pager.last()
    await searcher.settled()
    XCTAssertEqual(pager.pagination.currentPage, 9)
    pager.previous()
    await searcher.settled()
    XCTAssertEqual(pager.pagination.currentPage, 8)
    XCTAssertEqual(pager.pagination.pages, [5, 6, 7, 8, 9])
    pager.first()
    await searcher.settled()
    XCTAssertEqual(pager.pagination.currentPage, 0)
    pager.next()
    await searcher.settled()
    XCTAssertEqual(service.receivedBatches.map { $0.first?.query.page }, [nil, 9, 8, 0, 1])
  }
}
