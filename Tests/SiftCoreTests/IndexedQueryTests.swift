import Foundation
import SiftCore
import XCTest

final class IndexedQueryTests: XCTestCase {
  func test_encodesAsFlattenedMultiQueryElement() throws {
    let indexed = IndexedQuery(indexName: "products", query: SearchQuery("phone", hitsPerPage: 20))
    XCTAssertEqual(
      try JSON(encoding: indexed), ["indexName": "products", "query": "phone", "hitsPerPage": 20])
    XCTAssertEqual(try JSON(encoding: indexed).decode(IndexedQuery.self), indexed)
  }

  func test_decode_requiresIndexName() {
    XCTAssertThrowsError(try JSON.object(["query": "x"]).decode(IndexedQuery.self))
  }
}
