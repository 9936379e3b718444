import SiftAlgolia
import SiftControllers
import SiftCore
import SiftTesting
import XCTest

// Deliberate difference: Sift sends no telemetry (a user wants no usage data leaving the app
// unasked). Each InstantSearch test here checked which parameters a connector or an interactor
// reported; its Sift counterpart builds the same widget with the same parameters through Sift's
// API and checks that each parameter took effect in Sift's objects. A connector is a
// `Connector`, live at once; an interactor is not.
@MainActor
final class TelemetryTests: XCTestCase {
  let service = StubSearchService()
  lazy var hitsSearcher = HitsSearcher(service: service, indexName: "")
  lazy var facetSearcher = FacetSearcher(service: service, indexName: "", attribute: "")
  let searchBoxInteractor = SearchBoxInteractor()
  let searchBoxController = RecordingSearchBoxController()
  let hitsController = HitsObservableController<String>()
  let hitsInteractor = HitsInteractor<String>()
  let filterState = FilterState()
  let filter = Filter.Facet(attribute: "a", boolValue: true)
  let facet = FacetValue(value: "f", count: 0, highlighted: "")

  // Not a test in InstantSearch either (its name does not start with `test`): it read the
  // telemetry InstantSearch puts in the user agent. Sift's user agent names Sift alone.
  func userAgentsTest() {
    XCTAssertFalse(AlgoliaSearchService.defaultUserAgent.lowercased().contains("telemetry"))
  }

  private func assertIsLive(
    _ connector: some Connector, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertTrue(connector.isConnected, file: file, line: line)
  }
}

// MARK: Current filters

extension TelemetryTests {
  func testCurrentFiltersConnector() async {
    let connector = CurrentFiltersConnector(filterState: filterState)
    assertIsLive(connector)
    XCTAssertTrue(connector.filterState === filterState)
    filterState[and: "b"].add(filter)
    XCTAssertEqual(connector.interactor.items.map(\.filter), [.facet(filter)])
  }

  func testCurrentFiltersConnectorGroupIDs() async {
    let connector = CurrentFiltersConnector(
      filterState: filterState, groupIDs: [.and(name: "a"), .or(name: "b", filterType: .facet)])
    assertIsLive(connector)
    filterState[and: "a"].add(filter)
    filterState[and: "c"].add(Filter.Tag(value: "t"))
    XCTAssertEqual(connector.interactor.items.map(\.id), [.and(name: "a")])
  }

  func testCurrentFiltersInteractor() async {
    let interactor = CurrentFiltersInteractor()
    XCTAssertTrue(interactor.items.isEmpty)
  }

  func testCurrentFiltersInteractorItems() async {
    let item = FilterAndID(
      filter: .facet(Filter.Facet(attribute: "a", value: false)), id: .and(name: "a"))
    let interactor = CurrentFiltersInteractor(items: [item])
    XCTAssertEqual(interactor.items, [item])
  }
}

// MARK: Search connector

extension TelemetryTests {
  func testSearchConnector() async {
    let connector = SearchConnector(
      searcher: hitsSearcher, searchBoxInteractor: searchBoxInteractor,
      searchBoxController: searchBoxController, hitsInteractor: hitsInteractor,
      hitsController: hitsController)
    assertIsLive(connector)
    XCTAssertTrue(connector.searcher === hitsSearcher)
    XCTAssertTrue(connector.searchBoxConnector.interactor === searchBoxInteractor)
    XCTAssertTrue(connector.hitsConnector.interactor === hitsInteractor)
    XCTAssertNil(connector.filterState)
  }

  func testSearchConnectorFilterState() async {
    let connector = SearchConnector(
      searcher: hitsSearcher, searchBoxInteractor: searchBoxInteractor,
      searchBoxController: searchBoxController, hitsInteractor: hitsInteractor,
      hitsController: hitsController, filterState: filterState)
    assertIsLive(connector)
    XCTAssertTrue(connector.filterState === filterState)
    filterState[and: "a"].add(filter)
    XCTAssertEqual(hitsSearcher.request.filters, filterState.filters)
  }

