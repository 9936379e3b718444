import SiftCore
import SiftTesting
import XCTest

@MainActor
final class HitsConnectorTests: XCTestCase {
  func test_aUserWrittenHitsController_reloadsAndScrollsToTopOnANewSearch() async {
    let searcher = HitsSearcher(
      service: catalogService(), indexName: "products", query: SearchQuery(hitsPerPage: 5))
    let list = UserHitsList()
    let connector = HitsConnector<Product>(searcher: searcher, controller: list)
    connector.connect()
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(list.shown, ["tv #0", "tv #1", "tv #2", "tv #3", "tv #4"])
    XCTAssertEqual(list.scrolledToTop, 1)
    XCTAssertTrue(list.hitsSource === connector.interactor)
  }

  func test_aFilterStateGiven_theSearcherFollowsIt_andTheHitsListHearsEachChange() async {
    let searcher = HitsSearcher(service: catalogService(), indexName: "products")
    let filterState = FilterState()
    let connector = HitsConnector<Product>(
      searcher: searcher, filterState: filterState, controller: UserHitsList())
    var requestChanges = 0
    connector.interactor.onRequestChanged.subscribe(with: self) { _, _ in requestChanges += 1 }
    filterState.add(Filter.Tag(value: "sale"), toGroupWithID: .and(name: "tags"))
    XCTAssertEqual(searcher.request.filters, filterState.filters)
    XCTAssertEqual(requestChanges, 2, "from the filter state, and from the searcher's request")
    connector.disconnect()
    _ = filterState.removeAll()
    XCTAssertEqual(requestChanges, 2)
  }

  func test_disconnect_stopsUpdates_andReleasesTheController() async {
    let searcher = HitsSearcher(service: catalogService(), indexName: "products")
    var list: UserHitsList? = UserHitsList()
    weak let weakList = list
    let connector = HitsConnector<Product>(searcher: searcher, controller: list!)
    connector.connect()
    connector.disconnect()
    XCTAssertNil(list?.hitsSource)
    list = nil
    XCTAssertNil(weakList)
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(connector.interactor.onResultsUpdated.subscriptionCount, 0)
    XCTAssertEqual(searcher.onStampedResults.subscriptionCount, 0)
  }

  func test_aPortedConnectorLine_showsTheLatestHitsAndFollowsWithoutACallToConnect() async {
    let searcher = HitsSearcher(
      service: catalogService(), indexName: "products", query: SearchQuery(hitsPerPage: 2))
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    let list = UserHitsList()
    let hitsConnector = HitsConnector<Product>(searcher: searcher, controller: list)
    XCTAssertEqual(list.shown, ["tv #0", "tv #1"], "the results searched before, at once")
    searcher.query = "phone"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(list.shown, ["phone #0", "phone #1"])
    hitsConnector.connect()
    XCTAssertEqual(searcher.onStampedResults.subscriptionCount, 1, "connect() adds nothing")
  }

  func test_externalReload_leavesReloadingToTheApp() async {
    let searcher = HitsSearcher(
      service: catalogService(), indexName: "products", query: SearchQuery(hitsPerPage: 2))
    let list = UserHitsList()
    let connector = HitsConnector<Product>(
      searcher: searcher, controller: list, externalReload: true)
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(list.shown, [], "not reloaded by the connector")
    XCTAssertEqual(list.scrolledToTop, 1)
    list.reload()  // when the app decides
    XCTAssertEqual(list.shown, ["tv #0", "tv #1"])
    let reloadedList = UserHitsList()
    connector.connectController(reloadedList)
    XCTAssertEqual(reloadedList.shown, ["tv #0", "tv #1"], "other controllers reload as usual")
  }

  func test_aControllerWithoutScrolling_needsNoScrollToTop() async {
    final class Grid: HitsController {
      var hitsSource: HitsInteractor<Product>?
      var cells: [String] = []
      func reload() {
        cells = (0..<(hitsSource?.numberOfHits() ?? 0)).compactMap {
          hitsSource?.hit(atIndex: $0)?.name
        }
      }
    }
    let searcher = HitsSearcher(
      service: catalogService(), indexName: "products", query: SearchQuery(hitsPerPage: 3))
    let grid = Grid()
    let connector = HitsConnector<Product>(
      searcher: searcher, interactor: HitsInteractor(infiniteScrolling: .off), controller: grid)
    searcher.query = "tv"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(grid.cells, ["tv #0", "tv #1", "tv #2"])
    XCTAssertTrue(connector.isConnected)
  }
}
