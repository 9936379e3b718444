import XCTest

@testable import sift_demo

/// Styling, measuring and cutting terminal text.
final class ANSITests: XCTestCase {
  func test_width_countsWideCharactersAsTwoColumns_andStylingAsNone() {
    XCTAssertEqual(ANSI.width("テレビ"), 6)
    XCTAssertEqual(ANSI.width(ANSI.bold + "ａｂ" + ANSI.reset + "c"), 5)
    XCTAssertEqual(ANSI.width("e\u{301}"), 1, "a combining mark takes no column")
    XCTAssertEqual(ANSI.width("👍🏽"), 2)
  }

  func test_fit_cutsAtTheColumn_leavingOutAWideCharacterThatWouldStraddleIt() {
    XCTAssertEqual(ANSI.strip(ANSI.fit("テレビ", width: 5)), "テレ ")
    XCTAssertEqual(ANSI.width(ANSI.fit("テレビ", width: 5)), 5)
    XCTAssertEqual(ANSI.strip(ANSI.fit("ab", width: 4)), "ab  ")
  }

  func test_escapingControls_writesEveryControlCharacterAsAnEscape() {
    XCTAssertEqual(
      ANSI.escapingControls("a\u{1B}[31mb\u{07}\u{7F}\u{9B}\nc"),
      #"a\u{1B}[31mb\u{7}\u{7F}\u{9B}\u{A}c"#)
    XCTAssertEqual(ANSI.escapingControls("plain テレビ"), "plain テレビ")
  }
}
