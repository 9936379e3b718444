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
}
