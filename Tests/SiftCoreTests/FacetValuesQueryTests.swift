import Foundation
import SiftCore
import XCTest

final class FacetValuesQueryTests: XCTestCase {
  func test_roundTripsThroughAlgoliaShape() throws {
    var search = SearchQuery("phone")
    search.additionalParameters["custom"] = 1
    let query = FacetValuesQuery(
      indexName: "products", attribute: "brand", facetQuery: "app", query: search, maxFacetHits: 5)
    let json = try JSON(encoding: query)
    XCTAssertEqual(
      json,
      [
        "indexName": "products", "facet": "brand", "facetQuery": "app", "maxFacetHits": 5,
        "query": "phone", "custom": 1,
      ])
    XCTAssertEqual(try json.decode(FacetValuesQuery.self), query)
  }

  func test_defaults() throws {
    let query = FacetValuesQuery(indexName: "i", attribute: "a", facetQuery: "")
    XCTAssertEqual(query.query, SearchQuery())
    XCTAssertNil(query.maxFacetHits)
    XCTAssertEqual(try JSON(encoding: query).decode(FacetValuesQuery.self), query)
  }
}
