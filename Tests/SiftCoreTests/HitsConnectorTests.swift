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
}
