import SiftCore
import XCTest

@MainActor
final class FilterStateGroupTests: XCTestCase {
  func testOrGroupAddAll() async {
    var filters = Filters()
    let group = FilterGroup.ID.or(name: "group", filterType: .facet)
    let filter1 = Filter.Facet(attribute: "category", value: "table")
    let filter2 = Filter.Facet(attribute: "category", value: "chair")
    filters.add(contentsOf: [filter1, filter2], toGroupWithID: group)
    XCTAssertTrue(filters.contains(filter1))
    XCTAssertTrue(filters.contains(filter2))

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "category":"chair" OR "category":"table" )
      """)

    let filterState = FilterState()
    filterState[or: "disjusnctiveGroup"].add(Filter.Facet(attribute: "brand", value: "samsung"))
  }

  func testAndGroupAddAll() async {
    var filters = Filters()
    let group = FilterGroup.ID.and(name: "group")
    let filterPrice = Filter.Numeric(attribute: "price", operator: .greaterThan, value: 10)
    let filterSize = Filter.Numeric(attribute: "size", operator: .greaterThan, value: 20)
    filters.add(contentsOf: [filterPrice, filterSize], toGroupWithID: group)
    XCTAssertTrue(filters.contains(filterPrice))
    XCTAssertTrue(filters.contains(filterSize))

    XCTAssertEqual(
      filters.algoliaFilters,
      """
      ( "price" > 10.0 AND "size" > 20.0 )
      """)
  }
}
