import Foundation
import XCTest

@testable import SiftTypesense

/// A node of a cluster, and the URLs of its endpoints.
final class TypesenseSearchServiceNodeTests: XCTestCase {
  func test_aNodeFromAURL_keepsSchemeHostPortAndPath() throws {
    let node = try XCTUnwrap(
      TypesenseSearchService.Node(url: XCTUnwrap(URL(string: "https://search.example.com/ts/"))))
    XCTAssertEqual(
      node, .init(scheme: .https, host: "search.example.com", port: 443, path: "/ts"))
    XCTAssertEqual(node.description, "https://search.example.com:443/ts")
    XCTAssertNil(TypesenseSearchService.Node(url: try XCTUnwrap(URL(string: "ftp://x.example"))))
  }

  func test_endpointURLs_goBelowThePathPrefix() throws {
    let node = TypesenseSearchService.Node(
      scheme: .http, host: "127.0.0.1", port: 8108, path: "typesense/")
    XCTAssertEqual(
      node.url(percentEncodedPath: "/multi_search")?.absoluteString,
      "http://127.0.0.1:8108/typesense/multi_search")
    XCTAssertEqual(
      node.url(
        percentEncodedPath: "/collections/a%20b/documents/import",
        percentEncodedQuery: "action=upsert")?
        .absoluteString,
      "http://127.0.0.1:8108/typesense/collections/a%20b/documents/import?action=upsert")
    let ipv6 = TypesenseSearchService.Node(scheme: .http, host: "::1", port: 8108)
    XCTAssertEqual(ipv6.description, "http://[::1]:8108")
  }
}