  func testSearchConnectorImplicitSearcher() async {
    let connector = SearchConnector(
      appID: "testAppID", apiKey: "testApiKey", indexName: "",
      searchBoxController: searchBoxController, hitsInteractor: hitsInteractor,
      hitsController: hitsController, filterState: filterState)
    assertIsLive(connector)
    XCTAssertEqual((connector.searcher.service as? AlgoliaSearchService)?.appID, "testAppID")
    XCTAssertEqual(connector.searcher.indexName, "")
    XCTAssertTrue(connector.hitsConnector.interactor === hitsInteractor)
    filterState[and: "a"].add(filter)
    XCTAssertEqual(connector.searcher.request.filters, filterState.filters)
  }

  func AssertEquivalent<S: Sequence>(_ s1: S, _ s2: S) where S.Element: Hashable {
    XCTAssertEqual(Set(s1), Set(s2))
  }
}

// MARK: Dynamic facets

extension TelemetryTests {
  func testDynamicFacetsListInteractor() async {
    let interactor = DynamicFacetListInteractor()
    XCTAssertTrue(interactor.orderedFacets.isEmpty)
    XCTAssertTrue(interactor.selections.isEmpty)
    XCTAssertTrue(interactor.selectionModeForAttribute.isEmpty)
  }

  func testDynamicFacetsListInteractorOrderedFacets() async {
    let orderedFacets = [AttributedFacets(attribute: "a", facets: [facet])]
    let interactor = DynamicFacetListInteractor(orderedFacets: orderedFacets)
    XCTAssertEqual(interactor.orderedFacets, orderedFacets)
  }

  func testDynamicFacetsListInteractorSelections() async {
    let interactor = DynamicFacetListInteractor(selections: ["a": ["b"]])
    XCTAssertEqual(interactor.selections, ["a": ["b"]])
  }

  func testDynamicFacetsListInteractorSelectionModeForAttribute() async {
    let interactor = DynamicFacetListInteractor(selectionModeForAttribute: ["a": .multiple])
    XCTAssertEqual(interactor.selectionModeForAttribute, ["a": .multiple])
  }

  func testDynamicFacetsListConnector() async {
    let connector = DynamicFacetListConnector(searcher: hitsSearcher, filterState: filterState)
    assertIsLive(connector)
    XCTAssertTrue(connector.filterState === filterState)
  }

  func testDynamicFacetsListConnectorOrderedFacets() async {
    let orderedFacets = [AttributedFacets(attribute: "a", facets: [facet])]
    let connector = DynamicFacetListConnector(
      searcher: hitsSearcher, filterState: filterState, orderedFacets: orderedFacets)
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.orderedFacets, orderedFacets)
  }

  func testDynamicFacetsListConnectorSelections() async {
    let connector = DynamicFacetListConnector(
      searcher: hitsSearcher, filterState: filterState, selections: ["a": ["b"]])
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.selections, ["a": ["b"]])
  }

  func testDynamicFacetsListConnectorSelectionModeForAttribute() async {
    let connector = DynamicFacetListConnector(
      searcher: hitsSearcher, filterState: filterState, selectionModeForAttribute: ["a": .multiple])
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.selectionModeForAttribute, ["a": .multiple])
  }

  func testDynamicFacetsListConnectorFilterGroupForAttribute() async {
    let connector = DynamicFacetListConnector(
      searcher: hitsSearcher, filterState: filterState,
      filterGroupForAttribute: ["a": .or(name: "ag", filterType: .facet)])
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.groupID(for: "a"), .or(name: "ag", filterType: .facet))
  }
}

// MARK: Facet list

extension TelemetryTests {
  func testFacetListInteractor() async {
    let interactor = FacetListInteractor()
    XCTAssertTrue(interactor.items.isEmpty)
    XCTAssertEqual(interactor.selectionMode, .multiple)
  }

  func testFacetListInteractorFacets() async {
    let interactor = FacetListInteractor(facets: [facet])
    XCTAssertEqual(interactor.items, [facet])
  }

  func testFacetListInteractorSelectionMode() async {
    let interactor = FacetListInteractor(selectionMode: .single)
    XCTAssertEqual(interactor.selectionMode, .single)
  }

  func testFacetListConnectorFacetSearcher() async {
    let connector = FacetListConnector(
      facetSearcher: facetSearcher, filterState: filterState, operator: .and)
    assertIsLive(connector)
    XCTAssertEqual(connector.attribute, "")
    connector.interactor.computeSelections(selectingItemForKey: "v")
    XCTAssertTrue(
      filterState.contains(
        Filter.Facet(attribute: "", stringValue: "v"), inGroupWithID: .and(name: "")))
  }

