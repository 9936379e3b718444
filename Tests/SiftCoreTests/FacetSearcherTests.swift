import SiftCore
import SiftTesting
import XCTest

@MainActor
final class FacetSearcherTests: XCTestCase {
  func test_setQuery_setsTheFacetQuery_andSearchDeliversValues() async {
    let service = StubSearchService()
    service.respondToFacetValues { query in
      FacetValuesResponse(
        facetHits: [FacetHit(value: "Apple", highlighted: "<em>App</em>le", count: 12)],
        exhaustiveFacetsCount: true, processingTimeMS: 1)
    }
    let searcher = FacetSearcher(
      service: service, indexName: "products", attribute: "brand", query: SearchQuery("phone"))
    var queries: [String?] = []
    searcher.onQueryChanged.subscribe(with: self) { _, query in queries.append(query) }
    searcher.setQuery("app")
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(queries, ["app"])
    XCTAssertEqual(searcher.latestResults?.response.facetHits.map(\.value), ["Apple"])
    let sent = service.receivedFacetValuesQueries.first
    XCTAssertEqual(sent?.attribute, "brand")
    XCTAssertEqual(sent?.facetQuery, "app")
    XCTAssertEqual(sent?.query.query, "phone")
  }

  func test_latestRequestWins() async {
    let service = StubSearchService()
    service.holdsReplies = true
    service.ignoresCancellation = true
    service.respondToFacetValues { query in
      FacetValuesResponse(facetHits: [FacetHit(value: query.facetQuery, highlighted: "", count: 1)])
    }
    let searcher = FacetSearcher(service: service, indexName: "products", attribute: "brand")
    var delivered: [String] = []
    searcher.onResults.subscribe(with: self) { _, response in
      delivered.append(contentsOf: response.facetHits.map(\.value))
    }
    searcher.setQuery("a")
    searcher.search()
    await service.waitForReceivedCalls(1)
    searcher.setQuery("ap")
    searcher.search()
    await service.waitForReceivedCalls(2)
    service.release(call: 1)
    service.release(call: 0)
    await searcher.settled()
    XCTAssertEqual(delivered, ["ap"])
  }
}
