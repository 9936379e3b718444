import Foundation

/// The `swift` code blocks of a Markdown page, for tests that keep a page's code compiling: each
/// block must appear, verbatim up to indentation and blank lines, in a Swift file that compiles.
enum MarkdownSwiftBlocks {
  /// The package's root folder.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The `swift` blocks of the page at `path` (relative to the package root), in order.
  static func blocks(inPageAt path: String) throws -> [String] {
    let page = try String(
      contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    var blocks: [String] = []
    var current: [String]?
    for line in page.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if current == nil, trimmed == "```swift" {
        current = []
      } else if let lines = current, trimmed == "```" {
        blocks.append(lines.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// The contents of a file of the package (relative to the package root).
  static func file(at path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// Lines without their indentation, blank lines dropped: indentation is the only freedom.
  static func normalized(_ text: String) -> String {
    text.components(separatedBy: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .joined(separator: "\n")
  }
}