  func testFacetListConnectorFacetSearcherGroupName() async {
    let connector = FacetListConnector(
      facetSearcher: facetSearcher, filterState: filterState, operator: .and, groupName: "g")
    assertIsLive(connector)
    connector.interactor.computeSelections(selectingItemForKey: "v")
    XCTAssertTrue(
      filterState.contains(
        Filter.Facet(attribute: "", stringValue: "v"), inGroupWithID: .and(name: "g")))
  }

  func testFacetListConnectorFacetSearcherFacets() async {
    let connector = FacetListConnector(
      facetSearcher: facetSearcher, filterState: filterState, selectionMode: .single,
      facets: [facet], operator: .and)
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.items, [facet])
    XCTAssertEqual(connector.interactor.selectionMode, .single)
  }

  func testFacetListConnectorHitsSearcher() async {
    let connector = FacetListConnector(
      searcher: hitsSearcher, filterState: filterState, attribute: "", operator: .and)
    assertIsLive(connector)
    XCTAssertEqual(hitsSearcher.request.query.facets, [""])
  }

  func testFacetListConnectorHitsSearcherGroupName() async {
    let connector = FacetListConnector(
      searcher: hitsSearcher, filterState: filterState, attribute: "", operator: .and,
      groupName: "g")
    assertIsLive(connector)
    connector.interactor.computeSelections(selectingItemForKey: "v")
    XCTAssertTrue(
      filterState.contains(
        Filter.Facet(attribute: "", stringValue: "v"), inGroupWithID: .and(name: "g")))
  }

  func testFacetListConnectorHitsSearcherFacets() async {
    let connector = FacetListConnector(
      searcher: hitsSearcher, filterState: filterState, attribute: "", selectionMode: .single,
      facets: [facet], operator: .and)
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.items, [facet])
    XCTAssertEqual(connector.interactor.selectionMode, .single)
  }
}

// MARK: Clear filters

extension TelemetryTests {
  func testFilterClearInteractor() async {
    let interactor = FilterClearInteractor()
    var triggers = 0
    interactor.onTriggered.subscribe(with: self) { _, _ in triggers += 1 }
    interactor.trigger()
    XCTAssertEqual(triggers, 1)
  }

  func testFilterClearConnector() async {
    let connector = FilterClearConnector(filterState: filterState)
    assertIsLive(connector)
    filterState[and: "a"].add(filter)
    connector.interactor.trigger()
    XCTAssertTrue(filterState.isEmpty)
  }

  func testFilterClearConnectorSetClearMode() async {
    let connector = FilterClearConnector(
      filterState: filterState, groupIDs: [.and(name: "a")], mode: .except)
    assertIsLive(connector)
    filterState[and: "a"].add(filter)
    filterState[and: "b"].add(filter)
    connector.interactor.trigger()
    XCTAssertEqual(filterState.getGroupIDs(), [.and(name: "a")])
  }

  func testFilterClearConnectorSetFilterGroupIDs() async {
    let connector = FilterClearConnector(
      filterState: filterState, groupIDs: [.and(name: "a"), .or(name: "b", filterType: .facet)])
    assertIsLive(connector)
    filterState[and: "a"].add(filter)
    filterState[and: "c"].add(filter)
    connector.interactor.trigger()
    XCTAssertEqual(filterState.getGroupIDs(), [.and(name: "c")])
  }
}

// MARK: Filter lists

extension TelemetryTests {
  func testNumericFilterListInteractor() async {
    XCTAssertEqual(NumericFilterListInteractor().selectionMode, .single)
  }

  func testFacetFiltersListInteractor() async {
    XCTAssertEqual(FacetFilterListInteractor().selectionMode, .multiple)
  }

  func testTagFiltersListInteractor() async {
    XCTAssertEqual(TagFilterListInteractor().selectionMode, .multiple)
  }

