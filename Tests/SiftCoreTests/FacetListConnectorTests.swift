import SiftCore
import SiftTesting
import XCTest

@MainActor
final class FacetListConnectorTests: XCTestCase {
  /// Brand counts: 10 Apple, 20 Samsung, 5 Sony when nothing restricts brands; the main query
  /// under a brand refinement counts only the refined brands.
  private func makeSearcher() -> (HitsSearcher, StubSearchService) {
    let service = facetsService { filters in
      let all = ["Apple": 10, "Samsung": 20, "Sony": 5]
      guard let filters, filters.contains("brand") else { return ["brand": all] }
      return ["brand": all.filter { filters.contains("\"\($0.key)\"") }]
    }
    return (HitsSearcher(service: service, indexName: "products"), service)
  }

  func test_connecting_registersTheAttributeAsAFacetOfTheSearcher() async {
    let (searcher, _) = makeSearcher()
    let connector = FacetListConnector(
      searcher: searcher, filterState: FilterState(), attribute: "brand", operator: .or)
    connector.connect()
    XCTAssertEqual(searcher.request.query.facets, ["brand"])
    connector.disconnect()
    connector.connect()
    XCTAssertEqual(searcher.request.query.facets, ["brand"], "registered once")
  }

  func test_showsTheSearchersFacetCounts_sortedByThePresenter() async {
    let (searcher, _) = makeSearcher()
    let list = UserFacetList()
    let connector = FacetListConnector(
      searcher: searcher, filterState: FilterState(), attribute: "brand", operator: .or,
      controller: list)
    connector.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(list.shown, ["Samsung (20)", "Apple (10)", "Sony (5)"])
    XCTAssertGreaterThan(list.reloads, 0)
  }

  func test_orOperator_selectingTwoValues_writesAnOrGroup_oneSearchPerPick() async {
    let (searcher, service) = makeSearcher()
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let list = UserFacetList()
    let connector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", operator: .or,
      controller: list)
    connector.connect()
    searcher.search()
    await searcher.settled()
    let before = service.receivedCallCount

    list.tap("Apple")
    await searcher.settled()
    list.tap("Sony")
    await searcher.settled()
    XCTAssertEqual(filterState.algoliaFilters, #"( "brand":"Apple" OR "brand":"Sony" )"#)
    XCTAssertEqual(service.receivedCallCount - before, 2, "one search per pick")
    XCTAssertEqual(
      list.shown, ["Samsung (20)", "✓ Apple (10)", "✓ Sony (5)"],
      "disjunctive: every brand still counted")
    XCTAssertEqual(service.receivedBatches.last?.count, 2, "main query plus the brand query")

    list.tap("Apple")
    await searcher.settled()
    XCTAssertEqual(filterState.algoliaFilters, #"( "brand":"Sony" )"#, "picking again deselects")
  }

  func test_andOperator_singleMode_replacesTheSelection_inAnAndGroup() async {
    let (searcher, _) = makeSearcher()
    let filterState = FilterState()
    let list = UserFacetList()
    let connector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", selectionMode: .single,
      operator: .and, groupName: "refinements", controller: list)
    connector.connect()
    searcher.search()
    await searcher.settled()
    list.tap("Apple")
    list.tap("Samsung")
    XCTAssertEqual(filterState.algoliaFilters, #"( "brand":"Samsung" )"#)
    XCTAssertEqual(
      filterState.getFilters(forGroupWithID: .and(name: "refinements")).count, 1)
    list.tap("Samsung")
    XCTAssertTrue(filterState.isEmpty)
  }

  func test_aFilterAddedElsewhere_isShownSelected() async {
    let (searcher, _) = makeSearcher()
    let filterState = FilterState()
    let list = UserFacetList()
    let connector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", operator: .or,
      controller: list)
    connector.connect()
    filterState[or: "brand", Filter.Facet.self].add(
      Filter.Facet(attribute: "brand", value: "Samsung"))
    XCTAssertEqual(list.shown, ["✓ Samsung (0)"], "selected before any results")
  }

