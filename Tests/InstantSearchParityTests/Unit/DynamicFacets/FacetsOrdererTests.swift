import SiftCore
import XCTest

// InstantSearch's `FacetsOrderer(facetOrder:facets:)()` is Sift's `FacetOrdering.ordered(_:)`,
// which takes the facet counts of a response.
final class FacetsOrdererTests: XCTestCase {
  let facets: [String: [FacetValue]] = [
    "size": [
      FacetValue(value: "XS", count: 82),
      FacetValue(value: "L", count: 81),
      FacetValue(value: "XXXL", count: 73),
      FacetValue(value: "XXL", count: 71),
      FacetValue(value: "M", count: 67),
      FacetValue(value: "S", count: 67),
      FacetValue(value: "XL", count: 67),
    ],
    "brand": [
      FacetValue(value: "Dyson", count: 53),
      FacetValue(value: "Sony", count: 53),
      FacetValue(value: "Apple", count: 51),
      FacetValue(value: "Uniqlo", count: 43),
    ],
    "color": [
      FacetValue(value: "yellow", count: 65),
      FacetValue(value: "blue", count: 63),
      FacetValue(value: "red", count: 58),
      FacetValue(value: "violet", count: 55),
      FacetValue(value: "orange", count: 54),
      FacetValue(value: "green", count: 48),
    ],
    "country": [
      FacetValue(value: "Spain", count: 31),
      FacetValue(value: "Finland", count: 27),
      FacetValue(value: "Germany", count: 27),
      FacetValue(value: "UK", count: 26),
      FacetValue(value: "Italy", count: 25),
      FacetValue(value: "France", count: 23),
      FacetValue(value: "Denmark", count: 22),
      FacetValue(value: "USA", count: 19),
    ],
  ]

  func withOrder(_ facetOrder: FacetOrdering) -> [AttributedFacets] {
    facetOrder.ordered(
      facets.mapValues { values in
        Dictionary(uniqueKeysWithValues: values.map { ($0.value, $0.count) })
      })
  }

  func testStrictFacetsOrder() {
    let facets: [String] = ["size", "brand", "color", "country"].shuffled()
    let order = FacetOrdering(facets: FacetsOrder(order: facets), values: [:])
    XCTAssertEqual(withOrder(order).map(\.attribute.name), facets)
  }

  func testPartialFacetsOrder() {
    let facets: [String] = ["size", "country"]
    let order = FacetOrdering(facets: FacetsOrder(order: facets), values: [:])
    XCTAssertEqual(withOrder(order).map(\.attribute.name), facets)
  }

  func testStrictFacetValuesOrder() {
    let countries = ["UK", "France", "USA", "Germany", "Finland", "Denmark", "Italy", "Spain"]
      .shuffled()
    let order = FacetOrdering(
      facets: FacetsOrder(order: ["country"]),
      values: ["country": FacetValuesOrder(order: countries, sortRemainingBy: .hidden)])
    XCTAssertEqual(
      withOrder(order).first(where: { $0.attribute == "country" })?.facets.map(\.value),
      countries)
  }

  func testPartialFacetValuesOrder() {
    let countries = ["UK", "France", "USA"].shuffled()
    let order = FacetOrdering(
      facets: FacetsOrder(order: ["country"]),
      values: ["country": FacetValuesOrder(order: countries, sortRemainingBy: .hidden)])
    XCTAssertEqual(
      withOrder(order).first(where: { $0.attribute == "country" })?.facets.map(\.value),
      countries)
  }

  func testPartiallyStrictFacetValuesOrder() {
    let countries = ["UK", "France", "USA"]
    let order = FacetOrdering(
      facets: FacetsOrder(order: ["country"]),
      values: ["country": FacetValuesOrder(order: countries, sortRemainingBy: .alpha)])
    XCTAssertEqual(
      withOrder(order).first(where: { $0.attribute == "country" })?.facets.map(\.value),
      countries + ["Germany", "Finland", "Denmark", "Italy", "Spain"].sorted())
  }

  func testSortFacetValuesByCount() {
    let expectedFacetValues = facets["country"]?.sorted(by: { $0.count > $1.count }).map(\.value)
    let order = FacetOrdering(
      facets: FacetsOrder(order: ["country"]),
      values: ["country": FacetValuesOrder(order: [], sortRemainingBy: .count)])
    XCTAssertEqual(
      withOrder(order).first(where: { $0.attribute == "country" })?.facets.map(\.value),
      expectedFacetValues)
  }
}
