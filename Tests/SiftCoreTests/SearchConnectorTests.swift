import SiftCore
import SiftTesting
import XCTest

@MainActor
final class SearchConnectorTests: XCTestCase {
  func test_oneConnector_wiresTheSearchBoxTheHitsAndTheFilterState() async {
    let service = catalogService()
    let searcher = HitsSearcher(
      service: service, indexName: "products", query: SearchQuery(hitsPerPage: 2))
    let searchBox = RecordingSearchBoxController()
    let list = UserHitsList()
    let filterState = FilterState()
    let searchConnector = SearchConnector<Product>(
      searcher: searcher, searchBoxController: searchBox, hitsInteractor: .init(),
      hitsController: list, filterState: filterState, debounce: .zero)
    searchConnector.connect()  // as InstantSearch's guide does: changes nothing
    searchBox.type("tv")
    await searcher.settled()
    XCTAssertEqual(list.shown, ["tv #0", "tv #1"])
    filterState[and: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Sony"))
    await searcher.settled()
    XCTAssertEqual(
      service.receivedBatches.last?.first?.query.filters, #"( "brand":"Sony" )"#,
      "the searcher follows the filter state")
    XCTAssertEqual(service.receivedCallCount, 2, "one search per change, none twice")
  }

  func test_disconnect_endsEveryLink_andConnectLinksThemAgain() async {
    let searcher = HitsSearcher(service: catalogService(), indexName: "products")
    let searchBox = RecordingSearchBoxController()
    let list = UserHitsList()
    let filterState = FilterState()
    let searchConnector = SearchConnector<Product>(
      searcher: searcher, searchBoxController: searchBox, hitsController: list,
      filterState: filterState, debounce: .zero)
    searchConnector.disconnect()
    searchBox.type("tv")
    filterState[and: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Sony"))
    XCTAssertFalse(searcher.isLoading, "nothing searched")
    XCTAssertNil(list.hitsSource)
    searchConnector.connect()
    searchBox.type("radio")
    await searcher.settled()
    XCTAssertEqual(list.shown.first, "radio #0")
    XCTAssertEqual(searcher.request.filters, filterState.filters)
  }
}
