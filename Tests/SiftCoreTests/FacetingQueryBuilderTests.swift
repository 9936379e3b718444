import Foundation
import SiftCore
import SiftTestSupport
import XCTest

/// Disjunctive faceting: the batch of queries and the merge of their responses.
final class FacetingQueryBuilderTests: XCTestCase {
  private func decode(_ name: String) throws -> SearchResponse {
    // The shared responses were hand-edited and carry trailing commas, which
    // `SharedData.fixture(named:)` cleans before decoding.
    try JSONDecoder().decode(SearchResponse.self, from: SharedData.fixture(named: name))
  }

  private func builder() -> FacetingQueryBuilder {
    var filters = Filters()
    let types = FilterGroup.ID.or(name: "type", filterType: .facet)
    filters.add(Filter.Facet(attribute: "type", value: "book"), toGroupWithID: types)
    filters.add(Filter.Facet(attribute: "type", value: "unknownType"), toGroupWithID: types)
    filters.add(
      Filter.Numeric(attribute: "rating", operator: .greaterThanOrEqual, value: 4),
      toGroupWithID: .and(name: "rating"))
    var query = SearchQuery("Amazon", facets: ["type", "brand"], page: 3, hitsPerPage: 10)
    query.attributesToRetrieve = ["name"]
    query.analytics = true
    return FacetingQueryBuilder(
      query: query, indexName: "products", filters: filters,
      disjunctiveFacets: ["pubYear", "price"])
  }

  func test_build_mainQueryThenOneQueryPerDisjunctiveAttribute() throws {
    let builder = builder()
    XCTAssertEqual(builder.disjunctiveAttributes, ["price", "pubYear", "type"])
    let queries = builder.build()
    XCTAssertEqual(queries.count, 4)
    XCTAssertEqual(builder.queryCount, 4)
    XCTAssertTrue(queries.allSatisfy { $0.indexName == "products" })

    let main = queries[0].query
    XCTAssertEqual(
      main.filters,
      #"( "rating" >= 4.0 ) AND ( "type":"book" OR "type":"unknownType" )"#)
    XCTAssertEqual(main.facets, ["type", "brand"])
    XCTAssertEqual(main.hitsPerPage, 10)
    XCTAssertEqual(main.page, 3)
    XCTAssertEqual(main.analytics, true)

    for (query, attribute) in zip(queries.dropFirst().map(\.query), ["price", "pubYear", "type"]) {
      XCTAssertEqual(query.query, "Amazon")
      XCTAssertEqual(query.facets, [attribute])
      XCTAssertEqual(query.hitsPerPage, 0)
      XCTAssertEqual(query.page, 0)
      XCTAssertEqual(query.analytics, false)
      XCTAssertEqual(query.clickAnalytics, false)
      XCTAssertEqual(query.attributesToRetrieve, [])
      XCTAssertEqual(query.attributesToHighlight, [])
      XCTAssertEqual(query.attributesToSnippet, [])
    }
    XCTAssertEqual(queries[1].query.filters, main.filters)
    XCTAssertEqual(queries[2].query.filters, main.filters)
    XCTAssertEqual(queries[3].query.filters, #"( "rating" >= 4.0 )"#)
  }

  func test_build_keepsTheBaseQueryFilters() {
    var builder = builder()
    builder.query.filters = "available:true OR preorder:true"
    XCTAssertEqual(
      builder.build()[3].query.filters,
      #"( available:true OR preorder:true ) AND ( "rating" >= 4.0 )"#)
    builder.filters = Filters()
    builder.disjunctiveFacets = []
    XCTAssertEqual(builder.build().map(\.query.filters), ["available:true OR preorder:true"])
  }

  func test_aggregate_mergesFixtureResponses() throws {
    let builder = builder()
    let main = try decode("SearchResultFacets.json")
    let price = try decode("DisjFacetingResult2.json")
    let pubYear = try decode("DisjFacetingResult3.json")
    let type = try decode("DisjFacetingResult1.json")
    let merged = try builder.aggregate([main, price, pubYear, type])

    XCTAssertEqual(merged.nbHits, main.nbHits)
    XCTAssertEqual(merged.hits, main.hits)
    XCTAssertEqual(
      merged.facets?["type"],
      ["book": 357, "electronics": 184, "office": 28, "gifts": 27, "unknownType": 0])
    XCTAssertEqual(merged.facets?["price"], price.facets?["price"])
    XCTAssertEqual(merged.facets?["pubYear"], pubYear.facets?["pubYear"])
    XCTAssertEqual(
      merged.facetsStats?["price"], FacetStats(min: 1, max: 1296, avg: 29.3204, sum: 17474.9))
    XCTAssertEqual(merged.facetsStats?["pubYear"], pubYear.facetsStats?["pubYear"])
    XCTAssertEqual(merged.exhaustiveFacetsCount, true)

    var notExhaustive = pubYear
    notExhaustive.exhaustiveFacetsCount = false
    XCTAssertEqual(
      try builder.aggregate([main, price, notExhaustive, type]).exhaustiveFacetsCount, false)

    var withoutKeeping = builder
    withoutKeeping.keepSelectedEmptyFacets = false
    XCTAssertNil(
      try withoutKeeping.aggregate([main, price, pubYear, type]).facets?["type"]?["unknownType"])
  }

  func test_aggregate_countMismatchIsATypedError() throws {
    let response = try decode("SearchResultFacets.json")
    XCTAssertThrowsError(try builder().aggregate([response, response])) { error in
      XCTAssertEqual(error as? FacetingError, .responseCountMismatch(expected: 4, received: 2))
      XCTAssertEqual(
        (error as? FacetingError)?.description,
        "Expected 4 responses, one per query built, but received 2.")
    }
    XCTAssertThrowsError(try builder().aggregate([]))
  }

  func test_disjunctiveFaceting_onTheDisjunctiveDataset() throws {
    let engine = try RecordsSearchEngine.fixture(named: "disjunctive.json")
    var filters = Filters()
    let colors = FilterGroup.ID.or(name: "color", filterType: .facet)
    filters.add(Filter.Facet(attribute: "color", value: "red"), toGroupWithID: colors)
    filters.add(Filter.Facet(attribute: "color", value: "green"), toGroupWithID: colors)
    filters.add(Filter.Facet(attribute: "category", value: "shoe"), toGroupWithID: .and(name: "c"))
    let builder = FacetingQueryBuilder(
      query: SearchQuery(facets: ["category", "color", "promotions"]), indexName: "disjunctive",
      filters: filters)

    let merged = try builder.aggregate(engine.search(builder.build()))
    XCTAssertEqual(merged.nbHits, 3)
    // Disjunctive: the color counts ignore the color selection, not the category one.
    XCTAssertEqual(merged.facets?["color"], ["red": 1, "green": 2])
    // Conjunctive: the other facets count the hits.
    XCTAssertEqual(merged.facets?["category"], ["shoe": 3])
    XCTAssertEqual(
      merged.facets?["promotions"], ["free shipping": 2, "free return": 2, "on sale": 2])

    // Selecting a color that no shoe has keeps it listed with 0.
    var withBlue = builder
    withBlue.filters.add(Filter.Facet(attribute: "color", value: "blue"), toGroupWithID: colors)
    withBlue.filters.add(Filter.Facet(attribute: "color", value: "purple"), toGroupWithID: colors)
    let mergedWithBlue = try withBlue.aggregate(engine.search(withBlue.build()))
    XCTAssertEqual(mergedWithBlue.facets?["color"], ["red": 1, "green": 2, "blue": 0, "purple": 0])
  }
}