  func testFilterListConnector() async {
    let connector = FilterListConnector(
      filterState: filterState, filters: [filter], selectionMode: .multiple, operator: .and,
      groupName: "group")
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.items, [filter])
    XCTAssertEqual(connector.interactor.selectionMode, .multiple)
    connector.interactor.computeSelections(selectingItemForKey: filter)
    XCTAssertTrue(filterState.contains(filter, inGroupWithID: .and(name: "group")))
  }

  func testNumericFilterListConnector() async {
    let connector = NumericFilterListConnector(
      filterState: filterState, operator: .and, groupName: "group")
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.selectionMode, .single)
  }

  func testFacetFiltersListConnector() async {
    let connector = FacetFilterListConnector(
      filterState: filterState, operator: .and, groupName: "group")
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.selectionMode, .multiple)
  }

  func testTagFiltersListConnector() async {
    let connector = TagFilterListConnector(
      filterState: filterState, operator: .and, groupName: "group")
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.selectionMode, .multiple)
  }
}

// MARK: Filter state

extension TelemetryTests {
  func testFilterState() async {
    XCTAssertTrue(FilterState().isEmpty)
  }

  func testFilterStateCopy() async {
    let original = FilterState()
    original[and: "a"].add(filter)
    let copy = FilterState(original)
    XCTAssertEqual(copy.filters, original.filters)
  }
}

// MARK: Hierarchical menu

extension TelemetryTests {
  func testHierarchicalInteractor() async {
    let interactor = HierarchicalInteractor(
      facet: HierarchicalFacet(attributes: [], separator: ""))
    XCTAssertEqual(interactor.facet, HierarchicalFacet(attributes: [], separator: ""))
  }

  func testHierarchicalConnector() async {
    let connector = HierarchicalConnector(
      searcher: hitsSearcher, filterState: filterState,
      facet: HierarchicalFacet(attributes: [], separator: ""))
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.facet, HierarchicalFacet(attributes: [], separator: ""))
  }
}

// MARK: Hits

extension TelemetryTests {
  func testHitsInteractor() async {
    let interactor = HitsInteractor<String>()
    XCTAssertEqual(interactor.infiniteScrolling, .on(withOffset: 5))
    XCTAssertTrue(interactor.showItemsOnEmptyQuery)
  }

  func testHitsInteractorInfiniteScrolling() async {
    let interactor = HitsInteractor<String>(infiniteScrolling: .off)
    XCTAssertEqual(interactor.infiniteScrolling, .off)
  }

  func testHitsInteractorShowItemsOnEmptyQuery() async {
    let interactor = HitsInteractor<String>(showItemsOnEmptyQuery: false)
    XCTAssertFalse(interactor.showItemsOnEmptyQuery)
  }

  func testHitsConnector() async {
    let connector = HitsConnector<String>(searcher: hitsSearcher)
    assertIsLive(connector)
    XCTAssertTrue(connector.searcher === hitsSearcher)
  }

  func testHitsConnectorFilterState() async {
    let connector = HitsConnector<String>(searcher: hitsSearcher, filterState: filterState)
    assertIsLive(connector)
    filterState[and: "a"].add(filter)
    XCTAssertEqual(hitsSearcher.request.filters, filterState.filters)
  }

  func testHitsConnectorParams() async {
    let connector = HitsConnector<String>(
      appID: "testAppID", apiKey: "testApiKey", indexName: "", infiniteScrolling: .off,
      showItemsOnEmptyQuery: false, filterState: filterState)
    assertIsLive(connector)
    XCTAssertEqual((connector.searcher.service as? AlgoliaSearchService)?.appID, "testAppID")
    XCTAssertEqual(connector.searcher.indexName, "")
    XCTAssertEqual(connector.interactor.infiniteScrolling, .off)
    XCTAssertFalse(connector.interactor.showItemsOnEmptyQuery)
    filterState[and: "a"].add(filter)
    XCTAssertEqual(connector.searcher.request.filters, filterState.filters)
  }
}

// MARK: Loading

extension TelemetryTests {
  func testLoadingInteractor() async {
    XCTAssertEqual(LoadingInteractor().item, .idle)
  }

  func testLoadingConnector() async {
    let connector = LoadingConnector(searcher: hitsSearcher)
    assertIsLive(connector)
    XCTAssertTrue(connector.searcher as AnyObject === hitsSearcher)
  }
}

// MARK: Number

extension TelemetryTests {
  func testNumberFilterInteractor() async {
    XCTAssertNil(NumberInteractor<Int>().number)
  }

