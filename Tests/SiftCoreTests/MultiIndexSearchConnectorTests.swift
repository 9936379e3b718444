import SiftCore
import SiftTesting
import XCTest

@MainActor
final class MultiIndexSearchConnectorTests: XCTestCase {
  func test_oneSearchBox_searchesEveryIndexInOneBatch_eachIntoItsOwnList() async {
    let service = catalogService(total: { _ in 3 })
    let multiSearcher = MultiSearcher(service: service)
    let searchBox = RecordingSearchBoxController()
    let products = UserHitsList()
    let articles = UserHitsList()
    let articleFilters = FilterState()
    let connector = MultiIndexSearchConnector(
      searcher: multiSearcher,
      indexModules: [
        .init(
          indexName: "products", hitsInteractor: HitsInteractor<Product>(), hitsController: products
        ),
        .init(
          indexName: "articles", hitsInteractor: HitsInteractor<Product>(),
          hitsController: articles, filterState: articleFilters),
      ],
      searchBoxController: searchBox, debounce: .zero)
    searchBox.type("tv")
    await multiSearcher.settled()
    XCTAssertEqual(service.receivedBatches.count, 1)
    XCTAssertEqual(service.receivedBatches.first?.map(\.indexName), ["products", "articles"])
    XCTAssertEqual(products.shown, ["tv #0", "tv #1", "tv #2"])
    XCTAssertEqual(articles.shown, ["tv #0", "tv #1", "tv #2"])
    articleFilters[and: "year"].add(
      Filter.Numeric(attribute: "year", operator: .greaterThan, value: 2020))
    await multiSearcher.settled()
    XCTAssertEqual(
      service.receivedBatches.last?.map(\.query.filters), [nil, #"( "year" > 2020.0 )"#])
    XCTAssertEqual(connector.hitsSearchers.map(\.indexName), ["products", "articles"])
    connector.disconnect()
    XCTAssertNil(products.hitsSource)
  }

  func test_aSharedMultiSearcher_searchesOnlyTheConnectedScreens_andDoesNotGrow() async {
    let service = catalogService(total: { _ in 1 })
    let multiSearcher = MultiSearcher(service: service)
    func screen(_ indexName: String) -> (MultiIndexSearchConnector, RecordingSearchBoxController) {
      let searchBox = RecordingSearchBoxController()
      let connector = MultiIndexSearchConnector(
        searcher: multiSearcher,
        indexModules: [
          .init(
            indexName: indexName, hitsInteractor: HitsInteractor<Product>(),
            hitsController: UserHitsList())
        ],
        searchBoxController: searchBox, debounce: .zero)
      return (connector, searchBox)
    }
    for round in 0..<5 {
      let (connector, searchBox) = screen("products")
      searchBox.type("tv\(round)")
      await multiSearcher.settled()
      XCTAssertEqual(service.receivedBatches.last?.map(\.indexName), ["products"])
      connector.disconnect()
    }
    XCTAssertEqual(multiSearcher.hitsSearchers.count, 0, "each closed screen took its searcher")

    let (first, _) = screen("products")
    let (second, searchBox) = screen("articles")
    first.disconnect()
    searchBox.type("lamp")
    await multiSearcher.settled()
    XCTAssertEqual(service.receivedBatches.last?.map(\.indexName), ["articles"])
    first.connect()
    second.connect()
    searchBox.type("lamps")
    await multiSearcher.settled()
    XCTAssertEqual(
      service.receivedBatches.last?.map(\.indexName), ["articles", "products"],
      "a reconnected screen is searched again, after the others")
    XCTAssertEqual(multiSearcher.hitsSearchers.map(\.indexName), ["articles", "products"])
  }
}
