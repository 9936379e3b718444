// swift-format-ignore-file
// The `swift` blocks of the Sift catalog's article on highlighting
// (Sources/Sift/Sift.docc/Highlighting.md), compiled. DocumentationTests checks that each block
// appears here verbatim (up to indentation); HighlightingArticleTests runs them. The block that
// shows a SwiftUI `Text` compiles where SwiftUI is.
import Foundation
import Sift

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The article's snippets, each returning what its test inspects.
enum HighlightingArticleSnippets {
  static func read(hit: Hit<JSON>) -> (HighlightedString, String, [HighlightedString.Segment]) {
    let name = hit.highlighted("name") ?? HighlightedString(string: "")  // from _highlightResult.name
    let plain = name.string                 // "Samsung TV"
    let parts = name.segments               // [("Sam", highlighted), ("sung TV", not)]
    return (name, plain, parts)
  }

  #if canImport(SwiftUI)
    @MainActor @ViewBuilder
    static func show(_ name: HighlightedString) -> some View {
      let title = AttributedString(name, attributes: AttributeContainer().font(.body.bold()))
      Text(title)
    }
  #endif

  static func facetRow(bold: AttributeContainer) -> AttributedString {
    let row = FacetValue(value: "Samsung", count: 42, highlighted: "<em>Sam</em>sung")
    let shown = AttributedString(HighlightedString(string: row.highlighted ?? row.value), attributes: bold)
    return shown
  }
}
