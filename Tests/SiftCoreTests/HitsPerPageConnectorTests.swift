import SiftCore
import SiftTesting
import XCTest

@MainActor
final class HitsPerPageConnectorTests: XCTestCase {
  func test_pickingAPageSize_setsIt_resetsThePage_andSearches() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let picker = UserMenu()
    let perPage = HitsPerPageConnector(
      searcher: searcher, choices: [10, 20, 50], defaultChoice: 20, controller: picker)
    perPage.connect()
    XCTAssertEqual(picker.labels, ["10 per page", "20 per page", "50 per page"])
    XCTAssertEqual(picker.selected, 1, "the default choice")
    searcher.request.query.page = 3
    picker.onClick?(2)
    await searcher.settled()
    XCTAssertEqual(service.receivedBatches.last?.first?.query.hitsPerPage, 50)
    XCTAssertEqual(service.receivedBatches.last?.first?.query.page, 0)
    XCTAssertEqual(picker.selected, 2)
    XCTAssertEqual(String(describing: type(of: perPage)), "HitsPerPageConnector")
  }

  func test_theDefaultChoice_isWhatIsSearched() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let picker = UserMenu()
    let perPage = HitsPerPageConnector(
      searcher: searcher, choices: [5, 10, 50], defaultChoice: 10, controller: picker)
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(picker.selected, 1, "10 shows as selected")
    XCTAssertEqual(service.receivedBatches.map { $0.first?.query.hitsPerPage }, [10])
    XCTAssertEqual(perPage.interactor.selected, 1)
  }

  func test_theDefaultChoice_replacesASearchAlreadyMadeWithoutIt() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.search()
    await searcher.settled()
    let picker = UserMenu()
    let perPage = HitsPerPageConnector(
      searcher: searcher, choices: [5, 10, 50], defaultChoice: 10, controller: picker)
    await searcher.settled()
    XCTAssertEqual(searcher.latestResults?.request.query.hitsPerPage, 10)
    XCTAssertEqual(service.receivedBatches.map { $0.first?.query.hitsPerPage }, [nil, 10])
    XCTAssertEqual(perPage.interactor.selected, 1)
  }

  func test_aPageSizeTheSearcherAlreadyHas_isKept_andShownAsSelected() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(
      service: service, indexName: "products", query: SearchQuery(hitsPerPage: 50))
    let picker = UserMenu()
    let perPage = HitsPerPageConnector(
      searcher: searcher, choices: [5, 10, 50], defaultChoice: 10, controller: picker)
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(picker.selected, 2)
    XCTAssertEqual(service.receivedBatches.map { $0.first?.query.hitsPerPage }, [50])
    XCTAssertEqual(perPage.interactor.selected, 2)
  }
}
