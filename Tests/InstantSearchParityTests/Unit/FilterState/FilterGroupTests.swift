import SiftCore
import XCTest

final class FilterGroupTests: XCTestCase {
  func testAndGroupSingle() {
    let group = FilterGroup(id: .and(name: ""), filters: [.tag(Filter.Tag(value: "tag"))])

    XCTAssertEqual(group.algoliaFilters, "( \"_tags\":\"tag\" )")
  }

  func testAndGroupMultiple() {
    let filters: [Filter] = [
      .tag(Filter.Tag(value: "tag")),
      .numeric(Filter.Numeric(attribute: "size", operator: .equals, value: 40)),
      .facet(Filter.Facet(attribute: "brand", stringValue: "sony")),
    ]
    let group = FilterGroup(id: .and(name: ""), filters: filters)

    XCTAssertEqual(
      group.algoliaFilters, "( \"_tags\":\"tag\" AND \"size\" = 40.0 AND \"brand\":\"sony\" )")
  }

  func testOrGroupSingle() {
    let group = FilterGroup(
      id: .or(name: "", filterType: .facet),
      filters: [.facet(Filter.Facet(attribute: "brand", stringValue: "philips"))])

    XCTAssertEqual(group.algoliaFilters, "( \"brand\":\"philips\" )")
  }

  func testOrGroupMultiple() {
    let filters: [Filter] = [
      .facet(Filter.Facet(attribute: "brand", stringValue: "philips")),
      .facet(Filter.Facet(attribute: "diagonal", numberValue: 42)),
      .facet(Filter.Facet(attribute: "featured", boolValue: true)),
    ]

    let group = FilterGroup(id: .or(name: "", filterType: .facet), filters: filters)

    XCTAssertEqual(
      group.algoliaFilters,
      "( \"brand\":\"philips\" OR \"diagonal\":42.0 OR \"featured\":true )")
  }
}
