import SiftCore
import XCTest

final class FilterGroupCollectionsTests: XCTestCase {
  func testConversion() {
    let andGroup = FilterGroup(
      id: .and(name: "and"),
      filters: [
        .tag(Filter.Tag(value: "tag")),
        .numeric(Filter.Numeric(attribute: "size", operator: .equals, value: 40)),
        .facet(Filter.Facet(attribute: "brand", stringValue: "sony")),
      ])

    let orGroup = FilterGroup(
      id: .or(name: "or", filterType: .facet),
      filters: [
        .facet(Filter.Facet(attribute: "brand", stringValue: "philips")),
        .facet(Filter.Facet(attribute: "diagonal", numberValue: 42)),
        .facet(Filter.Facet(attribute: "featured", boolValue: true)),
      ])

    let groups = [andGroup, orGroup]

    XCTAssertEqual(
      groups.algoliaFilters,
      "( \"_tags\":\"tag\" AND \"size\" = 40.0 AND \"brand\":\"sony\" ) AND ( \"brand\":\"philips\" OR \"diagonal\":42.0 OR \"featured\":true )"
    )
  }
}
