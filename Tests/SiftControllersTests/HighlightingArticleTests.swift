import Foundation
import Sift
import XCTest

/// Runs the code of the highlighting article (HighlightingArticleSnippets) and checks that it
/// reads and styles what the article says.
final class HighlightingArticleTests: XCTestCase {
  func test_aHitsHighlightedName_readsAsPlainTextAndSegments() throws {
    let hit = try Hit<JSON>(
      json: [
        "objectID": "1", "name": "Samsung TV",
        "_highlightResult": ["name": ["value": "<em>Sam</em>sung TV", "matchLevel": "partial"]],
      ])
    let (_, plain, parts) = HighlightingArticleSnippets.read(hit: hit)
    XCTAssertEqual(plain, "Samsung TV")
    XCTAssertEqual(parts.map(\.text), ["Sam", "sung TV"])
    XCTAssertEqual(parts.map(\.isHighlighted), [true, false])
  }

  func test_aFacetValuesHighlightedText_isStyledOnTheMatchedPart() {
    var bold = AttributeContainer()
    bold.link = URL(string: "https://example.com")  // an attribute Foundation has on every platform
    let shown = HighlightingArticleSnippets.facetRow(bold: bold)
    let styled = shown.runs.filter { $0.link != nil }.map { String(shown[$0.range].characters) }
    XCTAssertEqual(String(shown.characters), "Samsung")
    XCTAssertEqual(styled, ["Sam"])
  }
}
