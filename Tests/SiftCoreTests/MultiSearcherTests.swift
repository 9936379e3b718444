import SiftCore
import SiftTesting
import XCTest

@MainActor
final class MultiSearcherTests: XCTestCase {
  func test_search_sendsOneBatch_andSlicesTheResponsesBackToEachChild() async {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(nbHits: query.indexName == "products" ? 100 : 3, index: query.indexName)
    }
    service.respondToFacetValues { _ in
      FacetValuesResponse(facetHits: [FacetHit(value: "Apple", highlighted: "Apple", count: 9)])
    }
    let multi = MultiSearcher(service: service)
    let products = multi.addHitsSearcher(indexName: "products")
    let suggestions = multi.addHitsSearcher(
      indexName: "suggestions", query: SearchQuery(hitsPerPage: 5))
    let brands = multi.addFacetSearcher(indexName: "products", attribute: "brand")
    var batches: [[String]] = []
    multi.onSearch.subscribe(with: self) { _, queries in batches.append(queries.map(\.indexName)) }
    XCTAssertTrue(multi.hitsSearchers.elementsEqual([products, suggestions], by: ===))
    XCTAssertTrue(multi.facetSearchers.elementsEqual([brands], by: ===))
    multi.setQuery("pho")
    products.search()
    await multi.settled()
    XCTAssertEqual(batches, [["products", "suggestions"]], "a child's search() searches the batch")
    XCTAssertEqual(service.receivedBatches.count, 1, "one batched search call")
    XCTAssertEqual(service.receivedBatches.first?.map(\.indexName), ["products", "suggestions"])
    XCTAssertEqual(service.receivedBatches.first?.map(\.query.query), ["pho", "pho"])
    XCTAssertEqual(products.latestResults?.response.nbHits, 100)
    XCTAssertEqual(suggestions.latestResults?.response.nbHits, 3)
    XCTAssertEqual(brands.latestResults?.response.facetHits.first?.value, "Apple")
    XCTAssertEqual(brands.latestResults?.request.facetQuery, "pho")
    XCTAssertEqual(products.status, .idle)
  }

  func test_aResponseCountMismatch_isAnErrorForEveryChild_notACrash() async {
    let service = StubSearchService()
    service.respondToBatches { queries in [SearchResponse()] }
    let multi = MultiSearcher(service: service)
    let first = multi.addHitsSearcher(indexName: "a")
    let second = multi.addHitsSearcher(indexName: "b")
    var errors: [SearchError] = []
    first.onError.subscribe(with: self) { _, error in errors.append(error) }
    second.onError.subscribe(with: self) { _, error in errors.append(error) }
    multi.search()
    await multi.settled()
    let mismatch = SearchError.responseCountMismatch(expected: 2, received: 1)
    XCTAssertEqual(errors, [mismatch, mismatch])
    XCTAssertEqual(multi.status, .error(mismatch))
    XCTAssertNil(first.latestResults)
  }

  func test_childPlans_areSlicedByTheirOwnQueryCount() async {
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(
        nbHits: query.query.hitsPerPage ?? -1,
        facets: ["brand": ["\(query.indexName)/\(query.query.hitsPerPage ?? -1)": 1]])
    }
    let multi = MultiSearcher(service: service)
    let faceted = multi.addHitsSearcher(indexName: "a")
    faceted.request.filters.add(
      Filter.Facet(attribute: "brand", value: "A"),
      toGroupWithID: .or(name: "brand", filterType: .facet))
    let plain = multi.addHitsSearcher(indexName: "b", query: SearchQuery(hitsPerPage: 7))
    multi.search()
    await multi.settled()
    XCTAssertEqual(
      service.receivedBatches.first,
      SearchPlan(faceted.request).queries + SearchPlan(plain.request).queries,
      "each child's plan, in order, in one batch")
    XCTAssertEqual(service.receivedBatches.first?.count, 3)
    XCTAssertEqual(faceted.latestResults?.response.nbHits, -1, "its main query's hits")
    XCTAssertEqual(
      faceted.latestResults?.response.facets?["brand"], ["a/0": 1, "A": 0],
      "brand counted by its own query of the slice, the selected value kept")
    XCTAssertEqual(plain.latestResults?.response.nbHits, 7)
  }

  func test_latestBatchWins() async {
    let service = StubSearchService()
    service.holdsReplies = true
    service.ignoresCancellation = true
    service.respond { query in SearchResponse(query: query.query.query ?? "") }
    let multi = MultiSearcher(service: service)
    let child = multi.addHitsSearcher(indexName: "a")
    var delivered: [String?] = []
    child.onResults.subscribe(with: self) { _, response in delivered.append(response.query) }
    multi.setQuery("old")
    multi.search()
    await service.waitForReceivedCalls(1)
    multi.setQuery("new")
    child.search()
    await service.waitForReceivedCalls(2)
    service.release(call: 1)
    service.release(call: 0)
    await multi.settled()
    XCTAssertEqual(delivered, ["new"])
  }

  func test_addFacetsSearcher_isInstantSearchsNameForAddingAFacetSearcher() async {
    let multi = MultiSearcher(service: StubSearchService())
    let brands = multi.addFacetsSearcher(indexName: "products", attribute: "brand")
    XCTAssertEqual(multi.facetSearchers.map(\.request.attribute), ["brand"])
    XCTAssertEqual(brands.request.indexName, "products")
  }

  func test_shouldTriggerSearchForQueries_decidesWhetherABatchStarts() async {
    let service = StubSearchService()
    let multi = MultiSearcher(service: service)
    multi.addHitsSearcher(indexName: "products")
    multi.addHitsSearcher(indexName: "suggestions")
    var given: [[String]] = []
    multi.shouldTriggerSearchForQueries = { requests in
      given.append(requests.map(\.indexName))
      return !(requests[0].query.query ?? "").isEmpty
    }
    multi.search()
    await multi.settled()
    XCTAssertEqual(service.receivedCallCount, 0)
    multi.setQuery("phone")
    multi.search()
    await multi.settled()
    XCTAssertEqual(
      service.receivedBatches.map { $0.map(\.indexName) }, [["products", "suggestions"]])
    XCTAssertEqual(given, [["products", "suggestions"], ["products", "suggestions"]])
  }
}
