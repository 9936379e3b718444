import SiftCore
import XCTest

final class FacetOrderingTests: XCTestCase {
  private let facets: [String: [String: Int]] = [
    "brand": ["Apple": 9, "Sony": 1, "LG": 4, "Acme": 4],
    "color": ["red": 3, "blue": 5],
    "size": ["M": 2],
  ]

  func test_attributesFollowTheOrder_unlistedOnesAreHidden() {
    let ordering = FacetOrdering(facets: FacetsOrder(order: ["color", "brand", "missing"]))
    XCTAssertEqual(ordering.ordered(facets).map(\.attribute), ["color", "brand"])
  }

  func test_aWildcard_standsForTheOtherAttributes_byName() {
    let ordering = FacetOrdering(facets: FacetsOrder(order: ["size", "*"]))
    XCTAssertEqual(ordering.ordered(facets).map(\.attribute), ["size", "brand", "color"])
  }

  func test_pinnedValuesFirst_thenRemainingByCount_byDefault() {
    let ordering = FacetOrdering(
      facets: FacetsOrder(order: ["brand"]),
      values: ["brand": FacetValuesOrder(order: ["Sony"])])
    XCTAssertEqual(
      ordering.ordered(facets).first?.facets.map(\.value), ["Sony", "Apple", "Acme", "LG"])
  }

  func test_remainingAlphabetically_hidden_andHiddenValues() {
    let alpha = FacetOrdering(
      facets: FacetsOrder(order: ["brand"]),
      values: ["brand": FacetValuesOrder(order: ["Sony"], sortRemainingBy: .alpha, hide: ["LG"])])
    XCTAssertEqual(alpha.ordered(facets).first?.facets.map(\.value), ["Sony", "Acme", "Apple"])
    let hidden = FacetOrdering(
      facets: FacetsOrder(order: ["brand"]),
      values: ["brand": FacetValuesOrder(order: ["LG", "Sony"], sortRemainingBy: .hidden)])
    XCTAssertEqual(hidden.ordered(facets).first?.facets.map(\.value), ["LG", "Sony"])
  }
}
