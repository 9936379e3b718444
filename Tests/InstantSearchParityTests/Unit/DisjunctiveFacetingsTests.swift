import SiftCore
import XCTest

// InstantSearch's `QueryBuilder` is Sift's `FacetingQueryBuilder`.
final class DisjunctiveFacetingTests: XCTestCase {
  func testMergeResults() throws {
    let builder = FacetingQueryBuilder(
      query: SearchQuery(), indexName: "",
      filterGroups: [
        FilterGroup(
          id: .or(name: "price", filterType: .facet),
          filters: [.facet(Filter.Facet(attribute: "price", numberValue: 100))]),
        FilterGroup(
          id: .or(name: "pubYear", filterType: .facet),
          filters: [.facet(Filter.Facet(attribute: "pubYear", numberValue: 2000))]),
      ])

    // The main query's response, then the price query's, then the pubYear query's: each
    // disjunctive query brings its attribute's counts and stats.
    let main = SearchResponse(
      nbHits: 2,
      facets: ["type": ["book": 2], "price": ["100": 2], "pubYear": ["2000": 2]])
    let price = SearchResponse(
      nbHits: 5, facets: ["price": ["100": 2, "50": 3]],
      facetsStats: ["price": FacetStats(min: 50, max: 100)])
    let pubYear = SearchResponse(
      nbHits: 4, facets: ["pubYear": ["2000": 2, "2001": 2]],
      facetsStats: ["pubYear": FacetStats(min: 2000, max: 2001)])

    let output = try builder.aggregate([main, price, pubYear])
    XCTAssertEqual(output.facetsStats?.count, 2)
    XCTAssertEqual(output.facets?.count, 3)
    XCTAssertEqual(output.facets?.map(\.key).contains("price"), true)
    XCTAssertEqual(output.facets?.map(\.key).contains("pubYear"), true)
    XCTAssertEqual(output.facets?.map(\.key).contains("type"), true)
  }

  func testMultipleDisjunctiveGroupsOfSameType() {
    let colorGroup = FilterGroup(
      id: .or(name: "color", filterType: .facet),
      filters: [
        .facet(Filter.Facet(attribute: "color", stringValue: "red")),
        .facet(Filter.Facet(attribute: "color", stringValue: "green")),
      ])
    let sizeGroup = FilterGroup(
      id: .or(name: "size", filterType: .facet),
      filters: [
        .facet(Filter.Facet(attribute: "size", stringValue: "m")),
        .facet(Filter.Facet(attribute: "size", stringValue: "s")),
      ])

    let builder = FacetingQueryBuilder(
      query: SearchQuery(), indexName: "", filterGroups: [colorGroup, sizeGroup])

    let queries = builder.build().map(\.query)

    let andQuery = queries[0]
    XCTAssertNil(andQuery.facets)
    XCTAssertEqual(
      andQuery.filters,
      """
      ( "color":"red" OR "color":"green" ) AND ( "size":"m" OR "size":"s" )
      """)

    for query in queries[1...] {
      switch query.facets {
      case ["size"]:
        XCTAssertEqual(
          query.filters,
          """
          ( "color":"red" OR "color":"green" )
          """)
      case ["color"]:
        XCTAssertEqual(
          query.filters,
          """
          ( "size":"m" OR "size":"s" )
          """)
      default:
        XCTFail("Unexpected case")
      }
    }
  }

  func testBuildHierarchicalQueries() {
    let colorGroup = FilterGroup(
      id: .and(name: "color"),
      filters: [.facet(Filter.Facet(attribute: "color", stringValue: "red"))])

    let hierarchicalGroup = FilterGroup(
      id: .and(name: "h"),
      filters: [.facet(Filter.Facet(attribute: "category.lvl2", stringValue: "a > b > c"))])

    let hierarchicalAttributes = (0...3).map { Attribute("category.lvl\($0)") }

    let hierarchicalFilters: [Filter.Facet] = [
      .init(attribute: "category.lvl0", stringValue: "a"),
      .init(attribute: "category.lvl1", stringValue: "a > b"),
      .init(attribute: "category.lvl2", stringValue: "a > b > c"),
    ]

    let builder = FacetingQueryBuilder(
      query: SearchQuery(), indexName: "", filterGroups: [colorGroup, hierarchicalGroup],
      hierarchicalAttributes: hierarchicalAttributes, hierarchicalFilters: hierarchicalFilters)

    let queries = builder.build().map(\.query)

    XCTAssertEqual(queries.count, hierarchicalAttributes.count + 1)

    XCTAssertEqual(queries[1].filters, "( \"color\":\"red\" )")
    XCTAssertEqual(queries[1].facets, ["category.lvl0"])

    XCTAssertEqual(queries[2].filters, "( \"color\":\"red\" ) AND ( \"category.lvl0\":\"a\" )")
    XCTAssertEqual(queries[2].facets, ["category.lvl1"])

    XCTAssertEqual(
      queries[3].filters, "( \"color\":\"red\" ) AND ( \"category.lvl1\":\"a > b\" )")
    XCTAssertEqual(queries[3].facets, ["category.lvl2"])

    XCTAssertEqual(
      queries[4].filters, "( \"color\":\"red\" ) AND ( \"category.lvl2\":\"a > b > c\" )")
    XCTAssertEqual(queries[4].facets, ["category.lvl3"])
  }
}
