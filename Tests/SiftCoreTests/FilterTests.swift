import SiftCore
import XCTest

/// Rendering of single filters, in Algolia's `filters` syntax and the legacy array forms.
final class FilterTests: XCTestCase {
  func test_facet_rendersQuotedAttributeAndValue() {
    XCTAssertEqual(
      Filter.Facet(attribute: "brand", value: "Apple").algoliaFilters, #""brand":"Apple""#)
  }

  func test_facet_escapesQuotesAndBackslashes() {
    let filter = Filter.Facet(attribute: #"the "name""#, value: #"5" \ screen"#)
    XCTAssertEqual(filter.algoliaFilters, #""the \"name\"":"5\" \\ screen""#)
  }

  func test_facet_rendersNumbersAsSwiftDoubles_andBooleans() {
    XCTAssertEqual(Filter.Facet(attribute: "a", value: 42).algoliaFilters, #""a":42.0"#)
    XCTAssertEqual(Filter.Facet(attribute: "a", numberValue: -1.5).algoliaFilters, #""a":-1.5"#)
    XCTAssertEqual(Filter.Facet(attribute: "a", value: true).algoliaFilters, #""a":true"#)
    XCTAssertEqual(Filter.Facet(attribute: "a", boolValue: false).algoliaFilters, #""a":false"#)
  }

  func test_facet_rendersScoreAndNegation() {
    let filter = Filter.Facet(attribute: "brand", value: "Sony", isNegated: true, score: 3)
    XCTAssertEqual(filter.algoliaFilters, #"NOT "brand":"Sony"<score=3>"#)
  }

  func test_numeric_rendersComparisonsAndRanges() {
    XCTAssertEqual(
      Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10).algoliaFilters,
      #""price" > 10.0"#)
    XCTAssertEqual(
      Filter.Numeric(attribute: "price", operator: .notEquals, value: 3.5, isNegated: true)
        .algoliaFilters,
      #"NOT "price" != 3.5"#)
    XCTAssertEqual(
      Filter.Numeric(attribute: "size", range: 15...20).algoliaFilters, #""size":15.0 TO 20.0"#)
    for op in Filter.Numeric.Operator.allCases {
      XCTAssertEqual(
        Filter.Numeric(attribute: "p", operator: op, value: 1).algoliaFilters,
        "\"p\" \(op.rawValue) 1.0")
    }
  }

  func test_tag_rendersUnderTagsAttribute() {
    XCTAssertEqual(Filter.Tag(value: "featured").algoliaFilters, #""_tags":"featured""#)
    XCTAssertEqual(
      Filter.Tag(value: "a\"b", isNegated: true).algoliaFilters, #"NOT "_tags":"a\"b""#)
  }

  func test_legacyForms() {
    XCTAssertEqual(Filter.Facet(attribute: "brand", value: "Apple").legacyForm, "brand:Apple")
    XCTAssertEqual(
      Filter.Facet(attribute: "brand", value: "Apple", isNegated: true).legacyForm,
      "brand:-Apple")
    XCTAssertEqual(
      Filter.Facet(attribute: "brand", value: "Sony", score: 2).legacyForm, "brand:Sony<score=2>")
    XCTAssertEqual(Filter.Facet(attribute: "count", value: -12).legacyForm, #"count:\-12.0"#)
    XCTAssertEqual(
      Filter.Facet(attribute: "name", value: "-dash", isNegated: true).legacyForm,
      #"name:-\-dash"#)
    XCTAssertEqual(Filter.Tag(value: "promo").legacyForm, "promo")
    XCTAssertEqual(Filter.Tag(value: "promo", isNegated: true).legacyForm, "-promo")
    XCTAssertEqual(
      Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10).legacyForm,
      ["price>10.0"])
    XCTAssertEqual(
      Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10, isNegated: true)
        .legacyForm,
      ["price<=10.0"])
    XCTAssertEqual(
      Filter.Numeric(attribute: "price", range: 10...20).legacyForm, ["price:10.0 TO 20.0"])
    XCTAssertEqual(
      Filter.Numeric(attribute: "price", range: 10...20, isNegated: true).legacyForm,
      ["price<10.0", "price>20.0"])
  }

  func test_typeErasure_roundTripsAndNegates() {
    let facet = Filter.Facet(attribute: "brand", value: "Apple")
    let filter = Filter(facet)
    XCTAssertEqual(Filter.Facet(filter), facet)
    XCTAssertNil(Filter.Numeric(filter))
    XCTAssertEqual(filter.attribute, "brand")
    XCTAssertEqual(filter.filterType, .facet)
    XCTAssertTrue(filter.negated().isNegated)
    XCTAssertEqual(Filter(Filter.Tag(value: "t")).attribute, "_tags")
    let set: Set<Filter> = [filter, Filter(facet), .tag(Filter.Tag(value: "t"))]
    XCTAssertEqual(set.count, 2)
  }

  func test_operatorInversion_complementsEveryComparison() {
    for op in Filter.Numeric.Operator.allCases {
      for value in [-1.0, 0, 1] {
        XCTAssertNotEqual(op.compare(value, 0), op.inversion.compare(value, 0), "\(op) \(value)")
      }
    }
  }
}
