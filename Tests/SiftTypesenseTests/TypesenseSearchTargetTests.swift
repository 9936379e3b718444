import XCTest

@testable import SiftTypesense

/// What an index name stands for: a collection, sorted or not.
final class TypesenseSearchTargetTests: XCTestCase {
  func test_indexNames_resolveToSortedIndicesTheAdaptersFormOrCollections() {
    let sorted: [String: TypesenseSearchService.SortedIndex] = [
      "products_price_asc": .init(collection: "products", sortBy: "price:asc")
    ]
    XCTAssertTrue(
      TypesenseSearchTarget.resolve("products_price_asc", sortedIndices: sorted)
        == ("products", "price:asc"))
    XCTAssertTrue(
      TypesenseSearchTarget.resolve("products/sort/_text_match:desc,price:desc", sortedIndices: [:])
        == ("products", "_text_match:desc,price:desc"))
    XCTAssertTrue(
      TypesenseSearchTarget.resolve("products", sortedIndices: sorted) == ("products", nil))
    XCTAssertTrue(TypesenseSearchTarget.resolve("/sort/x", sortedIndices: [:]) == ("/sort/x", nil))
  }
}
