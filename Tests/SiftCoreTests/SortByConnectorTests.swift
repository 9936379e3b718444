import SiftCore
import SiftTesting
import XCTest

@MainActor
final class SortByConnectorTests: XCTestCase {
  func test_pickingAnIndex_switchesTheSearchersIndex_andSearches() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let menu = UserMenu()
    let sortBy = SortByConnector(
      searcher: searcher, indexNames: ["products", "products_price_asc"], controller: menu
    ) { $0 == "products" ? "Most relevant" : "Lowest price" }
    sortBy.connect()
    XCTAssertEqual(menu.labels, ["Most relevant", "Lowest price"])
    XCTAssertEqual(menu.selected, 0)
    searcher.request.query.page = 2
    menu.onClick?(1)
    await searcher.settled()
    XCTAssertEqual(searcher.indexName, "products_price_asc")
    XCTAssertEqual(service.receivedBatches.last?.first?.indexName, "products_price_asc")
    XCTAssertEqual(service.receivedBatches.last?.first?.query.page, 0)
    XCTAssertEqual(menu.selected, 1)
    XCTAssertEqual(String(describing: type(of: sortBy)), "SortByConnector")
  }

  func test_anIndexChangedElsewhere_isReflected() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    let menu = UserMenu()
    let sortBy = SortByConnector(
      searcher: searcher, indexNames: ["products", "products_price_asc"], controller: menu)
    sortBy.connect()
    searcher.indexName = "products_price_asc"
    XCTAssertEqual(menu.selected, 1)
    searcher.indexName = "unknown"
    XCTAssertNil(menu.selected)
  }

  func test_disconnect_releasesTheController() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    var menu: UserMenu? = UserMenu()
    weak let weakMenu = menu
    let sortBy = SortByConnector(searcher: searcher, indexNames: ["products"], controller: menu!)
    sortBy.connect()
    sortBy.disconnect()
    XCTAssertNil(menu?.onClick)
    menu = nil
    XCTAssertNil(weakMenu)
    XCTAssertEqual(searcher.onIndexChanged.subscriptionCount, 0)
  }
}
