import Sift
import XCTest

@testable import sift_demo

/// Values as a person reads them in the demo.
final class ValueFormatterTests: XCTestCase {
  func test_numbers_haveThousandsSeparators_andCentsOnlyWhenNotWhole() {
    XCTAssertEqual(ValueFormatter.number(448_798), "448,798")
    XCTAssertEqual(ValueFormatter.number(1_234.5), "1,234.50")
    XCTAssertEqual(ValueFormatter.number(-1_000_000), "-1,000,000")
    XCTAssertEqual(ValueFormatter.number(999), "999")
    XCTAssertEqual(ValueFormatter.number(0.05), "0.05")
  }

  func test_epochSecondsAndMilliseconds_onDateAttributes_readAsDates() {
    let values = ValueFormatter(dateAttributes: ["date"])
    XCTAssertEqual(values.display(.number(1_479_164_400), attribute: "date"), "2016-11-14")
    XCTAssertEqual(values.display(.number(1_391_573_996_175), attribute: "date"), "2014-02-05")
    XCTAssertEqual(values.facetValue("1479164400", attribute: "date"), "2016-11-14")
    XCTAssertEqual(ValueFormatter.date(951_782_400), "2000-02-29", "a leap day")
    XCTAssertEqual(
      values.display(.number(1_479_164_400), attribute: "views"), "1,479,164,400",
      "other attributes keep their numbers")
  }

  func test_booleansReadYesOrNo_andPrefixesApply() {
    let values = ValueFormatter(prefixes: ["price": "$"])
    XCTAssertEqual(values.display(.bool(true), attribute: "free_shipping"), "yes")
    XCTAssertEqual(values.facetValue("false", attribute: "free_shipping"), "no")
    XCTAssertEqual(values.display(.number(1_299.99), attribute: "price"), "$1,299.99")
    XCTAssertEqual(values.facetValue("", attribute: "cook_time"), "(empty)")
    XCTAssertEqual(values.facetValue("4K TV", attribute: "type"), "4K TV")
  }

  func test_attributeNames_readAsTitles() {
    XCTAssertEqual(ValueFormatter.title(of: "free_shipping"), "Free shipping")
    XCTAssertEqual(ValueFormatter.title(of: "duration_range"), "Duration range")
    XCTAssertEqual(ValueFormatter.title(of: "eventName"), "Event name")
    XCTAssertEqual(
      ValueFormatter.title(of: "hierarchicalCategories.lvl0"), "Hierarchical categories lvl0")
  }
}
