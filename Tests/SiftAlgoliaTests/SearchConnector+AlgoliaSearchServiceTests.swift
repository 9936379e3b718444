import SiftAlgolia
import SiftCore
import SiftTesting
import XCTest

/// InstantSearch's convenience inits taking an app ID and an API key, as ported code calls them.
@MainActor
final class SearchConnectorAlgoliaSearchServiceTests: XCTestCase {
  private struct Item: Decodable {
    let name: String
  }

  private final class List: HitsController {
    var hitsSource: HitsInteractor<Item>?
    func reload() {}
  }

  func test_aSearcherFromAnAppIDAndAKey_searchesThatApplicationsIndex() async {
    let searcher = HitsSearcher(appID: "latency", apiKey: "key", indexName: "bestbuy")
    let service = searcher.service as? AlgoliaSearchService
    XCTAssertEqual(service?.appID, "latency")
    XCTAssertEqual(service?.hosts.first?.name, "latency-dsn.algolia.net")
    XCTAssertEqual(searcher.indexName, "bestbuy")
  }

  func test_theAllInOneConnectors_fromAnAppIDAndAKey() async {
    let list = List()
    let searchBox = RecordingSearchBoxController()
    let searchConnector = SearchConnector<Item>(
      appID: "latency", apiKey: "key", indexName: "bestbuy", searchBoxController: searchBox,
      hitsInteractor: .init(), hitsController: list)
    XCTAssertEqual((searchConnector.searcher.service as? AlgoliaSearchService)?.appID, "latency")
    XCTAssertTrue(list.hitsSource === searchConnector.hitsConnector.interactor)

    let multiIndex = MultiIndexSearchConnector(
      appID: "latency", apiKey: "key",
      indexModules: [.init(indexName: "bestbuy", hitsInteractor: HitsInteractor<Item>())],
      searchBoxController: RecordingSearchBoxController())
    XCTAssertEqual((multiIndex.searcher.service as? AlgoliaSearchService)?.appID, "latency")
    XCTAssertEqual(multiIndex.hitsSearchers.map(\.indexName), ["bestbuy"])
    XCTAssertTrue(multiIndex.isConnected)
  }
}
