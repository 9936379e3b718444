import Foundation
import SiftCore
import XCTest

final class SearchErrorTests: XCTestCase {
  private let queries = [IndexedQuery(indexName: "products", query: SearchQuery("phone"))]

  func test_errorsCarryTheirRequest() {
    let error = SearchError.http(
      status: 429, message: "Too many requests", request: .search(queries))
    XCTAssertEqual(error.request, .search(queries))
    XCTAssertNil(SearchError.cancelled.request)
    XCTAssertEqual(
      error, .http(status: 429, message: "Too many requests", request: .search(queries)))
    XCTAssertNotEqual(error, .cancelled)
  }

  func test_descriptions() {
    XCTAssertEqual(
      SearchError.http(status: 429, message: "Too many requests", request: .search(queries))
        .description,
      "HTTP 429 during search of products (\"phone\"): Too many requests")
    let facets = FacetValuesQuery(indexName: "products", attribute: "brand", facetQuery: "ap")
    XCTAssertEqual(
      SearchError.transport(description: "offline", request: .facetValues(facets))
        .localizedDescription,
      "Transport error during facet values search of products.brand (\"ap\"): offline")
    XCTAssertEqual(
      SearchError.decoding(description: "bad", request: .search([])).description,
      "Could not decode the reply to search of no index: bad")
    XCTAssertEqual(
      SearchError.responseCountMismatch(expected: 2, received: 1).description,
      "Expected 2 responses, received 1")
    XCTAssertEqual(SearchError.cancelled.description, "The search was cancelled")
    XCTAssertEqual(SearchError.invalidRequest("no index").description, "Invalid request: no index")
  }
}
