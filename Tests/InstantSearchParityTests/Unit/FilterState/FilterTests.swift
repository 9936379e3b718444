import Foundation
import SiftCore
import XCTest

final class FilterTests: XCTestCase {
  func testFilterFacetVariants() {
    testFilterFacet(with: "value")
    testFilterFacet(with: 10)
    testFilterFacet(with: true)
  }

  func testFilterFacet(with value: Filter.Facet.Value) {
    let attribute: Attribute = "a"
    var facetFilter = Filter.Facet(attribute: attribute, value: value)
    let renderedValue: String
    switch value {
    case .string(let string): renderedValue = "\"\(string)\""
    case .number(let number): renderedValue = "\(number)"
    case .bool(let bool): renderedValue = "\(bool)"
    }
    let expected = "\"\(attribute)\":\(renderedValue)"
    XCTAssertEqual(facetFilter.attribute, attribute)
    XCTAssertEqual(facetFilter.algoliaFilters, expected)
    XCTAssertFalse(facetFilter.isNegated)
    XCTAssertEqual(facetFilter.value, value)
    facetFilter.not()
    XCTAssertTrue(facetFilter.isNegated)
    XCTAssertEqual(facetFilter.algoliaFilters, "NOT \(expected)")
  }

  func testFilterNumericComparisonConstruction() {
    let attribute: Attribute = "a"
    let value: Double = 10
    let op: Filter.Numeric.Operator = .equals
    let expected = "\"\(attribute)\" \(op.rawValue) \(value)"
    var numericFilter = Filter.Numeric(attribute: attribute, operator: op, value: value)
    XCTAssertEqual(numericFilter.attribute, attribute)
    XCTAssertEqual(numericFilter.algoliaFilters, expected)
    XCTAssertFalse(numericFilter.isNegated)
    numericFilter.not()
    XCTAssertTrue(numericFilter.isNegated)
    XCTAssertEqual(numericFilter.algoliaFilters, "NOT \(expected)")
  }

  func testFilterNumericRangeConstruction() {
    let attribute: Attribute = "a"
    let range: ClosedRange<Double> = 0...10
    let expected = "\"\(attribute)\":\(range.lowerBound) TO \(range.upperBound)"
    var numericFilter = Filter.Numeric(attribute: attribute, range: range)
    XCTAssertEqual(numericFilter.attribute, attribute)
    XCTAssertEqual(numericFilter.algoliaFilters, expected)
    XCTAssertFalse(numericFilter.isNegated)
    numericFilter.not()
    XCTAssertTrue(numericFilter.isNegated)
    XCTAssertEqual(numericFilter.algoliaFilters, "NOT \(expected)")
  }

  func testTimeStamp() {
    let timeStamp = Date().timeIntervalSince1970
    let numericFilter = Filter.Numeric(
      attribute: "beginDate", operator: .greaterThan, value: timeStamp)
    XCTAssertEqual(numericFilter.algoliaFilters, "\"beginDate\" > \(timeStamp)")
  }

  func testFilterTagConstruction() {
    let value = "a"
    let attribute = Filter.Tag.tagsAttribute
    let expected = "\"\(attribute)\":\"\(value)\""
    var tagFilter = Filter.Tag(value: value)
    XCTAssertEqual(tagFilter.attribute, attribute)
    XCTAssertEqual(tagFilter.algoliaFilters, expected)
    XCTAssertFalse(tagFilter.isNegated)
    tagFilter.not()
    XCTAssertTrue(tagFilter.isNegated)
    XCTAssertEqual(tagFilter.algoliaFilters, "NOT \(expected)")
  }

  func testInversion() {
    let boolFacet = Filter.Facet(attribute: "a", value: true)
    XCTAssertFalse(boolFacet.isNegated)
    XCTAssertTrue((!boolFacet).isNegated)
    XCTAssertEqual(!boolFacet, Filter.Facet(attribute: "a", value: true, isNegated: true))

    let numberFacet = Filter.Facet(attribute: "a", value: 1)
    XCTAssertFalse(numberFacet.isNegated)
    XCTAssertTrue((!numberFacet).isNegated)
    XCTAssertEqual(!numberFacet, Filter.Facet(attribute: "a", value: 1, isNegated: true))

    let stringFacet = Filter.Facet(attribute: "a", value: "b")
    XCTAssertFalse(stringFacet.isNegated)
    XCTAssertTrue((!stringFacet).isNegated)
    XCTAssertEqual(!stringFacet, Filter.Facet(attribute: "a", value: "b", isNegated: true))

    let tag = Filter.Tag(value: "a")
    XCTAssertFalse(tag.isNegated)
    XCTAssertTrue((!tag).isNegated)
    XCTAssertEqual(!tag, Filter.Tag(value: "a", isNegated: true))

    let comparison = Filter.Numeric(attribute: "a", operator: .equals, value: 10)
    XCTAssertFalse(comparison.isNegated)
    XCTAssertTrue((!comparison).isNegated)
    XCTAssertEqual(
      !comparison, Filter.Numeric(attribute: "a", operator: .equals, value: 10, isNegated: true))

    let range = Filter.Numeric(attribute: "a", range: 0...10)
    XCTAssertFalse(range.isNegated)
    XCTAssertTrue((!range).isNegated)
    XCTAssertEqual(!range, Filter.Numeric(attribute: "a", range: 0...10, isNegated: true))
  }

  func testEscapingDoubleQuotes() {
    let facetFilter = Filter.Facet(attribute: "type", value: "45\"-50\"  tv's")
    XCTAssertEqual(facetFilter.algoliaFilters, "\"type\":\"45\\\"-50\\\"  tv's\"")

    let tagFilter = Filter.Tag(stringLiteral: "45\"-50\"  tv's")
    XCTAssertEqual(tagFilter.algoliaFilters, "\"_tags\":\"45\\\"-50\\\"  tv's\"")
  }
}
