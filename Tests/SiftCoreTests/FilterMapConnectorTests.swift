import SiftCore
import SiftTesting
import XCTest

@MainActor
final class FilterMapConnectorTests: XCTestCase {
  private let freeShipping = Filter.facet(Filter.Facet(attribute: "free_shipping", boolValue: true))
  private let onSale = Filter.tag(Filter.Tag(value: "sale"))

  private var items: [NamedFilter] {
    [
      NamedFilter("All"), NamedFilter("Free shipping", freeShipping),
      NamedFilter("On sale", onSale),
    ]
  }

  func test_pickingASegment_replacesTheMapsFilter_inOneSearch() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let segments = UserMenu()
    let connector = FilterMapConnector(
      filterState: filterState, items: items, groupName: "deals", controller: segments)
    connector.connect()
    XCTAssertEqual(segments.labels, ["All", "Free shipping", "On sale"])
    XCTAssertEqual(segments.selected, 0, "no filter: All")
    segments.onClick?(1)
    await searcher.settled()
    segments.onClick?(2)
    await searcher.settled()
    XCTAssertEqual(filterState.algoliaFilters, #"( "_tags":"sale" )"#)
    XCTAssertEqual(segments.selected, 2)
    XCTAssertEqual(service.receivedCallCount, 2)
    segments.onClick?(0)
    XCTAssertTrue(filterState.isEmpty)
    XCTAssertEqual(segments.selected, 0)
    XCTAssertEqual(String(describing: type(of: connector)), "FilterMapConnector")
  }

  func test_orOperator_keepsTheChoiceInAnOrGroup_andSelectedAppliesAtOnce() async {
    let filterState = FilterState()
    let small = Filter.facet(Filter.Facet(attribute: "size", stringValue: "S"))
    let large = Filter.facet(Filter.Facet(attribute: "size", stringValue: "L"))
    let connector = FilterMapConnector(
      filterState: filterState, items: [NamedFilter("S", small), NamedFilter("L", large)],
      operator: .or, groupName: "size", selected: 1)
    let orGroup = FilterGroup.ID.or(name: "size", filterType: .facet)
    XCTAssertEqual(connector.groupID, orGroup)
    XCTAssertEqual(filterState.getFilters(forGroupWithID: orGroup), [large])
    XCTAssertEqual(connector.interactor.selected, 1)
    connector.interactor.computeSelected(selected: 0)
    XCTAssertEqual(filterState.getFilters(forGroupWithID: orGroup), [small])
    XCTAssertTrue(filterState.getFilters(forGroupWithID: .and(name: "size")).isEmpty)
  }

  func test_aFilterSetElsewhere_selectsItsSegment_andOtherFiltersOfTheGroupStay() async {
    let filterState = FilterState()
    let other = Filter.facet(Filter.Facet(attribute: "brand", value: "Apple"))
    let segments = UserMenu()
    let connector = FilterMapConnector(
      filterState: filterState, items: items, groupName: "deals", controller: segments)
    connector.connect()
    filterState[and: "deals"].add(freeShipping)
    XCTAssertEqual(segments.selected, 1)
    filterState[and: "deals"].add(other)
    segments.onClick?(0)
    XCTAssertEqual(filterState.getFilters(forGroupWithID: .and(name: "deals")), [other])
  }

  func test_disconnect_releasesTheController() async {
    let filterState = FilterState()
    var segments: UserMenu? = UserMenu()
    weak let weakSegments = segments
    let connector = FilterMapConnector(
      filterState: filterState, items: items, groupName: "deals", controller: segments!)
    connector.connect()
    connector.disconnect()
    XCTAssertNil(segments?.onClick)
    segments = nil
    XCTAssertNil(weakSegments)
    XCTAssertEqual(filterState.onChange.subscriptionCount, 0)
  }
}
