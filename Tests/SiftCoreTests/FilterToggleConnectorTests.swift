import SiftCore
import SiftTesting
import XCTest

@MainActor
final class FilterToggleConnectorTests: XCTestCase {
  private let freeShipping = Filter.Facet(attribute: "free_shipping", boolValue: true)

  func test_toggling_addsAndRemovesTheFilter_inTheGroupNamedAfterItsAttribute() async {
    let filterState = FilterState()
    let toggle = UserSwitch()
    let connector = FilterToggleConnector(
      filterState: filterState, filter: freeShipping, controller: toggle)
    connector.connect()
    XCTAssertEqual(toggle.title, "free_shipping", "the default label, as InstantSearch's")
    XCTAssertFalse(toggle.isOn)
    toggle.onClick?(true)
    XCTAssertEqual(filterState.algoliaFilters, #"( "free_shipping":true )"#)
    XCTAssertTrue(filterState[and: "free_shipping"].contains(freeShipping))
    XCTAssertTrue(toggle.isOn)
    toggle.onClick?(false)
    XCTAssertTrue(filterState.isEmpty)
    XCTAssertFalse(toggle.isOn)
  }

  func test_aFilterAddedElsewhere_turnsItOn() async {
    let filterState = FilterState()
    let toggle = UserSwitch()
    let connector = FilterToggleConnector(
      filterState: filterState, filter: freeShipping, controller: toggle
    ) { _ in "Free shipping" }
    connector.connect()
    filterState[and: "free_shipping"].add(freeShipping)
    XCTAssertTrue(toggle.isOn)
    XCTAssertEqual(toggle.title, "Free shipping")
  }

  func test_aToggleBetweenTwoFilters_appliesTheDefaultWhileOff_oneSearchPerToggle() async {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let newOnly = Filter.Numeric(attribute: "year", operator: .greaterThanOrEqual, value: 2020)
    let all = Filter.Numeric(attribute: "year", operator: .greaterThanOrEqual, value: 0)
    let toggle = UserSwitch()
    let connector = FilterToggleConnector(
      filterState: filterState, filter: newOnly, defaultFilter: all, controller: toggle)
    connector.connect()
    await searcher.settled()
    XCTAssertEqual(filterState.algoliaFilters, #"( "year" >= 0.0 )"#, "the default while off")
    let before = service.receivedCallCount
    toggle.onClick?(true)
    await searcher.settled()
    XCTAssertEqual(filterState.algoliaFilters, #"( "year" >= 2020.0 )"#)
    XCTAssertEqual(service.receivedCallCount - before, 1)
    toggle.onClick?(false)
    XCTAssertEqual(filterState.algoliaFilters, #"( "year" >= 0.0 )"#)
  }

  func test_orOperator_andGroupName() async {
    let filterState = FilterState()
    let connector = FilterToggleConnector(
      filterState: filterState, filter: freeShipping, operator: .or, groupName: "deals")
    connector.connect()
    connector.interactor.toggle()
    XCTAssertEqual(
      filterState.getFilters(forGroupWithID: .or(name: "deals", filterType: .facet)),
      [.facet(freeShipping)])
  }

  func test_disconnect_releasesTheController() async {
    let filterState = FilterState()
    var toggle: UserSwitch? = UserSwitch()
    weak let weakToggle = toggle
    let connector = FilterToggleConnector(
      filterState: filterState, filter: freeShipping, controller: toggle!)
    connector.connect()
    connector.disconnect()
    XCTAssertNil(toggle?.onClick)
    toggle = nil
    XCTAssertNil(weakToggle)
    XCTAssertEqual(filterState.onChange.subscriptionCount, 0)
  }
}
