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

  /// The pages of the documentation catalogs (`Sources/<Module>/<Module>.docc`), relative to
  /// the package root, in order.
  static func catalogPages() throws -> [String] {
    let sources = packageRoot.appendingPathComponent("Sources")
    var pages: [String] = []
    for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
      let catalog = "Sources/\(module)/\(module).docc"
      guard
        let files = FileManager.default.enumerator(
          atPath: packageRoot.appendingPathComponent(catalog).path)
      else { continue }
      for case let file as String in files where file.hasSuffix(".md") {
        pages.append("\(catalog)/\(file)")
      }
    }
    return pages.sorted()
  }

  /// The compiled Swift files that hold the pages' code (`*Snippets*.swift` in any test
  /// target's folder, `Tests/<Target>/`), joined and normalized.
  static func compiledSnippets() throws -> String {
    let tests = packageRoot.appendingPathComponent("Tests")
    var snippets: [String] = []
    for target in try FileManager.default.contentsOfDirectory(atPath: tests.path).sorted() {
      let folder = tests.appendingPathComponent(target)
      guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
        continue
      }
      for name in files.sorted() where name.contains("Snippets") && name.hasSuffix(".swift") {
        snippets.append(normalized(try file(at: "Tests/\(target)/\(name)")))
      }
    }
    return snippets.joined(separator: "\n")
  }

  /// Lines without their indentation, blank lines dropped: indentation is the only freedom.
  static func normalized(_ text: String) -> String {
    text.components(separatedBy: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .joined(separator: "\n")
  }
}
