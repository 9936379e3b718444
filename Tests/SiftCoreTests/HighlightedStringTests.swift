import SiftCore
import SiftTestSupport
import XCTest

final class HighlightedStringTests: XCTestCase {
  private typealias Segment = HighlightedString.Segment

  func test_plainText_hasOneUnhighlightedSegment() {
    let value = HighlightedString(string: "plain text")
    XCTAssertEqual(value.string, "plain text")
    XCTAssertEqual(value.segments, [Segment("plain text", isHighlighted: false)])
    XCTAssertEqual(value.taggedRanges, [])
    XCTAssertEqual(value.original, "plain text")
  }

  func test_defaultTags_splitIntoSegmentsAndRanges() {
    let value = HighlightedString(string: "Amazon <em>Ech</em>o and <em>Dot</em>")
    XCTAssertEqual(value.string, "Amazon Echo and Dot")
    XCTAssertEqual(
      value.segments,
      [
        Segment("Amazon ", isHighlighted: false), Segment("Ech", isHighlighted: true),
        Segment("o and ", isHighlighted: false), Segment("Dot", isHighlighted: true),
      ])
    XCTAssertEqual(value.taggedRanges.map { String(value.string[$0]) }, ["Ech", "Dot"])
    XCTAssertEqual(value.untaggedRanges.map { String(value.string[$0]) }, ["Amazon ", "o and "])
  }

  func test_nestedTags_highlightTheWholeOuterRun() {
    let value = HighlightedString(string: "x<em>a<em>b</em>c</em>y")
    XCTAssertEqual(
      value.segments,
      [
        Segment("x", isHighlighted: false), Segment("abc", isHighlighted: true),
        Segment("y", isHighlighted: false),
      ])
  }

  func test_deeplyNestedTags_parseWithoutRecursion_onASmallStack() {
    let tagged =
      "a" + String(repeating: "<em>", count: 50_000) + "b"
      + String(repeating: "</em>", count: 50_000) + "c"
    let segments = SmallStackThread.run { HighlightedString(string: tagged).segments }
    XCTAssertEqual(
      segments,
      [
        Segment("a", isHighlighted: false), Segment("b", isHighlighted: true),
        Segment("c", isHighlighted: false),
      ])
  }

  func test_customTags() {
    let value = HighlightedString(
      string: "a <mark>b</mark> c", preTag: "<mark>", postTag: "</mark>")
    XCTAssertEqual(value.string, "a b c")
    XCTAssertEqual(value.taggedRanges.map { String(value.string[$0]) }, ["b"])
    let same = HighlightedString(string: "__x__ y __z", preTag: "__", postTag: "__")
    XCTAssertEqual(same.taggedRanges.map { String(same.string[$0]) }, ["x", "z"])
  }

  func test_unclosedTag_runsToTheEnd() {
    let value = HighlightedString(string: "ab<em>cd")
    XCTAssertEqual(
      value.segments, [Segment("ab", isHighlighted: false), Segment("cd", isHighlighted: true)])
  }

  func test_strayPostTag_isIgnored() {
    let value = HighlightedString(string: "ab</em>cd <em>e</em>")
    XCTAssertEqual(value.string, "abcd e")
    XCTAssertEqual(
      value.segments, [Segment("abcd ", isHighlighted: false), Segment("e", isHighlighted: true)])
  }

  func test_entities_areDecodedAfterTagsAreFound() {
    let value = HighlightedString(
      string: "Tom &amp; Jerry &lt;em&gt; &quot;q&quot; &#39;a&#x27; &apos;b&apos; "
        + "&#233;&#xE9; &nbsp; &#xZZ; &; &#0; <em>&lt;3</em>")
    XCTAssertEqual(value.string, "Tom & Jerry <em> \"q\" 'a' 'b' éé &nbsp; &#xZZ; &; &#0; <3")
    XCTAssertEqual(value.taggedRanges.map { String(value.string[$0]) }, ["<3"])
  }

  func test_rangesAreCorrectWithMultibyteText() {
    let value = HighlightedString(string: "café <em>crème</em> 😀<em>ü</em>")
    XCTAssertEqual(value.taggedRanges.map { String(value.string[$0]) }, ["crème", "ü"])
  }

  func test_inverted_flipsHighlighting() {
    let value = HighlightedString(string: "<em>ap</em>ple & pie")
    let inverted = value.inverted()
    XCTAssertEqual(inverted.string, "apple & pie")
    XCTAssertEqual(
      inverted.segments,
      [Segment("ap", isHighlighted: false), Segment("ple & pie", isHighlighted: true)])
    XCTAssertEqual(inverted.taggedString, "ap<em>ple &amp; pie</em>")
    XCTAssertEqual(inverted.inverted().segments, value.segments)
    XCTAssertEqual(HighlightedString(string: "none").inverted().taggedString, "<em>none</em>")
  }

  func test_segmentsInit_normalizesAndRoundTrips() {
    let value = HighlightedString(
      segments: [
        Segment("a", isHighlighted: true), Segment("", isHighlighted: false),
        Segment("b", isHighlighted: true), Segment("<c>", isHighlighted: false),
      ], preTag: "[", postTag: "]")
    XCTAssertEqual(value.taggedString, "[ab]&lt;c&gt;")
    XCTAssertEqual(
      HighlightedString(string: value.taggedString, preTag: "[", postTag: "]").segments,
      value.segments)
  }

  func test_emptyTags_disableParsing() {
    let value = HighlightedString(string: "a<em>b", preTag: "", postTag: "")
    XCTAssertEqual(value.segments, [Segment("a<em>b", isHighlighted: false)])
    XCTAssertEqual(HighlightedString(string: "").segments, [])
  }
}
