import SiftCore
import SiftTesting
import XCTest

@MainActor
final class DynamicFacetListConnectorTests: XCTestCase {
  private func makeSearcher(order: [String]) -> (HitsSearcher, StubSearchService) {
    let service = StubSearchService()
    service.respond { _ in
      SearchResponse(
        facets: ["brand": ["Apple": 9, "Sony": 1], "color": ["red": 3, "blue": 5]],
        renderingContent: RenderingContent(
          facetOrdering: FacetOrdering(
            facets: FacetsOrder(order: order),
            values: ["color": FacetValuesOrder(order: ["red"])])))
    }
    let searcher = HitsSearcher(
      service: service, indexName: "products", query: SearchQuery(facets: ["*"]))
    return (searcher, service)
  }

  func test_showsTheFacetsInTheRulesOrder() async {
    let (searcher, _) = makeSearcher(order: ["color", "brand"])
    let sidebar = UserSidebar()
    let connector = DynamicFacetListConnector(
      searcher: searcher, filterState: FilterState(), controller: sidebar)
    connector.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(sidebar.sections.map(\.attribute), ["color", "brand"])
    XCTAssertEqual(sidebar.sections.first?.facets.map(\.value), ["red", "blue"])
  }

  func test_perAttributeModesAndGroups_writeTheRightFilters_oneSearchPerPick() async {
    let (searcher, service) = makeSearcher(order: ["brand", "color"])
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let sidebar = UserSidebar()
    let connector = DynamicFacetListConnector(
      searcher: searcher, filterState: filterState,
      selectionModeForAttribute: ["color": .single],
      filterGroupForAttribute: ["brand": .or(name: "brand", filterType: .facet)],
      controller: sidebar)
    connector.connect()
    searcher.search()
    await searcher.settled()
    let before = service.receivedCallCount
    sidebar.tap("Apple", in: "brand")
    await searcher.settled()
    sidebar.tap("Sony", in: "brand")
    await searcher.settled()
    sidebar.tap("red", in: "color")
    await searcher.settled()
    sidebar.tap("blue", in: "color")
    await searcher.settled()
    XCTAssertEqual(service.receivedCallCount - before, 4)
    XCTAssertEqual(
      filterState.algoliaFilters, #"( "brand":"Apple" OR "brand":"Sony" ) AND ( "color":"blue" )"#)
    XCTAssertEqual(sidebar.selections, ["brand": ["Apple", "Sony"], "color": ["blue"]])
    sidebar.tap("Apple", in: "brand")
    XCTAssertEqual(sidebar.selections["brand"], ["Sony"])
  }

  func test_selectionsMadeElsewhere_areReflected_inTheirGroupOnly() async {
    let (searcher, _) = makeSearcher(order: ["brand"])
    let filterState = FilterState()
    let sidebar = UserSidebar()
    let connector = DynamicFacetListConnector(
      searcher: searcher, filterState: filterState, controller: sidebar)
    connector.connect()
    filterState[and: "brand"].add(Filter.Facet(attribute: "brand", value: "Sony"))
    filterState[and: "other"].add(Filter.Facet(attribute: "brand", value: "Apple"))
    XCTAssertEqual(sidebar.selections, ["brand": ["Sony"]])
  }

  func test_disconnect_releasesTheController() async {
    let (searcher, _) = makeSearcher(order: ["brand"])
    let filterState = FilterState()
    var sidebar: UserSidebar? = UserSidebar()
    weak let weakSidebar = sidebar
    let connector = DynamicFacetListConnector(
      searcher: searcher, filterState: filterState, controller: sidebar!)
    connector.connect()
    connector.disconnect()
    XCTAssertNil(sidebar?.didSelect)
    sidebar = nil
    XCTAssertNil(weakSidebar)
    XCTAssertEqual(searcher.onResults.subscriptionCount, 0)
    XCTAssertEqual(filterState.onChange.subscriptionCount, 0)
  }
}
