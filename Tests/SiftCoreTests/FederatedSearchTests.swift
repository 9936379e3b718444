import SiftCore
import SiftTesting
import XCTest

/// Multi-index hits through one MultiSearcher, and query suggestions driving the search box.
@MainActor
final class FederatedSearchTests: XCTestCase {
  func test_oneBatch_feedsOneHitsInteractorPerIndex() async {
    let service = catalogService(total: { _ in 3 })
    let multi = MultiSearcher(service: service)
    let products = multi.addHitsSearcher(indexName: "products")
    let articles = multi.addHitsSearcher(indexName: "articles")
    let productHits = HitsInteractor<Product>()
    let articleHits = HitsInteractor<Product>()
    productHits.connectSearcher(products)
    articleHits.connectSearcher(articles)
    let searchBox = SearchBoxConnector(searcher: multi, debounce: .zero)
    searchBox.connect()
    searchBox.interactor.query = "tv"
    await multi.settled()
    XCTAssertEqual(service.receivedBatches.count, 1)
    XCTAssertEqual(productHits.numberOfHits(), 3)
    XCTAssertEqual(articleHits.numberOfHits(), 3)
    XCTAssertEqual(productHits.resultSet?.indexName, "products")
    XCTAssertEqual(articleHits.resultSet?.indexName, "articles")
  }

  func test_pickingAQuerySuggestion_setsTheQueryAndSubmits() async throws {
    let service = StubSearchService()
    service.respond { query in
      guard query.indexName == "suggestions" else {
        return SearchResponse(query: query.query.query ?? "")
      }
      return SearchResponse(
        hits: [
          ["objectID": "1", "query": "iphone case", "popularity": 120],
          ["objectID": "2", "query": "iphone"],
        ],
        nbHits: 2)
    }
    let multi = MultiSearcher(service: service)
    let products = multi.addHitsSearcher(indexName: "products")
    let suggestionsSearcher = multi.addHitsSearcher(indexName: "suggestions")
    let suggestions = HitsInteractor<QuerySuggestion>(infiniteScrolling: .off)
    suggestions.connectSearcher(suggestionsSearcher)
    let searchBox = SearchBoxConnector(searcher: multi, searchTriggeringMode: .searchOnSubmit)
    searchBox.connect()
    searchBox.interactor.connectQuerySuggestions(suggestions)
    var submitted: [String?] = []
    searchBox.interactor.onQuerySubmitted.subscribe(with: self) { _, query in
      submitted.append(query)
    }
    multi.setQuery("iph")
    multi.search()
    await multi.settled()
    XCTAssertEqual(
      suggestions.peekHit(atIndex: 0), QuerySuggestion(query: "iphone case", popularity: 120))
    suggestions.selectHit(atIndex: 0)
    XCTAssertEqual(submitted, ["iphone case"])
    await multi.settled()
    XCTAssertEqual(products.latestResults?.request.query.query, "iphone case")
  }

  func test_pickingAQuerySuggestion_withNoDebounce_searchesOnce() async {
    let service = StubSearchService()
    service.respond { query in
      guard query.indexName == "suggestions" else { return SearchResponse() }
      return SearchResponse(hits: [["objectID": "1", "query": "iphone case"]], nbHits: 1)
    }
    let multi = MultiSearcher(service: service)
    let products = multi.addHitsSearcher(indexName: "products")
    let suggestionsSearcher = multi.addHitsSearcher(indexName: "suggestions")
    let suggestions = HitsInteractor<QuerySuggestion>(infiniteScrolling: .off)
    suggestions.connectSearcher(suggestionsSearcher)
    let searchBox = SearchBoxConnector(searcher: multi, debounce: .zero)
    searchBox.interactor.connectQuerySuggestions(suggestions)
    searchBox.interactor.query = "iph"
    await multi.settled()
    let before = service.receivedBatches.count
    suggestions.selectHit(atIndex: 0)  // the query changes, then is submitted
    await multi.settled()
    XCTAssertEqual(service.receivedBatches.count - before, 1, "one search for one pick")
    XCTAssertEqual(products.latestResults?.request.query.query, "iphone case")
  }
}
