import SiftCore
import SiftTesting
import XCTest

@MainActor
final class CurrentFiltersConnectorTests: XCTestCase {
  private func makeFilterState() throws -> FilterState {
    let filterState = FilterState()
    filterState.edit { state in
      state[or: "brand", Filter.Facet.self].add(Filter.Facet(attribute: "brand", value: "Apple"))
      state[and: "price"].add(Filter.Numeric(attribute: "price", range: 10...50))
    }
    try filterState[hierarchical: "categories"].select(
      "Cameras > Digital", in: HierarchicalFacet(attributePrefix: "categories", levels: 3))
    return filterState
  }

  func test_showsEveryActiveFilter_withItsGroup() async throws {
    let filterState = try makeFilterState()
    let chips = UserChips()
    let connector = CurrentFiltersConnector(filterState: filterState, controller: chips)
    connector.connect()
    XCTAssertEqual(
      chips.labels, ["brand: Apple", "categories.lvl1: Cameras > Digital", "price: 10 – 50"])
    XCTAssertEqual(
      chips.items.map(\.id),
      [
        .or(name: "brand", filterType: .facet), .hierarchical(name: "categories"),
        .and(name: "price"),
      ])
  }

  func test_limitedToSomeGroups_andWithAPresenter() async throws {
    let filterState = try makeFilterState()
    let chips = UserChips()
    let connector = CurrentFiltersConnector(
      filterState: filterState, groupIDs: [.and(name: "price")], controller: chips
    ) { _ in "Price" }
    connector.connect()
    XCTAssertEqual(chips.labels, ["Price"])
  }

  func test_removingAnItem_removesTheFilter_inOneSearch() async throws {
    let filterState = try makeFilterState()
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.connectFilterState(filterState)
    let chips = UserChips()
    let connector = CurrentFiltersConnector(filterState: filterState, controller: chips)
    connector.connect()
    chips.onRemoveItem?(chips.items[0])
    await searcher.settled()
    XCTAssertEqual(service.receivedCallCount, 1)
    XCTAssertEqual(chips.labels, ["categories.lvl1: Cameras > Digital", "price: 10 – 50"])
    chips.onRemoveItem?(chips.items[0])
    XCTAssertTrue(filterState[hierarchical: "categories"].path.isEmpty, "the menu's path too")
    XCTAssertEqual(filterState.algoliaFilters, #"( "price":10.0 TO 50.0 )"#)
  }

  func test_disconnect_releasesTheController() async throws {
    let filterState = try makeFilterState()
    var chips: UserChips? = UserChips()
    weak let weakChips = chips
    let connector = CurrentFiltersConnector(filterState: filterState, controller: chips!)
    connector.connect()
    connector.disconnect()
    XCTAssertNil(chips?.onRemoveItem)
    chips = nil
    XCTAssertNil(weakChips)
    XCTAssertEqual(filterState.onChange.subscriptionCount, 0)
  }
}