  func testNumberFilterInteractorItem() async {
    XCTAssertEqual(NumberInteractor<Int>(number: 10).number, 10)
  }

  func testNumberFilterConnector() async {
    let connector = FilterComparisonConnector<Int>(
      searcher: hitsSearcher, filterState: filterState, attribute: "a",
      numericOperator: .greaterThan, number: 20, operator: .or)
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.number, 20)
    XCTAssertTrue(
      filterState.contains(
        Filter.Numeric(attribute: "a", operator: .greaterThan, value: 20),
        inGroupWithID: .or(name: "a", filterType: .numeric)))
  }

  func testNumberFilterConnectorBounds() async {
    let connector = FilterComparisonConnector<Int>(
      searcher: hitsSearcher, filterState: filterState, attribute: "a",
      numericOperator: .greaterThan, number: 20, bounds: 0...20, operator: .or)
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.bounds, 0...20)
  }

  func testNumberFilterConnectorGroupName() async {
    let connector = FilterComparisonConnector<Int>(
      searcher: hitsSearcher, filterState: filterState, attribute: "a",
      numericOperator: .greaterThan, number: 20, operator: .or, groupName: "g")
    assertIsLive(connector)
    XCTAssertTrue(
      filterState.contains(
        Filter.Numeric(attribute: "a", operator: .greaterThan, value: 20),
        inGroupWithID: .or(name: "g", filterType: .numeric)))
  }
}

// MARK: Search box

extension TelemetryTests {
  func testSearchBoxInteractor() async {
    XCTAssertNil(SearchBoxInteractor().query)
  }

  func testSearchBoxConnector() async {
    let connector = SearchBoxConnector(searcher: hitsSearcher)
    assertIsLive(connector)
    XCTAssertEqual(connector.searchTriggeringMode, .searchAsYouType)
  }

  func testSearchBoxConnectorSearchTriggeringMode() async {
    let connector = SearchBoxConnector(
      searcher: hitsSearcher, searchTriggeringMode: .searchOnSubmit)
    assertIsLive(connector)
    XCTAssertEqual(connector.searchTriggeringMode, .searchOnSubmit)
  }
}

// MARK: Query rule custom data

extension TelemetryTests {
  func testQueryRuleCustomDataInteractor() async {
    XCTAssertNil(QueryRuleCustomDataInteractor<String>().item)
  }

  func testQueryRuleCustomDataInteractorItem() async {
    XCTAssertEqual(QueryRuleCustomDataInteractor<String>(item: "hey").item, "hey")
  }

  func testQueryRuleCustomDataConnector() async {
    let connector = QueryRuleCustomDataConnector<String>(searcher: hitsSearcher)
    assertIsLive(connector)
    XCTAssertTrue(connector.searcher === hitsSearcher)
  }
}

// MARK: Relevant sort

extension TelemetryTests {
  func testRelevantSortInteractor() async {
    XCTAssertNil(RelevantSortInteractor().item)
  }

  func testRelevantSortInteractorPriority() async {
    XCTAssertEqual(RelevantSortInteractor(priority: .hitsCount).item, .hitsCount)
  }

  func testRelevantSortConnector() async {
    let connector = RelevantSortConnector(searcher: hitsSearcher)
    assertIsLive(connector)
    XCTAssertTrue(connector.searcher === hitsSearcher)
  }
}

// MARK: Searchers

extension TelemetryTests {
  func testFacetSearcher() async {
    let searcher = FacetSearcher(
      service: AlgoliaSearchService(appID: "testAppID", apiKey: "testApiKey"), indexName: "",
      attribute: "")
    XCTAssertEqual((searcher.service as? AlgoliaSearchService)?.appID, "testAppID")
    XCTAssertEqual(searcher.request.indexName, "")
    XCTAssertEqual(searcher.request.attribute, "")
  }

  func testFacetSearcherParams() async {
    let searcher = FacetSearcher(
      appID: "testAppID", apiKey: "testApiKey", indexName: "", attribute: "")
    XCTAssertEqual((searcher.service as? AlgoliaSearchService)?.appID, "testAppID")
    XCTAssertEqual(searcher.request.attribute, "")
  }

