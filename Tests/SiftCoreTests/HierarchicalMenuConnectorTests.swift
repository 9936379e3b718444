import SiftCore
import SiftTesting
import XCTest

@MainActor
final class HierarchicalMenuConnectorTests: XCTestCase {
  private let facet = HierarchicalFacet(attributePrefix: "categories", levels: 3)

  /// Level counts as an engine gives them, whatever the refinement (the faceting batch asks one
  /// query per level).
  private func makeSearcher() -> (HitsSearcher, StubSearchService) {
    let service = facetsService { _ in
      [
        "categories.lvl0": ["Cameras": 30, "Audio": 12],
        "categories.lvl1": [
          "Cameras > Digital": 20, "Cameras > Film": 10, "Audio > Headphones": 12,
        ],
        "categories.lvl2": ["Cameras > Digital > Compact": 8, "Cameras > Digital > DSLR": 12],
      ]
    }
    return (HitsSearcher(service: service, indexName: "products"), service)
  }

  private func makeConnector(
    _ searcher: HitsSearcher, _ filterState: FilterState, _ tree: UserCategoryTree,
    _ crumbs: UserCrumbs
  ) -> HierarchicalMenuConnector {
    let connector = HierarchicalMenuConnector(
      searcher: searcher, filterState: filterState, facet: facet, groupName: "categories",
      controller: tree)
    connector.connectBreadcrumbController(crumbs)
    connector.connect()
    return connector
  }

  func test_showsTheTopLevel_andRegistersEveryLevelAsAFacet() async {
    let (searcher, _) = makeSearcher()
    let tree = UserCategoryTree()
    let connector = makeConnector(searcher, FilterState(), tree, UserCrumbs())
    XCTAssertEqual(
      searcher.request.query.facets, ["categories.lvl0", "categories.lvl1", "categories.lvl2"])
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(tree.shown, ["Cameras (30)", "Audio (12)"])
    _ = connector
  }

  func test_selectingAPath_showsTheChildrenOfEachSelectedLevel_andWritesOneSearch() async {
    let (searcher, service) = makeSearcher()
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let tree = UserCategoryTree()
    let crumbs = UserCrumbs()
    let connector = makeConnector(searcher, filterState, tree, crumbs)
    searcher.search()
    await searcher.settled()
    tree.onClick?("Cameras")
    await searcher.settled()
    tree.onClick?("Cameras > Digital")
    await searcher.settled()
    XCTAssertEqual(service.receivedCallCount, 3, "one search per pick")
    XCTAssertEqual(filterState.algoliaFilters, #"( "categories.lvl1":"Cameras > Digital" )"#)
    XCTAssertEqual(
      tree.shown,
      [
        "✓ Cameras (30)", "  ✓ Digital (20)", "    DSLR (12)", "    Compact (8)", "  Film (10)",
        "Audio (12)",
      ])
    XCTAssertEqual(crumbs.items.map(\.label), ["Cameras", "Digital"])
    XCTAssertEqual(crumbs.items.map(\.value), ["Cameras", "Cameras > Digital"])
    _ = connector
  }

  func test_pickingASelectedValue_goesBackToItsParent_andAtTheTopClears() async {
    let (searcher, _) = makeSearcher()
    let filterState = FilterState()
    let tree = UserCategoryTree()
    let connector = makeConnector(searcher, filterState, tree, UserCrumbs())
    tree.onClick?("Cameras > Digital")
    tree.onClick?("Cameras > Digital")
    XCTAssertEqual(filterState[hierarchical: "categories"].path.map(\.value), ["Cameras"])
    tree.onClick?("Cameras")
    XCTAssertTrue(filterState.isEmpty)
    _ = connector
  }

  func test_breadcrumb_selectsAnAncestor_orClears() async {
    let (searcher, _) = makeSearcher()
    let filterState = FilterState()
    let crumbs = UserCrumbs()
    let connector = makeConnector(searcher, filterState, UserCategoryTree(), crumbs)
    try? filterState[hierarchical: "categories"].select("Cameras > Digital > DSLR", in: facet)
    XCTAssertEqual(crumbs.items.map(\.label), ["Cameras", "Digital", "DSLR"], "set elsewhere")
    crumbs.onClick?("Cameras")
    XCTAssertEqual(filterState.algoliaFilters, #"( "categories.lvl0":"Cameras" )"#)
    XCTAssertEqual(crumbs.items.map(\.level), [0])
    crumbs.onClick?(nil)
    XCTAssertTrue(filterState.isEmpty)
    XCTAssertEqual(crumbs.items, [])
    _ = connector
  }

  func test_aValueDeeperThanTheMenu_changesNothing() async {
    let (searcher, _) = makeSearcher()
    let filterState = FilterState()
    let connector = makeConnector(searcher, filterState, UserCategoryTree(), UserCrumbs())
    connector.interactor.computeSelection("A > B > C > D")
    XCTAssertTrue(filterState.isEmpty)
  }

  func test_disconnect_releasesTheControllers() async {
    let (searcher, _) = makeSearcher()
    let filterState = FilterState()
    var tree: UserCategoryTree? = UserCategoryTree()
    var crumbs: UserCrumbs? = UserCrumbs()
    weak let weakTree = tree
    weak let weakCrumbs = crumbs
    let connector = makeConnector(searcher, filterState, tree!, crumbs!)
    connector.disconnect()
    XCTAssertNil(tree?.onClick)
    XCTAssertNil(crumbs?.onClick)
    tree = nil
    crumbs = nil
    XCTAssertNil(weakTree)
    XCTAssertNil(weakCrumbs)
    XCTAssertEqual(searcher.onResults.subscriptionCount, 0)
    XCTAssertEqual(filterState.onChange.subscriptionCount, 0)
  }

  func test_InstantSearchsConnectorLine_withItsDefaultGroup() async {
    final class CategoryTable: HierarchicalController {
      var onClick: ((String) -> Void)?
      var rows: [String] = []
      func setItems(_ items: [HierarchicalMenuItem]) { rows = items.map(\.label) }
    }
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    let filterState = FilterState()
    let table = CategoryTable()
    let connector = HierarchicalConnector(
      searcher: searcher, filterState: filterState,
      hierarchicalAttributes: ["categories.lvl0", "categories.lvl1"], separator: " > ",
      controller: table)
    table.onClick?("Cameras > Digital")
    XCTAssertEqual(
      filterState[hierarchical: "_hierarchical"].path.map(\.value),
      ["Cameras", "Cameras > Digital"])
    XCTAssertEqual(connector.interactor.facet.separator, " > ")
  }
}
