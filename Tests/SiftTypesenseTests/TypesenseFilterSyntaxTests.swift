import XCTest

@testable import SiftTypesense

/// Values as `filter_by` writes them.
final class TypesenseFilterSyntaxTests: XCTestCase {
  func test_numbers_areWrittenInPlainDecimals_neverWithAnExponent() {
    XCTAssertEqual(TypesenseFilterSyntax.number(42), "42")
    XCTAssertEqual(TypesenseFilterSyntax.number(-3), "-3")
    XCTAssertEqual(TypesenseFilterSyntax.number(19.99), "19.99")
    XCTAssertEqual(TypesenseFilterSyntax.number(1.5e-7), "0.00000015")
    XCTAssertEqual(TypesenseFilterSyntax.number(-2.5e-5), "-0.000025")
    XCTAssertEqual(TypesenseFilterSyntax.number(1.5e20), "150000000000000000000")
    XCTAssertEqual(TypesenseFilterSyntax.number(1e300).count, 301)
  }

  func test_strings_areBackquoted_withoutBackquotesInside() {
    XCTAssertEqual(TypesenseFilterSyntax.string("New York, NY"), "`New York, NY`")
    XCTAssertEqual(TypesenseFilterSyntax.string("a`b``c"), "`abc`")
    XCTAssertEqual(TypesenseFilterSyntax.string(""), "``")
  }
}
