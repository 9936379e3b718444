import Foundation
import SiftCore
import SiftTestSupport
import XCTest

final class SearchResponseTests: XCTestCase {
  private func decodeFixture(_ name: String) throws -> SearchResponse {
    try JSONDecoder().decode(SearchResponse.self, from: SharedData.fixture(named: name))
  }

  /// Every shared fixture: response objects round-trip with the same top-level keys; the
  /// record arrays (hierarchical.json, …) are checked to be arrays of objects.
  func test_everyFixture_roundTripsWithTheSameKeys() throws {
    let names = try SharedData.responseFixtureNames()
    XCTAssertFalse(names.isEmpty)
    var responseCount = 0
    for name in names {
      let data = try SharedData.fixture(named: name)
      let original = try JSON.parse(data)
      if let records = original.arrayValue {
        XCTAssertTrue(records.allSatisfy { $0.objectValue != nil }, name)
        continue
      }
      responseCount += 1
      let response = try JSONDecoder().decode(SearchResponse.self, from: data)
      let encoded = try JSONEncoder().encode(response)
      let decodedAgain = try JSONDecoder().decode(SearchResponse.self, from: encoded)
      XCTAssertEqual(decodedAgain, response, name)
      let encodedKeys = try XCTUnwrap(JSON.parse(encoded).objectValue).keys
      XCTAssertEqual(Set(encodedKeys), Set(try XCTUnwrap(original.objectValue).keys), name)
      XCTAssertEqual(try JSON.parse(encoded), original, "\(name) re-encodes to the same JSON")
    }
    XCTAssertGreaterThanOrEqual(responseCount, 5)
  }

  func test_disjunctiveFacetingFixture_values() throws {
    let response = try decodeFixture("DisjFacetingResult1.json")
    XCTAssertEqual(response.hits, [])
    XCTAssertEqual(response.nbHits, 596)
    XCTAssertEqual(response.page, 0)
    XCTAssertEqual(response.nbPages, 60)
    XCTAssertEqual(response.hitsPerPage, 10)
    XCTAssertEqual(response.processingTimeMS, 4)
    XCTAssertEqual(response.exhaustiveNbHits, true)
    XCTAssertEqual(response.exhaustiveFacetsCount, true)
    XCTAssertEqual(response.query, "Amazon")
    XCTAssertEqual(response.index, "ios@algolia.com#atis-prods")
    XCTAssertEqual(response.aroundLatLng, "48.856614,2.3522219")
    XCTAssertEqual(
      response.facets?["type"], ["book": 357, "electronics": 184, "office": 28, "gifts": 27])
    XCTAssertEqual(response.facetsStats, [:])
    XCTAssertTrue(response.params?.hasPrefix("query=Amazon&hitsPerPage=10") == true)
    XCTAssertEqual(response.additionalFields["serverUsed"], "d52-usw-3.algolia.net")
    XCTAssertEqual(response.additionalFields["parsedQuery"], "amazon")
    XCTAssertEqual(response.additionalFields["appliedRules"], [["objectID": "1530792337749"]])
    XCTAssertNil(response.queryID)
    XCTAssertNil(response.nbSortedHits)
  }

  func test_facetStatsFixtures_values() throws {
    let prices = try decodeFixture("DisjFacetingResult2.json")
    XCTAssertEqual(
      prices.facetsStats?["price"], FacetStats(min: 1, max: 1296, avg: 29.3204, sum: 17474.9))
    XCTAssertEqual(prices.facets?["price"]?["11.99"], 2)
    XCTAssertEqual(prices.facets?["price"]?["1296"], 1)
    XCTAssertEqual(prices.facets?["price"]?.count, 75)
    let years = try decodeFixture("DisjFacetingResult3.json")
    XCTAssertEqual(
      years.facetsStats?["pubYear"], FacetStats(min: 1900, max: 2016, avg: 1994, sum: 714_206))
    XCTAssertEqual(years.facets?["pubYear"]?["2002"], 30)
    let kinds = try decodeFixture("SearchResultFacets2.json")
    XCTAssertEqual(kinds.facets?["kind"]?["gadgets"], 111)
  }

  func test_missingFields_areNilAndHitsDefaultToEmpty() throws {
    let response = try JSONDecoder().decode(SearchResponse.self, from: Data("{}".utf8))
    XCTAssertEqual(response, SearchResponse())
    XCTAssertEqual(try JSON(encoding: response), ["hits": []])
  }

  func test_modelledFieldsAndRenderingContent_roundTrip() throws {
    let text = #"""
      {"hits": [{"objectID": "1"}], "nbHits": 3000, "nbSortedHits": 120,
       "appliedRelevancyStrictness": 80, "queryID": "q1", "userData": [{"banner": "sale"}],
       "exhaustive": {"nbHits": false, "typo": true, "unknownFlag": true},
       "renderingContent": {"facetOrdering": {
         "facets": {"order": ["brand", "color"]},
         "values": {"brand": {"order": ["Apple"], "sortRemainingBy": "alpha"},
                    "color": {"sortRemainingBy": "somethingNew", "hide": ["beige"]}}},
         "redirect": {"url": "https://example.com"}},
       "index": null}
      """#
    let response = try JSONDecoder().decode(SearchResponse.self, from: Data(text.utf8))
    XCTAssertEqual(response.nbSortedHits, 120)
    XCTAssertEqual(response.appliedRelevancyStrictness, 80)
    XCTAssertEqual(response.queryID, "q1")
    XCTAssertEqual(response.userData, [["banner": "sale"]])
    XCTAssertEqual(response.exhaustive, ExhaustiveFlags(nbHits: false, typo: true))
    let ordering = try XCTUnwrap(response.renderingContent?.facetOrdering)
    XCTAssertEqual(ordering.facets?.order, ["brand", "color"])
    XCTAssertEqual(
      ordering.values?["brand"], FacetValuesOrder(order: ["Apple"], sortRemainingBy: .alpha))
    XCTAssertEqual(ordering.values?["color"]?.sortRemainingBy, "somethingNew")
    XCTAssertEqual(ordering.values?["color"]?.order, [])
    XCTAssertEqual(ordering.values?["color"]?.hide, ["beige"])
    XCTAssertEqual(
      response.renderingContent?.additionalFields["redirect"], ["url": "https://example.com"])
    XCTAssertNil(response.index)
    XCTAssertEqual(response.additionalFields["index"], .null)

    let encoded = try JSON(encoding: response)
    XCTAssertEqual(encoded["index"], .null)
    XCTAssertEqual(encoded[path: "renderingContent.redirect.url"], "https://example.com")
    XCTAssertEqual(
      encoded[path: "renderingContent.facetOrdering.values.brand.sortRemainingBy"], "alpha")
    XCTAssertEqual(try encoded.decode(SearchResponse.self), response)
  }

  func test_wrongType_isADecodingErrorNamingTheField() {
    let text = #"{"hits": [], "nbHits": "many"}"#
    XCTAssertThrowsError(try JSONDecoder().decode(SearchResponse.self, from: Data(text.utf8))) {
      error in
      guard case DecodingError.typeMismatch(_, let context) = error else {
        return XCTFail("unexpected \(error)")
      }
      XCTAssertEqual(context.codingPath.map(\.stringValue), ["nbHits"])
    }
  }
}
