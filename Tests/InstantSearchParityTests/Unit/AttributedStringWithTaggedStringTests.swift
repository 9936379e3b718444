import Foundation
import SiftCore
import XCTest

// InstantSearch's `NSAttributedString(taggedString:inverted:attributes:)` is Sift's
// `AttributedString(_:inverted:attributes:)`, on every platform; the attribute (InstantSearch's
// red foreground colour, a UIKit or AppKit attribute) is an attribute of the test's own here.
final class AttributedStringWithTaggedStringTests: XCTestCase {
  enum Styled: AttributedStringKey {
    typealias Value = Bool
    static let name = "styled"
  }

  let attributes: AttributeContainer = {
    var attributes = AttributeContainer()
    attributes[Styled.self] = true
    return attributes
  }()

  /// Checks that the string's runs are exactly `ranges` (character offset and length), each
  /// with attributes (styled) or without.
  private func checkRanges(
    string: AttributedString, ranges: [Range<Int>: Bool], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    var seen: [Range<Int>: Bool] = [:]
    for run in string.runs {
      let start = string.characters.distance(from: string.startIndex, to: run.range.lowerBound)
      let length = string.characters[run.range].count
      seen[start..<start + length] = run[Styled.self] ?? false
    }
    XCTAssertEqual(seen, ranges, file: file, line: line)
  }

  func testAttributedString() {
    let highlightedString = HighlightedString(string: "Woodstock is <em>Snoopy</em>'s friend")
    let attributedString = AttributedString(highlightedString, attributes: attributes)
    checkRanges(string: attributedString, ranges: [0..<13: false, 13..<19: true, 19..<28: false])
  }

  func testInvertedAttributedString() {
    let highlightedString = HighlightedString(string: "Woodstock is <em>Snoopy</em>'s friend")
    let attributedString = AttributedString(
      highlightedString, inverted: true, attributes: attributes)
    checkRanges(string: attributedString, ranges: [0..<13: true, 13..<19: false, 19..<28: true])
  }

  func testAttributedStringList() {
    let input = ["aaa<em>bbb</em>ccc", "ddd<em>eee</em>fff"].map { HighlightedString(string: $0) }
    let attributedString = AttributedString(
      input, separator: AttributedString(", "), attributes: attributes)
    checkRanges(
      string: attributedString,
      ranges: [0..<3: false, 3..<6: true, 6..<14: false, 14..<17: true, 17..<20: false])
  }
}
