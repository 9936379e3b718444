import Foundation
import SiftCore
import SiftTestSupport
import XCTest

@testable import SiftLocal

/// `attributeForDistinct` groups as Algolia documents it (a number rounded to the nearest
/// integer), and an `afterDistinct(…)` facet is counted over the distinct hits.
final class LocalIndexDistinctTests: XCTestCase {
  func test_numericDistinctAttribute_groupsByTheNearestInteger() throws {
    let records: [JSON] = [
      ["objectID": "a", "rating": 1.2], ["objectID": "b", "rating": 1],
      ["objectID": "c", "rating": "1"], ["objectID": "d", "rating": 1.5],
      ["objectID": "e", "rating": 2.4], ["objectID": "f", "rating": true],
      ["objectID": "g", "rating": JSON.null], ["objectID": "h"],
    ]
    let index = try Fixtures.index(
      records, settings: ["attributeForDistinct": "rating", "distinct": true])
    // 1.2, 1 and "1" are the group "1"; 1.5 and 2.4 the group "2"; a boolean, null or a
    // missing value has no group, so each of those records stands alone.
    XCTAssertEqual(Fixtures.ids(try index.search(SearchQuery(""))), ["a", "d", "f", "g", "h"])
  }

  func test_recipes_floatRatingsGroupByRoundedValue_andAfterDistinctFacetsCountDistinctHits()
    throws
  {
    let folder = try SharedData.dataset("recipes")
    let settings = try LocalIndexSettings(json: [
      "searchableAttributes": ["recipe_name", "ingredients"],
      "attributeForDistinct": "rating", "distinct": true,
      "attributesForFaceting": ["afterDistinct(servings)", "cuisine_path"],
    ])
    let index = try LocalIndex(
      name: "recipes", settings: settings,
      contentsOf: folder.appendingPathComponent("recipes.json"))
    XCTAssertEqual(index.count, 1090)
    func search(_ configure: (inout SearchQuery) -> Void) throws -> SearchResponse {
      var query = SearchQuery("", facets: ["servings"])
      configure(&query)
      return try index.search(query)
    }
    // Expected figures: Tests/References/distinct_reference.py (run on ../shared). The 20
    // distinct ratings round to 4 groups (2, 3, 4, 5), where exact values would give 20.
    let one = try search { _ in }
    XCTAssertEqual(one.nbHits, 4)
    XCTAssertEqual(one.hits.map { $0["rating"] }, [4.4, 4.8, 3, 2.3])
    XCTAssertEqual(one.facets?["servings"], ["1": 1, "2": 1, "8": 2])
    let two = try search { $0.distinct = .count(2) }
    XCTAssertEqual(two.nbHits, 8)
    XCTAssertEqual(two.hits.map { $0["rating"] }, [4.4, 4.8, 4.8, 4.4, 3, 2.3, 3.3, 2])
    XCTAssertEqual(two.facets?["servings"], ["1": 1, "2": 1, "4": 1, "8": 2, "16": 3])
    let filtered = try search { $0.filters = "servings >= 8" }
    XCTAssertEqual(filtered.nbHits, 4)
    XCTAssertEqual(filtered.hits.map { $0["rating"] }, [4.4, 4.8, 3.3, 2])
    XCTAssertEqual(filtered.facets?["servings"], ["8": 2, "16": 2])
    // A facet without afterDistinct is counted before distinct (every matching record).
    let plain = try search { $0.facets = ["servings", "cuisine_path"] }
    let jams =
      "/Side Dish/Sauces and Condiments/Canning and Preserving Recipes/Jams and Jellies Recipes/"
    XCTAssertEqual(plain.facets?["cuisine_path"]?[jams], 36)
    // facetingAfterDistinct: false does not undo the attribute's afterDistinct.
    XCTAssertEqual(
      try search { $0.facetingAfterDistinct = false }.facets?["servings"], ["1": 1, "2": 1, "8": 2])
    // Without distinct every record counts.
    XCTAssertEqual(try search { $0.distinct = false }.facets?["servings"]?["8"], 208)
  }

  func test_afterDistinctModifier_isParsed_withSearchable() throws {
    let settings = try LocalIndexSettings(json: [
      "attributesForFaceting": ["afterDistinct(searchable(brand))", "afterDistinct(color)", "size"]
    ])
    XCTAssertEqual(
      settings.attributesForFaceting,
      [
        .init("brand", isSearchable: true, isAfterDistinct: true),
        .init("color", isAfterDistinct: true), .init("size"),
      ])
  }
}