  func testHitsSearcher() async {
    let searcher = HitsSearcher(
      service: AlgoliaSearchService(appID: "testAppID", apiKey: "testApiKey"), indexName: "")
    XCTAssertEqual((searcher.service as? AlgoliaSearchService)?.appID, "testAppID")
    XCTAssertEqual(searcher.indexName, "")
  }

  func testHitsSearcherParams() async {
    let searcher = HitsSearcher(appID: "testAppID", apiKey: "testApiKey", indexName: "")
    XCTAssertEqual((searcher.service as? AlgoliaSearchService)?.appID, "testAppID")
    XCTAssertEqual(searcher.indexName, "")
  }

  func testMultiSearcher() async {
    let searcher = MultiSearcher(appID: "testAppID", apiKey: "testApiKey")
    XCTAssertEqual((searcher.service as? AlgoliaSearchService)?.appID, "testAppID")
  }
}

// MARK: Filter toggle

extension TelemetryTests {
  func testFilterToggleConnector() async {
    let connector = FilterToggleConnector(filterState: filterState, filter: filter)
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.filter, filter)
    XCTAssertFalse(connector.interactor.isSelected)
  }

  func testFilterToggleConnectorParams() async {
    let connector = FilterToggleConnector(
      filterState: filterState, filter: filter, isSelected: true, operator: .or, groupName: "g")
    assertIsLive(connector)
    XCTAssertTrue(connector.interactor.isSelected)
    XCTAssertTrue(filterState.contains(filter, inGroupWithID: .or(name: "g", filterType: .facet)))
  }
}

// MARK: Filter map

extension TelemetryTests {
  func testSelectableFilterInteractor() async {
    let interactor = FilterMapInteractor(items: [0: filter])
    XCTAssertEqual(interactor.items, [0: filter])
    XCTAssertNil(interactor.selected)
  }

  func testSelectableFilterInteractorSelected() async {
    let interactor = FilterMapInteractor(items: [0: filter], selected: 0)
    XCTAssertEqual(interactor.selected, 0)
  }

  func testSelectableFilterConnector() async {
    let connector = FilterMapConnector(
      searcher: hitsSearcher, filterState: filterState, items: [0: filter], selected: 0,
      attribute: "", operator: .or)
    assertIsLive(connector)
    XCTAssertEqual(connector.interactor.selected, 0)
    XCTAssertEqual(hitsSearcher.request.query.facets, [""])
    XCTAssertTrue(filterState.contains(filter, inGroupWithID: .or(name: "", filterType: .facet)))
  }

  func testSelectableFilterConnectorGroupName() async {
    let connector = FilterMapConnector(
      searcher: hitsSearcher, filterState: filterState, items: [0: filter], selected: 0,
      attribute: "", operator: .or, groupName: "g")
    assertIsLive(connector)
    XCTAssertTrue(filterState.contains(filter, inGroupWithID: .or(name: "g", filterType: .facet)))
  }
}

// MARK: Sort by

extension TelemetryTests {
  func testSortByInteractor() async {
    let interactor = SortByInteractor(items: [0: "index"])
    XCTAssertEqual(interactor.items, [0: "index"])
    XCTAssertNil(interactor.selected)
  }

  func testSortByInteractorSelected() async {
    let interactor = SortByInteractor(items: [0: "index"], selected: 0)
    XCTAssertEqual(interactor.selected, 0)
  }

  func testSortByConnector() async {
    let connector = SortByConnector(searcher: hitsSearcher, indexNames: ["index"])
    assertIsLive(connector)
    XCTAssertEqual(connector.indexNames, ["index"])
    XCTAssertNil(connector.selectedIndexName)
  }

  func testSortByConnectorSelected() async {
    let connector = SortByConnector(searcher: hitsSearcher, indexNames: ["index"], selected: 0)
    assertIsLive(connector)
    XCTAssertEqual(connector.selectedIndexName, "index")
    XCTAssertEqual(hitsSearcher.indexName, "index")
  }
}

// MARK: Stats

extension TelemetryTests {
  func testStatsInteractor() async {
    XCTAssertNil(StatsInteractor().item)
  }

  func testStatsConnector() async {
    let connector = StatsConnector(searcher: hitsSearcher)
    assertIsLive(connector)
    XCTAssertTrue(connector.searcher === hitsSearcher)
  }
}
