import SiftCore
import SiftTesting
import XCTest

@MainActor
final class PaginationConnectorTests: XCTestCase {
  func test_selectingAPage_searchesThatPage_andTheWindowFollows() async {
    let service = catalogService()
    let searcher = HitsSearcher(
      service: service, indexName: "products", query: SearchQuery("tv", hitsPerPage: 10))
    let pager = UserPager()
    let connector = PaginationConnector(searcher: searcher, padding: 1, controller: pager)
    connector.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(pager.pagination?.pagesCount, 10)
    XCTAssertEqual(pager.pagination?.pages, [0, 1, 2])
    pager.onClick?(4)
    await searcher.settled()
    XCTAssertEqual(service.receivedBatches.last?.first?.query.page, 4)
    XCTAssertEqual(pager.pagination?.pages, [3, 4, 5])
    connector.interactor.selectLast()
    await searcher.settled()
    XCTAssertEqual(pager.pagination?.currentPage, 9)
    XCTAssertEqual(pager.pagination?.pages, [7, 8, 9])
    connector.interactor.selectNext()
    XCTAssertEqual(service.receivedCallCount, 3, "no page after the last")
  }

  func test_totalPagesCap_limitsThePages() async {
    let searcher = HitsSearcher(
      service: catalogService(), indexName: "products", query: SearchQuery("tv", hitsPerPage: 10))
    let connector = PaginationConnector(searcher: searcher, totalPagesCap: 4)
    connector.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(connector.interactor.pagination.pagesCount, 4)
    XCTAssertEqual(connector.interactor.pagination.lastPage, 3)
  }

  func test_disconnect_releasesTheUserWrittenController() async {
    let searcher = HitsSearcher(service: catalogService(), indexName: "products")
    var pager: UserPager? = UserPager()
    weak let weakPager = pager
    let connector = PaginationConnector(searcher: searcher, controller: pager)
    connector.connect()
    connector.disconnect()
    XCTAssertNil(pager?.onClick)
    pager = nil
    XCTAssertNil(weakPager)
  }

  func test_tappingNextTwiceBeforeThePageLands_searchesEachPageOnce() async {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(nbHits: 100, page: query.query.page ?? 0, nbPages: 10, hitsPerPage: 10)
    }
    let searcher = HitsSearcher(service: service, indexName: "products")
    let pager = UserPager()
    let connector = PaginationConnector(searcher: searcher, controller: pager)
    searcher.search()
    await searcher.settled()
    service.holdsReplies = true
    var searchedPages: [Int?] = []
    searcher.onSearch.subscribe(with: self) { _, request in searchedPages.append(request.query.page)
    }
    let next = { pager.onClick?((pager.pagination?.currentPage ?? 0) + 1) }
    next()
    XCTAssertEqual(pager.pagination?.currentPage, 1, "the pick shows at once")
    next()
    pager.onClick?(2)  // the same page again, still loading
    service.releaseAll()
    await searcher.settled()
    XCTAssertEqual(searchedPages, [1, 2], "each page once")
    XCTAssertEqual(searcher.latestResults?.response.page, 2)
    XCTAssertEqual(pager.pagination?.currentPage, 2)
    XCTAssertEqual(connector.interactor.pagination.currentPage, 2)
  }

  func test_selectNextTwiceBeforeThePageLands_movesTwoPages() async {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(nbHits: 100, page: query.query.page ?? 0, nbPages: 10, hitsPerPage: 10)
    }
    let searcher = HitsSearcher(service: service, indexName: "products")
    let connector = PaginationConnector(searcher: searcher)
    searcher.search()
    await searcher.settled()
    service.holdsReplies = true
    var searchedPages: [Int?] = []
    searcher.onSearch.subscribe(with: self) { _, request in searchedPages.append(request.query.page)
    }
    connector.interactor.selectNext()
    connector.interactor.selectNext()
    service.releaseAll()
    await searcher.settled()
    XCTAssertEqual(searchedPages, [1, 2])
    XCTAssertEqual(connector.interactor.pagination.currentPage, 2)
  }
}
