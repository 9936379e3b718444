import SiftCore
import SiftTesting
import XCTest

/// HitsSearcher ⇄ FilterState: one search per transaction, faceting in one batch.
@MainActor
final class HitsSearcherFilterStateTests: XCTestCase {
  private func makeSearcher() -> (HitsSearcher, StubSearchService) {
    let service = StubSearchService()
    service.respond { query in
      // A faceting query (no hits) counts what the main query would not: every brand.
      if query.query.hitsPerPage == 0 {
        return SearchResponse(nbHits: 30, facets: ["brand": ["Apple": 10, "Samsung": 20]])
      }
      return SearchResponse(nbHits: 10, facets: ["brand": ["Apple": 10]])
    }
    let searcher = HitsSearcher(
      service: service, indexName: "products", query: SearchQuery(facets: ["brand"]))
    return (searcher, service)
  }

  func test_aTransaction_setsTheFilters_resetsThePage_andSearchesOnce() async {
    let (searcher, service) = makeSearcher()
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    searcher.request.query.page = 3
    filterState.edit { state in
      state.add(Filter.Facet(attribute: "brand", value: "Apple"), toGroupWithID: .and(name: "a"))
      state.add(
        Filter.Numeric(attribute: "price", operator: .lessThan, value: 100),
        toGroupWithID: .and(name: "b"))
    }
    await searcher.settled()
    XCTAssertEqual(service.receivedBatches.count, 1, "one search for the whole transaction")
    let main = service.receivedBatches.first?.first?.query
    XCTAssertEqual(main?.filters, #"( "brand":"Apple" ) AND ( "price" < 100.0 )"#)
    XCTAssertEqual(main?.page, 0)
    XCTAssertEqual(searcher.request.filters, filterState.filters, "the request carries them")
    XCTAssertNil(searcher.request.query.filters, "not as a string rendered into the query")
  }

  func test_anOrGroupRefinement_facetsThatAttributeDisjunctivelyInOneBatch() async {
    let (searcher, service) = makeSearcher()
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    filterState[or: "brand", Filter.Facet.self].add(
      Filter.Facet(attribute: "brand", value: "Apple"))
    await searcher.settled()
    let batch = service.receivedBatches.last ?? []
    XCTAssertEqual(batch.count, 2, "main query plus one disjunctive query")
    XCTAssertEqual(batch.last?.query.facets, ["brand"])
    XCTAssertNil(batch.last?.query.filters, "the brand query drops its own refinement")
    let facets = searcher.latestResults?.response.facets?["brand"]
    XCTAssertEqual(facets, ["Apple": 10, "Samsung": 20], "brand counts as if none were selected")
    XCTAssertEqual(searcher.latestResults?.response.nbHits, 10, "hits from the main query")
  }

  func test_aHierarchicalSelection_addsOneQueryPerLevelDownToTheSelectionsChildren() async throws {
    let (searcher, service) = makeSearcher()
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let menu = HierarchicalFacet(attributePrefix: "categories", levels: 3)
    try filterState[hierarchical: "categories"].select("Cameras > Digital", in: menu)
    await searcher.settled()
    let batch = service.receivedBatches.last ?? []
    XCTAssertEqual(batch.count, 4, "main query plus levels 0, 1 and the children's level 2")
    XCTAssertEqual(
      batch.dropFirst().map(\.query.facets),
      [
        ["categories.lvl0"], ["categories.lvl1"], ["categories.lvl2"],
      ])
  }

  func test_disconnect_stopsSearchingOnChanges_andTheRequestNoLongerFollows() async {
    let (searcher, service) = makeSearcher()
    let filterState = FilterState()
    let connection = searcher.connectFilterState(filterState)
    connection.disconnect()
    filterState[or: "brand", Filter.Facet.self].add(
      Filter.Facet(attribute: "brand", value: "Apple"))
    XCTAssertEqual(service.receivedCallCount, 0)
    XCTAssertEqual(searcher.request.filters, Filters())
    XCTAssertEqual(filterState.onChange.subscriptionCount, 0)
  }
}
