import SiftCore
import XCTest

/// The search plan as a pure function of a hits searcher's request.
final class SearchPlanTests: XCTestCase {
  private let brands = FilterGroup.ID.or(name: "brand", filterType: .facet)

  private func request(
    _ query: SearchQuery = SearchQuery("phone", facets: ["brand", "color"]),
    _ edit: (inout Filters) -> Void = { _ in }
  ) -> HitsSearcher.Request {
    var filters = Filters()
    edit(&filters)
    return HitsSearcher.Request(indexName: "products", query: query, filters: filters)
  }

  func test_aRequestWithoutRefinements_isItsOneQuery_unchanged() throws {
    var query = SearchQuery("phone", filters: "stock > 0", facets: ["brand"], page: 2)
    query.attributesToRetrieve = ["name"]
    let plan = SearchPlan(request(query))
    XCTAssertEqual(plan.queries, [IndexedQuery(indexName: "products", query: query)])
    let response = SearchResponse(nbHits: 3, facets: ["brand": ["A": 3]])
    XCTAssertEqual(try plan.merge([response]), response)
    XCTAssertThrowsError(try plan.merge([])) { error in
      XCTAssertEqual(error as? SearchError, .responseCountMismatch(expected: 1, received: 0))
    }
  }

  func test_anOrGroupRefinement_addsAQueryThatCountsTheAttributeWithoutIt() throws {
    let request = request { filters in
      filters.add(Filter.Facet(attribute: "brand", value: "Apple"), toGroupWithID: brands)
      filters.add(
        Filter.Numeric(attribute: "price", operator: .lessThan, value: 100),
        toGroupWithID: .and(name: "price"))
    }
    let plan = SearchPlan(request)
    XCTAssertEqual(plan.queries.map(\.indexName), ["products", "products"])
    let (main, brand) = (plan.queries[0].query, plan.queries[1].query)
    XCTAssertEqual(main.filters, #"( "brand":"Apple" ) AND ( "price" < 100.0 )"#)
    XCTAssertEqual(main.facets, ["brand", "color"])
    XCTAssertEqual(brand.filters, #"( "price" < 100.0 )"#, "without its own refinement")
    XCTAssertEqual(brand.facets, ["brand"])
    XCTAssertEqual(brand.hitsPerPage, 0)

    let merged = try plan.merge([
      SearchResponse(nbHits: 4, facets: ["brand": ["Apple": 4], "color": ["red": 2]]),
      SearchResponse(nbHits: 0, facets: ["brand": ["Apple": 4, "Sony": 6]]),
    ])
    XCTAssertEqual(merged.nbHits, 4, "hits of the main query")
    XCTAssertEqual(merged.facets?["brand"], ["Apple": 4, "Sony": 6])
    XCTAssertEqual(merged.facets?["color"], ["red": 2])
    XCTAssertThrowsError(try plan.merge([SearchResponse()])) { error in
      XCTAssertEqual(error as? SearchError, .responseCountMismatch(expected: 2, received: 1))
    }
  }

  func test_aHierarchicalSelection_addsOneQueryPerLevelDownToItsChildren() throws {
    let menu = HierarchicalFacet(attributePrefix: "categories", levels: 3)
    let request = request { filters in
      filters.setHierarchicalAttributes(menu.attributes, forGroupNamed: "categories")
      filters.setHierarchicalSelection(
        path: [
          Filter.Facet(attribute: "categories.lvl0", value: "Cameras"),
          Filter.Facet(attribute: "categories.lvl1", value: "Cameras > Digital"),
        ], forGroupNamed: "categories")
    }
    let queries = SearchPlan(request).queries
    XCTAssertEqual(
      queries.map(\.query.facets),
      [
        ["brand", "color", "categories.lvl0", "categories.lvl1", "categories.lvl2"],
        ["categories.lvl0"], ["categories.lvl1"], ["categories.lvl2"],
      ])
    XCTAssertEqual(
      queries.map(\.query.filters),
      [
        #"( "categories.lvl1":"Cameras > Digital" )"#, nil,
        #"( "categories.lvl0":"Cameras" )"#, #"( "categories.lvl1":"Cameras > Digital" )"#,
      ])
  }

  func test_theRequestsOwnFilterString_isAndedWithItsFilters_inEveryQuery() {
    let query = SearchQuery("phone", filters: "stock > 0", facets: ["brand"])
    let request = request(query) { filters in
      filters.add(Filter.Facet(attribute: "brand", value: "Apple"), toGroupWithID: brands)
    }
    XCTAssertEqual(
      SearchPlan(request).queries.map(\.query.filters),
      [#"( stock > 0 ) AND ( "brand":"Apple" )"#, "stock > 0"])
    XCTAssertEqual(
      request.indexedQuery.query.filters, #"( stock > 0 ) AND ( "brand":"Apple" )"#,
      "a page load sends the main query's filters")
  }

  func test_disjunctiveFacets_areCountedWithoutARefinement() {
    var request = request()
    request.disjunctiveFacets = ["color"]
    let queries = SearchPlan(request).queries
    XCTAssertEqual(queries.map(\.query.facets), [["brand", "color"], ["color"]])
  }

  func test_thePlan_dependsOnTheRequestAlone() {
    let make = {
      self.request { filters in
        filters.add(Filter.Facet(attribute: "brand", value: "Apple"), toGroupWithID: self.brands)
      }
    }
    XCTAssertEqual(SearchPlan(make()).queries, SearchPlan(make()).queries)
    var other = make()
    other.query.page = 3
    XCTAssertEqual(SearchPlan(other).queries.first?.query.page, 3)
    XCTAssertEqual(SearchPlan(other).queries.last?.query.page, 0, "faceting queries stay at 0")
  }

  func test_hierarchicalQueries_withTheDefaultGroupName_renderAsInstantSearchDoes() {
    // What InstantSearch iOS 8.0.3 sends for this state (QueryBuilder, FilterGroupConverter):
    // groups sorted by name, and each level query's filter in a group appended last.
    let menu = HierarchicalFacet(attributePrefix: "categories", levels: 3)
    let request = request { filters in
      filters.add(Filter.Facet(attribute: "brand", value: "Sony"), toGroupWithID: self.brands)
      filters.add(
        Filter.Numeric(attribute: "price", operator: .lessThan, value: 100),
        toGroupWithID: .and(name: "price"))
      filters.setHierarchicalAttributes(menu.attributes, forGroupNamed: "_hierarchical")
      filters.setHierarchicalSelection(
        path: [
          Filter.Facet(attribute: "categories.lvl0", value: "Cameras"),
          Filter.Facet(attribute: "categories.lvl1", value: "Cameras > Digital"),
        ], forGroupNamed: HierarchicalFacet.defaultGroupName)
    }
    XCTAssertEqual(
      SearchPlan(request).queries.map(\.query.filters),
      [
        #"( "categories.lvl1":"Cameras > Digital" ) AND ( "brand":"Sony" ) AND ( "price" < 100.0 )"#,
        #"( "categories.lvl1":"Cameras > Digital" ) AND ( "price" < 100.0 )"#,
        #"( "brand":"Sony" ) AND ( "price" < 100.0 )"#,
        #"( "brand":"Sony" ) AND ( "price" < 100.0 ) AND ( "categories.lvl0":"Cameras" )"#,
        #"( "brand":"Sony" ) AND ( "price" < 100.0 ) AND ( "categories.lvl1":"Cameras > Digital" )"#,
      ])
  }
}
