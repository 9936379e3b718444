import SiftCore
import XCTest

/// InstantSearch's `QueryBuilder` is Sift's `FacetingQueryBuilder`: the main query, then one
/// disjunctive faceting query per attribute, each requesting its attribute's facet alone.
final class QueryBuilderTests: XCTestCase {
  func testDisjunctiveFacetingQueriesGeneration() {
    let query = SearchQuery("phone")
    let disjunctiveFacets: Set<Attribute> = ["price", "color"]

    let queryBuilder = FacetingQueryBuilder(
      query: query, indexName: "index", filterGroups: [], disjunctiveFacets: disjunctiveFacets)

    let queries = queryBuilder.build()

    XCTAssertNotNil(queries.first)

    let disjunctiveFacetingQueries = Array(queries[1...])
    XCTAssertEqual(disjunctiveFacetingQueries.count, 2)

    for query in disjunctiveFacetingQueries { XCTAssertEqual(query.query.facets?.count, 1) }
    let disjunctiveFacetingQueriesFacetSet = Set(
      disjunctiveFacetingQueries.flatMap { $0.query.facets ?? [] }.map { Attribute($0) })
    XCTAssertEqual(disjunctiveFacets, disjunctiveFacetingQueriesFacetSet)
  }

  func testDisjunctiveFacetingWithFiltersQueriesGeneration() {
    let query = SearchQuery("phone")
    let disjunctiveFacets: Set<Attribute> = ["price", "color", "brand"]
    let filterGroups = [
      FilterGroup(
        id: .or(name: "g1", filterType: .facet),
        filters: [
          .facet(Filter.Facet(attribute: "price", numberValue: 100)),
          .facet(Filter.Facet(attribute: "color", stringValue: "green")),
          .facet(Filter.Facet(attribute: "size", stringValue: "44")),
        ]),
      FilterGroup(
        id: .or(name: "g2", filterType: .facet),
        filters: [.facet(Filter.Facet(attribute: "type", stringValue: "phone"))]),
      FilterGroup(
        id: .and(name: "g3"),
        filters: [
          .facet(Filter.Facet(attribute: "color", stringValue: "red")),
          .numeric(Filter.Numeric(attribute: "price", range: 20...50)),
          .tag(Filter.Tag(value: "On sale")),
        ]),
    ]

    let queryBuilder = FacetingQueryBuilder(
      query: query, indexName: "index", filterGroups: filterGroups,
      disjunctiveFacets: disjunctiveFacets)

    let queries = queryBuilder.build()

    XCTAssertNotNil(queries.first)

    let disjunctiveFacetingQueries = Array(queries[1...])
    XCTAssertEqual(disjunctiveFacetingQueries.count, 5)

    for query in disjunctiveFacetingQueries { XCTAssertEqual(query.query.facets?.count, 1) }

    let priceFilterString = "\"price\":100.0"
    let sizeFilterString = "\"size\":\"44\""
    let colorFilterString = "\"color\":\"green\""
    let singletonOrGroupString = "( \"type\":\"phone\" )"
    let intactAndGroupString =
      "( \"color\":\"red\" AND \"price\":20.0 TO 50.0 AND \"_tags\":\"On sale\" )"

    for query in disjunctiveFacetingQueries {
      let disjunctiveFacetingAttribute = query.query.facets!.first!
      switch disjunctiveFacetingAttribute {
      case "price":
        XCTAssertEqual(
          query.query.filters,
          "( \(colorFilterString) OR \(sizeFilterString) ) AND \(singletonOrGroupString) AND \(intactAndGroupString)"
        )
      case "color":
        XCTAssertEqual(
          query.query.filters,
          "( \(priceFilterString) OR \(sizeFilterString) ) AND \(singletonOrGroupString) AND \(intactAndGroupString)"
        )
      case "size":
        XCTAssertEqual(
          query.query.filters,
          "( \(priceFilterString) OR \(colorFilterString) ) AND \(singletonOrGroupString) AND \(intactAndGroupString)"
        )
      case "type":
        XCTAssertEqual(
          query.query.filters,
          "( \(priceFilterString) OR \(colorFilterString) OR \(sizeFilterString) ) AND \(intactAndGroupString)"
        )
      case "brand":
        XCTAssertEqual(
          query.query.filters,
          "( \(priceFilterString) OR \(colorFilterString) OR \(sizeFilterString) ) AND \(singletonOrGroupString) AND \(intactAndGroupString)"
        )
      case let unexpectedAttribute:
        XCTFail("Unexpected disjunctive faceting attribute \"\(unexpectedAttribute)\" ")
      }
    }
  }
}
