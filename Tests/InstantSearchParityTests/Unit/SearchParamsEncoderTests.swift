import Foundation
import SiftCore
import XCTest

/// InstantSearch's `SearchParamsEncoder` writes a query's parameters as the `params` string of
/// Algolia's requests; Sift's is `SearchQuery.urlEncodedParameters`.
final class SearchParamsEncoderTests: XCTestCase {
  /// Values containing `&` are percent-encoded, so that the `params` string splits on `&` into
  /// its `key=value` pairs.
  func testEncodingEscapesAmpersandInFacetFilterValues() throws {
    var params = SearchQuery()
    params.query = "Pepsi"
    params.facetFilters = [#"categoryEnglishPath:"Turbomart>>Fruits>>Dates & Dried Fruits""#]

    let encoded = params.urlEncodedParameters

    XCTAssertFalse(
      encoded.contains("Dates & Dried"),
      "Raw '&' in a value would break query-string parsing on the server; got: \(encoded)")
    XCTAssertTrue(
      encoded.contains("%26"), "Expected '&' to be percent-encoded as %26; got: \(encoded)")

    let pairs = encoded.split(separator: "&").map {
      $0.split(separator: "=", maxSplits: 1).map(String.init)
    }

    for pair in pairs {
      XCTAssertEqual(pair.count, 2, "Every pair should split cleanly into key=value")
    }

    let facetFiltersPair = try XCTUnwrap(pairs.first { $0.first == "facetFilters" })
    let decodedValue = try XCTUnwrap(facetFiltersPair[1].removingPercentEncoding)
    XCTAssertTrue(
      decodedValue.contains("Dates & Dried Fruits"),
      "After percent-decoding the value should match the original filter string; got: \(decodedValue)"
    )
  }

  /// The sub-delimiters of RFC 3986 a server could take for separators are percent-encoded.
  func testEncodingEscapesReservedSubDelimitersInValues() throws {
    var params = SearchQuery()
    params.facetFilters = ["attr:a=b+c?d#e;f/g@h"]

    let encoded = params.urlEncodedParameters
    let facetPair = try XCTUnwrap(
      encoded.split(separator: "&").first { $0.hasPrefix("facetFilters=") })
    let value = facetPair.dropFirst("facetFilters=".count)

    for reserved in ["=", "+", "?", "#", ";", "/", "@"] {
      XCTAssertFalse(
        value.contains(reserved),
        "Expected reserved character '\(reserved)' to be percent-encoded; got: \(value)")
    }

    let decoded = try XCTUnwrap(String(value).removingPercentEncoding)
    for reserved in ["=", "+", "?", "#", ";", "@"] {
      XCTAssertTrue(
        decoded.contains(reserved),
        "Round-trip decoding should preserve reserved character '\(reserved)'; got: \(decoded)")
    }
  }

  /// A `filters` string with a value holding `&` is percent-encoded too.
  func testEncodingEscapesAmpersandInFiltersString() throws {
    let originalFilters = #"( "hierarchicalCategories.lvl0":"Category & Name" )"#
    var params = SearchQuery()
    params.filters = originalFilters

    let encoded = params.urlEncodedParameters

    XCTAssertFalse(
      encoded.contains("Category & Name"),
      "Raw '&' in `filters` would break query-string parsing on the server; got: \(encoded)")

    let pairs = encoded.split(separator: "&").map {
      $0.split(separator: "=", maxSplits: 1).map(String.init)
    }
    for pair in pairs {
      XCTAssertEqual(pair.count, 2, "Every pair should split cleanly into key=value")
    }

    let filtersPair = try XCTUnwrap(pairs.first { $0.first == "filters" })
    let decoded = try XCTUnwrap(filtersPair[1].removingPercentEncoding)
    XCTAssertEqual(
      decoded, originalFilters,
      "After percent-decoding the value should match the original filters string")
  }
}
