import Foundation
import SiftCore
import XCTest

final class FacetValuesResponseTests: XCTestCase {
  func test_decodesAlgoliaFacetSearchResponse() throws {
    let text = #"""
      {"facetHits": [{"value": "Apple", "highlighted": "<em>App</em>le", "count": 442},
                     {"value": "Applica", "highlighted": "<em>App</em>lica", "count": 3}],
       "exhaustiveFacetsCount": true, "processingTimeMS": 1}
      """#
    let response = try JSONDecoder().decode(FacetValuesResponse.self, from: Data(text.utf8))
    XCTAssertEqual(response.facetHits.map(\.value), ["Apple", "Applica"])
    XCTAssertEqual(response.facetHits.first?.count, 442)
    XCTAssertEqual(response.facetHits.first?.highlightedString().taggedRanges.count, 1)
    XCTAssertEqual(response.exhaustiveFacetsCount, true)
    XCTAssertEqual(response.processingTimeMS, 1)
    XCTAssertEqual(try JSON(encoding: response), try JSON.parse(text))
  }

  func test_missingFields() throws {
    let response = try JSONDecoder().decode(FacetValuesResponse.self, from: Data("{}".utf8))
    XCTAssertEqual(response, FacetValuesResponse())
  }
}
