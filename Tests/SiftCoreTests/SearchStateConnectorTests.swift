import SiftCore
import SiftTesting
import XCTest

/// Routing as an app uses it: a screen of widgets with user-written controllers writes its
/// state as a URL; a fresh screen opened on that URL shows the same thing after one search.
@MainActor
final class SearchStateConnectorTests: XCTestCase {
  /// A search screen: every widget family that refines, each with a user-written controller.
  @MainActor
  private final class Screen {
    let clock = ManualClock()
    let service: StubSearchService
    let searcher: HitsSearcher
    let filterState = FilterState()
    let searchBox = RecordingSearchBoxController()
    let brands = UserFacetList()
    let freeShipping = UserSwitch()
    let price = UserSlider()
    let categories = UserCategoryTree()
    let sortBy = UserMenu()
    let pager = UserPager()
    let connectors: [any Connection]
    let routing: SearchStateConnector

    init() {
      service = StubSearchService()
      service.respond { query in
        let page = query.query.page ?? 0
        return SearchResponse(
          nbHits: 200, page: page, nbPages: 10, hitsPerPage: 20,
          facets: [
            "brand": ["Sony": 12, "LG": 8], "categories.lvl0": ["TV": 20],
            "categories.lvl1": ["TV > OLED": 9, "TV > LCD": 11],
          ],
          facetsStats: ["price": FacetStats(min: 0, max: 3000)], query: query.query.query,
          index: query.indexName)
      }
      searcher = HitsSearcher(
        service: service, indexName: "products", query: SearchQuery(hitsPerPage: 20),
        clock: clock)
      searcher.connectFilterState(filterState)
      connectors = [
        SearchBoxConnector(searcher: searcher, clock: clock, controller: searchBox),
        FacetListConnector(
          searcher: searcher, filterState: filterState, attribute: "brand", operator: .or,
          controller: brands),
        FilterToggleConnector(
          filterState: filterState,
          filter: Filter.Facet(attribute: "free_shipping", boolValue: true),
          controller: freeShipping),
        NumberRangeConnector(
          searcher: searcher, filterState: filterState, attribute: "price", controller: price),
        HierarchicalMenuConnector(
          searcher: searcher, filterState: filterState,
          facet: HierarchicalFacet(attributePrefix: "categories", levels: 2),
          controller: categories),
        SortByConnector(
          searcher: searcher, indexNames: ["products", "products_price_asc"], controller: sortBy),
        PaginationConnector(searcher: searcher, controller: pager),
      ]
      routing = SearchStateConnector(searcher: searcher, filterState: filterState)
    }

    func settle() async {
      await clock.advance(by: .milliseconds(100))
      await searcher.settled()
    }
  }

  private func browse(_ screen: Screen) async {
    screen.searchBox.type("tv")
    await screen.settle()
    screen.brands.tap("Sony")
    await screen.settle()
    screen.freeShipping.onClick?(true)
    screen.price.onRangeChanged?(100...500)
    screen.categories.onClick?("TV > OLED")
    screen.sortBy.onClick?(1)
    await screen.settle()
    screen.pager.onClick?(2)
    await screen.settle()
  }

  func test_widgets_toURL_toFreshWidgets_showTheSameScreen_afterOneSearch() async throws {
    let first = Screen()
    await browse(first)
    let url = first.routing.urlQueryString
    XCTAssertEqual(
      url.split(separator: "&"),
      [
        "products[query]=tv", "products[refinementList][brand][0]=Sony",
        "products[hierarchicalMenu][categories.lvl0][0]=TV",
        "products[hierarchicalMenu][categories.lvl0][1]=OLED",
        "products[range][price]=100%3A500", "products[toggle][free_shipping]=true",
        "products[sortBy]=products_price_asc", "products[page]=3",
      ])

    let second = Screen()
    XCTAssertEqual(second.service.receivedCallCount, 0)
    try second.routing.apply(urlQueryString: url)
    await second.settle()
    XCTAssertEqual(second.service.receivedCallCount, 1, "one search restores the screen")
    XCTAssertEqual(second.routing.state, first.routing.state)
    XCTAssertEqual(second.searcher.request, first.searcher.request)

    XCTAssertEqual(second.searchBox.text, "tv")
    XCTAssertEqual(second.brands.shown, ["✓ Sony (12)", "LG (8)"])
    XCTAssertTrue(second.freeShipping.isOn)
    XCTAssertEqual(second.price.range, 100...500)
    XCTAssertEqual(second.categories.shown, ["✓ TV (20)", "  LCD (11)", "  ✓ OLED (9)"])
    XCTAssertEqual(second.categories.shown, first.categories.shown)
    XCTAssertEqual(second.brands.shown, first.brands.shown)
    XCTAssertEqual(second.sortBy.selected, 1)
    XCTAssertEqual(second.pager.pagination?.currentPage, 2)
  }

  func test_stateChanges_arePublished_onceWhenAStateIsApplied() async throws {
    let screen = Screen()
    var published: [String] = []
    screen.routing.onStateChanged.subscribe(with: self) { _, state in
      published.append(state.urlQueryString)
    }
    screen.searchBox.type("tv")
    await screen.settle()
    XCTAssertEqual(published, ["products[query]=tv"])
    try screen.routing.apply(
      urlQueryString: "products[query]=radio&products[refinementList][brand][0]=LG")
    await screen.settle()
    XCTAssertEqual(
      published,
      ["products[query]=tv", "products[query]=radio&products[refinementList][brand][0]=LG"])
    XCTAssertEqual(screen.brands.shown, ["Sony (12)", "✓ LG (8)"])
  }

  func test_applyingTheSameState_searchesOnce_andAnEmptyLinkRestoresTheInitialScreen() async throws
  {
    let screen = Screen()
    try screen.routing.apply(urlQueryString: "products[query]=tv&products[page]=2")
    await screen.settle()
    XCTAssertEqual(screen.service.receivedCallCount, 1)
    XCTAssertEqual(screen.searcher.request.query.page, 1)
    try screen.routing.apply(urlQueryString: "products[query]=tv&products[page]=2")
    await screen.settle()
    XCTAssertEqual(screen.service.receivedCallCount, 2)
    XCTAssertEqual(screen.searcher.request.query.page, 1, "the same page, kept")
    try screen.routing.apply(urlQueryString: "")
    await screen.settle()
    XCTAssertNil(screen.searchBox.text ?? nil)
    XCTAssertEqual(screen.searcher.request.query.hitsPerPage, 20, "the screen's own page size")
    XCTAssertEqual(screen.routing.urlQueryString, "")
  }

  func test_aBadLink_isATypedError_andChangesNothing() async {
    let screen = Screen()
    screen.searchBox.type("tv")
    await screen.settle()
    let before = screen.searcher.request
    let calls = screen.service.receivedCallCount
    XCTAssertThrowsError(
      try screen.routing.apply(urlQueryString: "products[query]=x&products[page]=zero")
    ) {
      XCTAssertEqual(
        $0 as? SearchStateError,
        .invalidValue(key: "products[page]", value: "zero", expected: "a whole number from 1"))
    }
    XCTAssertEqual(screen.searcher.request, before)
    XCTAssertEqual(screen.service.receivedCallCount, calls)
  }
}