  func test_aSelectedValueWhoseCountDropsToZero_staysShown() async {
    let service = StubSearchService()
    service.respond { _ in SearchResponse(facets: ["brand": ["Apple": 3]]) }
    let searcher = HitsSearcher(service: service, indexName: "products")
    let filterState = FilterState()
    filterState[and: "brand"].add(Filter.Facet(attribute: "brand", value: "Nokia"))
    let list = UserFacetList()
    let connector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", operator: .and,
      controller: list)
    connector.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(list.shown, ["Apple (3)", "✓ Nokia (0)"])
  }

  func test_showMore_expandsAndCollapsesEachControllerOnItsOwn() async {
    let (searcher, _) = makeSearcher()
    let list = UserFacetList()
    let other = UserFacetList()
    let connector = FacetListConnector(
      searcher: searcher, filterState: FilterState(), attribute: "brand", operator: .or,
      controller: list, presenter: FacetListPresenter(limit: 2))
    connector.connectController(other, presenter: FacetListPresenter(limit: 2))
    connector.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(list.shown, ["Samsung (20)", "Apple (10)"])
    XCTAssertEqual(list.showMore, .showMore(hiddenCount: 1))
    list.onShowMoreToggled?()
    XCTAssertEqual(list.shown.count, 3)
    XCTAssertEqual(list.showMore, .showLess)
    XCTAssertEqual(other.shown.count, 2, "the other controller stays collapsed")
    list.onShowMoreToggled?()
    XCTAssertEqual(list.shown.count, 2)
  }

  func test_aControllerWithoutShowMore_getsEveryValue() async {
    let (searcher, _) = makeSearcher()
    let list = UserPlainFacetList()
    let connector = FacetListConnector(
      searcher: searcher, filterState: FilterState(), attribute: "brand", operator: .or,
      controller: list)
    connector.connect()
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(list.values, ["Samsung", "Apple", "Sony"])
  }

  func test_facetSearcherValues_followTheFilterState_andPicksWriteTheFilter() async {
    let service = StubSearchService()
    service.respondToFacetValues { query in
      FacetValuesResponse(facetHits: [
        FacetHit(value: "Apple", highlighted: "<em>Ap</em>ple", count: 10),
        FacetHit(value: "Apricot", highlighted: "<em>Ap</em>ricot", count: 2),
      ])
    }
    let facetSearcher = FacetSearcher(service: service, indexName: "products", attribute: "brand")
    let filterState = FilterState()
    filterState[and: "price"].add(Filter.Numeric(attribute: "price", operator: .lessThan, value: 9))
    let list = UserFacetList()
    let connector = FacetListConnector(
      facetSearcher: facetSearcher, filterState: filterState, operator: .or, controller: list)
    connector.connect()
    XCTAssertEqual(facetSearcher.request.query.filters, #"( "price" < 9.0 )"#)
    facetSearcher.setQuery("ap")
    facetSearcher.search()
    await facetSearcher.settled()
    XCTAssertEqual(list.shown, ["Apple (10)", "Apricot (2)"])
    XCTAssertEqual(list.rows.first?.item.highlighted, "<em>Ap</em>ple")

    list.tap("Apricot")
    await facetSearcher.settled()
    XCTAssertEqual(
      filterState.algoliaFilters, #"( "brand":"Apricot" ) AND ( "price" < 9.0 )"#)
    XCTAssertEqual(
      facetSearcher.request.query.filters, #"( "price" < 9.0 )"#,
      "the list's own or-refinement does not restrict the values searched")
    XCTAssertEqual(service.receivedFacetValuesQueries.count, 2, "searched again on the change")
  }

  func test_disconnect_releasesTheController_andUnsubscribes() async {
    let (searcher, _) = makeSearcher()
    let filterState = FilterState()
    var list: UserFacetList? = UserFacetList()
    weak let weakList = list
    let connector = FacetListConnector(
      searcher: searcher, filterState: filterState, attribute: "brand", operator: .or,
      controller: list!)
    connector.connect()
    connector.disconnect()
    XCTAssertNil(list?.onClick)
    XCTAssertNil(list?.onShowMoreToggled)
    list = nil
    XCTAssertNil(weakList)
    XCTAssertEqual(searcher.onResults.subscriptionCount, 0)
    XCTAssertEqual(filterState.onChange.subscriptionCount, 0)
    XCTAssertEqual(connector.interactor.onSelectionsComputed.subscriptionCount, 0)
  }

  func test_facetsGivenUpFront_showUntilTheFirstResults_asInInstantSearch() async {
    let (searcher, _) = makeSearcher()
    let list = UserFacetList()
    let connector = FacetListConnector(
      searcher: searcher, filterState: FilterState(), attribute: "brand",
      facets: [FacetValue(value: "Apple", count: 0)], operator: .or, controller: list)
    XCTAssertEqual(list.shown, ["Apple (0)"])
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(list.shown, ["Samsung (20)", "Apple (10)", "Sony (5)"])
    XCTAssertTrue(connector.isConnected)
  }
}
