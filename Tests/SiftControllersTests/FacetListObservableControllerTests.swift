import Sift
import SiftTesting
import XCTest

@MainActor
final class FacetListObservableControllerTests: XCTestCase {
  func test_showsValues_selects_andShowsMore() async {
    let service = StubSearchService()
    service.respond { _ in
      SearchResponse(facets: ["brand": ["Apple": 10, "Samsung": 20, "Sony": 5]])
    }
    let searcher = HitsSearcher(service: service, indexName: "products")
    let filterState = FilterState()
    let brands = FacetListObservableController()
    let connector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", operator: .or,
      controller: brands, presenter: FacetListPresenter(limit: 2))
    connector.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(brands.items.map(\.item.value), ["Samsung", "Apple"])
    XCTAssertEqual(brands.showMore, .showMore(hiddenCount: 1))
    brands.toggleShowMore()
    XCTAssertEqual(brands.items.map(\.item.value), ["Samsung", "Apple", "Sony"])
    brands.select(value: "Sony")
    XCTAssertEqual(filterState.algoliaFilters, #"( "brand":"Sony" )"#)
    XCTAssertEqual(brands.items.last?.isSelected, true)
  }
}
