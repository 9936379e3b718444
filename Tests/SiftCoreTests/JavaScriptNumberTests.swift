import XCTest

@testable import SiftCore

/// Numbers as JavaScript's `String(n)` writes them (expected values from Node.js 20).
final class JavaScriptNumberTests: XCTestCase {
  func test_string_isJavaScriptsNumberToString() {
    let cases: [(Double, String)] = [
      (0, "0"), (-0.0, "0"), (1, "1"), (-1, "-1"), (10.5, "10.5"),
      (0.1 + 0.2, "0.30000000000000004"), (1e21, "1e+21"), (1e20, "100000000000000000000"),
      (1e-7, "1e-7"), (1e-6, "0.000001"), (0.000001234, "0.000001234"),
      (1.2345678901234568e20, "123456789012345680000"),
      (Double.leastNonzeroMagnitude, "5e-324"),
      (1.7976931348623157e308, "1.7976931348623157e+308"),
      (9_007_199_254_740_992, "9007199254740992"),
      (9_007_199_254_740_994, "9007199254740994"), (1.0 / 3.0, "0.3333333333333333"),
      (-2.5e-8, "-2.5e-8"), (100, "100"), (4.35, "4.35"), (.infinity, "Infinity"),
      (-.infinity, "-Infinity"), (.nan, "NaN"),
    ]
    for (value, expected) in cases {
      XCTAssertEqual(JavaScriptNumber.string(value), expected, "\(value)")
    }
  }

  func test_index_isACanonicalWholeNumber() {
    XCTAssertEqual(JavaScriptNumber.index("0"), 0)
    XCTAssertEqual(JavaScriptNumber.index("150"), 150)
    for text in ["", "01", "-1", "1.0", " 1", "1e3", "x", "99999999999999999999999"] {
      XCTAssertNil(JavaScriptNumber.index(text[...]), text)
    }
  }
}
