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
}
