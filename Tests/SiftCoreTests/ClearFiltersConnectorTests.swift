import SiftCore
import SiftTesting
import XCTest

@MainActor
final class ClearFiltersConnectorTests: XCTestCase {
  private func makeFilterState() throws -> FilterState {
    let filterState = FilterState()
    filterState.edit { state in
      state[or: "brand", Filter.Facet.self].add(Filter.Facet(attribute: "brand", value: "Apple"))
      state[and: "price"].add(Filter.Numeric(attribute: "price", range: 10...50))
      state[and: "tags"].add(Filter.Tag(value: "sale"))
    }
    try filterState[hierarchical: "categories"].select(
      "Cameras", in: HierarchicalFacet(attributePrefix: "categories", levels: 2))
    return filterState
  }

  func test_specifiedGroups_areCleared_inOneSearch() async throws {
    let filterState = try makeFilterState()
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.connectFilterState(filterState)
    let button = UserClearButton()
    let connector = ClearFiltersConnector(
      filterState: filterState,
      groupIDs: [.or(name: "brand", filterType: .facet), .and(name: "price")], controller: button)
    connector.connect()
    button.onClick?()
    await searcher.settled()
    XCTAssertEqual(service.receivedCallCount, 1)
    XCTAssertEqual(
      filterState.algoliaFilters, #"( "categories.lvl0":"Cameras" ) AND ( "_tags":"sale" )"#)
  }

  func test_exceptMode_clearsEveryOtherGroup_hierarchicalPathIncluded() async throws {
    let filterState = try makeFilterState()
    let button = UserClearButton()
    let connector = ClearFiltersConnector(
      filterState: filterState, groupIDs: [.and(name: "price")], mode: .except,
      controller: button)
    connector.connect()
    button.onClick?()
    XCTAssertEqual(filterState.algoliaFilters, #"( "price":10.0 TO 50.0 )"#)
    XCTAssertTrue(filterState[hierarchical: "categories"].path.isEmpty)
  }

  func test_noGroupSpecified_clearsEverything() async throws {
    let filterState = try makeFilterState()
    let button = UserClearButton()
    let connector = ClearFiltersConnector(filterState: filterState, controller: button)
    connector.connect()
    button.onClick?()
    XCTAssertTrue(filterState.isEmpty)
  }

  func test_disconnect_releasesTheController() async throws {
    let filterState = try makeFilterState()
    var button: UserClearButton? = UserClearButton()
    weak let weakButton = button
    let connector = ClearFiltersConnector(filterState: filterState, controller: button!)
    connector.connect()
    connector.disconnect()
    XCTAssertNil(button?.onClick)
    button = nil
    XCTAssertNil(weakButton)
    connector.interactor.trigger()
    XCTAssertFalse(filterState.isEmpty, "a disconnected connector clears nothing")
  }

  func test_InstantSearchsName_andAUserButton() async {
    final class ClearButton: FilterClearController {
      var onClick: (() -> Void)?
    }
    let filterState = FilterState()
    filterState[and: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Sony"))
    let button = ClearButton()
    let clearConnector = FilterClearConnector(filterState: filterState, controller: button)
    button.onClick?()
    XCTAssertTrue(filterState.isEmpty)
    XCTAssertTrue(clearConnector.isConnected)
  }
}
