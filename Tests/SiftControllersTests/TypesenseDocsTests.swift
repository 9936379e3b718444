import Foundation
import SiftCore
import SiftTypesense
import XCTest

/// Keeps the Typesense article (Sources/Sift/Sift.docc/Typesense.md) honest: every Swift block
/// is compiled (in TypesenseDocsSnippets.swift).
@MainActor
final class TypesenseDocsTests: XCTestCase {
  func test_everySwiftBlockOfTheTypesensePage_isCompiledVerbatim() async throws {
    let compiled = MarkdownSwiftBlocks.normalized(
      try MarkdownSwiftBlocks.file(at: "Tests/SiftControllersTests/TypesenseDocsSnippets.swift"))
    let blocks = try MarkdownSwiftBlocks.blocks(inPageAt: "Sources/Sift/Sift.docc/Typesense.md")
    XCTAssertGreaterThanOrEqual(blocks.count, 3)
    for block in blocks {
      XCTAssertTrue(
        compiled.contains(MarkdownSwiftBlocks.normalized(block)),
        "Typesense article block not found in TypesenseDocsSnippets.swift:\n\(block)")
    }
  }

  func test_theProductSearch_searchesTheProductsCollection() async {
    let searcher = TypesenseDocs().makeProductSearch()
    XCTAssertEqual(searcher.indexName, "products")
    XCTAssertTrue(searcher.service is TypesenseSearchService)
  }

  func test_theAdaptersSetup_searchesProductsThroughACache() async {
    let searcher = makeTypesenseSearcher()
    XCTAssertEqual(searcher.indexName, "products")
    XCTAssertTrue(searcher.service is CachingSearchService)
  }
}
