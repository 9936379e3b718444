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
  }
}
