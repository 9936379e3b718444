import Foundation
import SiftCore
import XCTest

/// Hierarchical menus: paths, filters, per-level queries and their merge.
final class HierarchicalFacetTests: XCTestCase {
  private let menu = HierarchicalFacet(attributePrefix: "hierarchicalCategories", levels: 3)

  func test_path_andFilterOfASelectedValue() throws {
    XCTAssertEqual(
      menu.attributes,
      ["hierarchicalCategories.lvl0", "hierarchicalCategories.lvl1", "hierarchicalCategories.lvl2"])
    let value = "Cameras & Camcorders > Digital Cameras"
    XCTAssertEqual(menu.path(for: value), ["Cameras & Camcorders", value])
    XCTAssertEqual(
      try menu.pathFilters(for: value),
      [
        Filter.Facet(attribute: "hierarchicalCategories.lvl0", value: "Cameras & Camcorders"),
        Filter.Facet(attribute: "hierarchicalCategories.lvl1", value: .string(value)),
      ])
    XCTAssertEqual(
      try menu.filter(for: value),
      Filter.Facet(attribute: "hierarchicalCategories.lvl1", value: .string(value)))
    XCTAssertEqual(menu.path(for: ""), [])
    XCTAssertNil(try menu.filter(for: ""))
    XCTAssertEqual(
      HierarchicalFacet(attributes: ["a", "b"], separator: "/").path(for: "x/y"), ["x", "x/y"])
    XCTAssertThrowsError(try menu.pathFilters(for: "a > b > c > d")) { error in
      XCTAssertEqual(
        (error as? HierarchicalFacetError)?.description,
        #"The hierarchical value "a > b > c > d" has 4 levels, but the menu has only 3 level attributes."#
      )
    }
  }

  private func filters(selecting value: String?) throws -> Filters {
    var filters = Filters()
    filters.setHierarchicalAttributes(menu.attributes, forGroupNamed: "categories")
    if let value {
      filters.setHierarchicalSelection(
        path: try menu.pathFilters(for: value), forGroupNamed: "categories")
    }
    return filters
  }

  func test_build_oneQueryPerLevelDownToBelowTheSelection() throws {
    let builder = FacetingQueryBuilder(
      query: SearchQuery(hitsPerPage: 5), indexName: "hierarchical",
      filters: try filters(selecting: "Clothing > Men"))
    let queries = builder.build().map(\.query)
    XCTAssertEqual(queries.count, 4)
    XCTAssertEqual(queries[0].filters, #"( "hierarchicalCategories.lvl1":"Clothing > Men" )"#)
    XCTAssertEqual(queries[0].facets, menu.attributes.map(\.name))
    XCTAssertEqual(queries[0].hitsPerPage, 5)
    XCTAssertNil(queries[1].filters)
    XCTAssertEqual(queries[1].facets, ["hierarchicalCategories.lvl0"])
    XCTAssertEqual(queries[2].filters, #"( "hierarchicalCategories.lvl0":"Clothing" )"#)
    XCTAssertEqual(queries[2].facets, ["hierarchicalCategories.lvl1"])
    XCTAssertEqual(queries[3].filters, #"( "hierarchicalCategories.lvl1":"Clothing > Men" )"#)
    XCTAssertEqual(queries[3].facets, ["hierarchicalCategories.lvl2"])
    XCTAssertTrue(queries.dropFirst().allSatisfy { $0.hitsPerPage == 0 && $0.analytics == false })

    // The deepest level selected: no level below it to query.
    let deepest = FacetingQueryBuilder(
      query: SearchQuery(), indexName: "h",
      filters: try filters(selecting: "Clothing > Men > Hats"))
    XCTAssertEqual(deepest.queryCount, 4)
    // Nothing selected: the main query alone, requesting every level.
    let none = FacetingQueryBuilder(
      query: SearchQuery(), indexName: "h", filters: try filters(selecting: nil))
    XCTAssertEqual(none.build().map(\.query.facets), [menu.attributes.map(\.name)])
  }

  func test_aggregate_carriesEveryLevelsFacets() throws {
    let engine = try RecordsSearchEngine.fixture(named: "hierarchical.json")
    let builder = FacetingQueryBuilder(
      query: SearchQuery(), indexName: "hierarchical",
      filters: try filters(selecting: "Clothing > Men"))
    let merged = try builder.aggregate(engine.search(builder.build()))
    XCTAssertEqual(merged.nbHits, 2)
    XCTAssertEqual(
      merged.hits.compactMap { $0["name"]?.stringValue }.sorted(), ["Item 4", "Item 5"])
    XCTAssertEqual(
      merged.facets?["hierarchicalCategories.lvl0"], ["Book": 2, "Clothing": 4, "Furniture": 1])
    XCTAssertEqual(
      merged.facets?["hierarchicalCategories.lvl1"],
      ["Clothing > Men": 2, "Clothing > Women": 2])
    XCTAssertEqual(
      merged.facets?["hierarchicalCategories.lvl2"],
      ["Clothing > Men > Hats": 1, "Clothing > Men > Shirt": 1])
  }

  func test_aggregate_disjunctiveAndHierarchicalTogether() throws {
    let engine = try RecordsSearchEngine.fixture(named: "disjunctiveHierarchical.json")
    var filters = try filters(selecting: "Category3 > SubCategory2")
    filters.add(
      Filter.Facet(attribute: "color", value: "red"),
      toGroupWithID: .or(name: "color", filterType: .facet))
    let builder = FacetingQueryBuilder(
      query: SearchQuery(facets: ["color"]), indexName: "disjunctiveHierarchical",
      filters: filters)
    XCTAssertEqual(builder.queryCount, 1 + 1 + 3)
    let merged = try builder.aggregate(engine.search(builder.build()))
    XCTAssertEqual(
      merged.hits.compactMap { $0["name"]?.stringValue }.sorted(), ["Item 10", "Item 7"])
    XCTAssertEqual(merged.facets?["color"], ["red": 2, "blue": 1])
    XCTAssertEqual(
      merged.facets?["hierarchicalCategories.lvl0"], ["Category3": 2, "Category2": 1])
    XCTAssertEqual(
      merged.facets?["hierarchicalCategories.lvl1"], ["Category3 > SubCategory2": 2])
    XCTAssertEqual(
      merged.facets?["hierarchicalCategories.lvl2"],
      [
        "Category3 > SubCategory2 > SubSubCategory1": 1,
        "Category3 > SubCategory2 > SubSubCategory2": 1,
      ])
  }
}
