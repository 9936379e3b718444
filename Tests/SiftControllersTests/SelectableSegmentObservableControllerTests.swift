import Sift
import SiftTesting
import XCTest

@MainActor
final class SelectableSegmentObservableControllerTests: XCTestCase {
  func test_sortByMenu_showsLabelsAndSelection_andSelects() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    let menu = SelectableSegmentObservableController<Int>()
    let sortBy = SortByConnector(
      searcher: searcher, indexNames: ["products", "products_price_desc"], controller: menu
    ) { $0 == "products" ? "Featured" : "Price ↓" }
    sortBy.connect()
    XCTAssertEqual(menu.items.map(\.label), ["Featured", "Price ↓"])
    XCTAssertEqual(menu.selected, 0)
    menu.select(1)
    XCTAssertEqual(searcher.indexName, "products_price_desc")
    XCTAssertEqual(menu.selected, 1)
  }
}
