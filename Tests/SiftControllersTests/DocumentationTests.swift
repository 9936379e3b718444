import Foundation
import XCTest

/// Keeps the documentation catalogs honest: every Swift code listing of every page of every
/// catalog (`Sources/<Module>/<Module>.docc`, the landing pages and the articles) is compiled, in
/// one of the `*Snippets*.swift` files of a test target (`Tests/<Target>/`), and the tests beside
/// them run it.
final class DocumentationTests: XCTestCase {
  func test_everySwiftBlockOfEveryCatalogPage_isCompiledVerbatim() throws {
    let compiled = try MarkdownSwiftBlocks.compiledSnippets()
    let pages = try MarkdownSwiftBlocks.catalogPages()
    XCTAssertTrue(pages.contains("Sources/Sift/Sift.docc/Sift.md"), "\(pages)")
    var blockCount = 0
    for page in pages {
      for block in try MarkdownSwiftBlocks.blocks(inPageAt: page) {
        blockCount += 1
        XCTAssertTrue(
          compiled.contains(MarkdownSwiftBlocks.normalized(block)),
          "\(page): this block is in no *Snippets*.swift file:\n\(block)")
      }
    }
    XCTAssertGreaterThanOrEqual(blockCount, 40)
  }
}
