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
        "products%5Bquery%5D=tv", "products%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Sony",
        "products%5BhierarchicalMenu%5D%5Bcategories.lvl0%5D%5B0%5D=TV",
        "products%5BhierarchicalMenu%5D%5Bcategories.lvl0%5D%5B1%5D=OLED",
        "products%5Brange%5D%5Bprice%5D=100%3A500",
        "products%5Btoggle%5D%5Bfree_shipping%5D=true",
        "products%5BsortBy%5D=products_price_asc", "products%5Bpage%5D=3",
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
    XCTAssertEqual(published, ["products%5Bquery%5D=tv"])
    try screen.routing.apply(
      urlQueryString: "products[query]=radio&products[refinementList][brand][0]=LG")
    await screen.settle()
    XCTAssertEqual(
      published,
      [
        "products%5Bquery%5D=tv",
        "products%5Bquery%5D=radio&products%5BrefinementList%5D%5Bbrand%5D%5B0%5D=LG",
      ])
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

  func test_aWebAppsMenus_andConfigure_openInTheWidgets_andComeBackInTheSameForm() async throws {
    let clock = ManualClock()
    let service = StubSearchService()
    service.respond { query in
      SearchResponse(
        nbHits: 50, facets: ["type": ["OLED": 9, "LCD": 11]],
        facetsStats: ["rating": FacetStats(min: 1, max: 5)], index: query.indexName)
    }
    let searcher = HitsSearcher(
      service: service, indexName: "products", query: SearchQuery(hitsPerPage: 20), clock: clock)
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    let types = UserFacetList()
    let prices = UserFilterList<Filter.Numeric>()
    let stars = UserStepper()
    let bands = [
      Filter.Numeric(attribute: "price", operator: .lessThanOrEqual, value: 100),
      Filter.Numeric(attribute: "price", range: 100...500),
      Filter.Numeric(attribute: "price", operator: .greaterThanOrEqual, value: 500),
    ]
    let connectors: [any Connection] = [
      FacetListConnector(
        searcher: searcher, filterState: filterState, attribute: "type", selectionMode: .single,
        operator: .and, controller: types),
      NumericFilterListConnector(
        filterState: filterState, filters: bands, selectionMode: .single, operator: .and,
        groupName: "price", controller: prices),
      NumberConnector<Double>(
        searcher: searcher, filterState: filterState, attribute: "rating",
        numericOperator: .greaterThanOrEqual, controller: stars),
    ]
    let routing = SearchStateConnector(searcher: searcher, filterState: filterState)
    // What a web app with a menu, a numeric menu, a rating menu and a configure widget writes.
    let link =
      "products%5Bmenu%5D%5Btype%5D=OLED&products%5BnumericMenu%5D%5Bprice%5D=100%3A500"
      + "&products%5BratingMenu%5D%5Brating%5D=4&products%5Bconfigure%5D%5BhitsPerPage%5D=8"
    try routing.apply(urlQueryString: link)
    await clock.advance(by: .milliseconds(100))
    await searcher.settled()
    XCTAssertEqual(service.receivedCallCount, 1)
    XCTAssertEqual(types.shown, ["LCD (11)", "✓ OLED (9)"])
    XCTAssertEqual(prices.selected, [bands[1]])
    XCTAssertEqual(stars.value, 4)
    XCTAssertEqual(searcher.request.query.hitsPerPage, 8)
    XCTAssertEqual(routing.urlQueryString, link, "the same link back, byte for byte")

    stars.onNumberChanged?(.increment)
    await clock.advance(by: .milliseconds(100))
    XCTAssertEqual(
      routing.urlQueryString,
      link.replacingOccurrences(of: "%5Brating%5D=4", with: "%5Brating%5D=5"))
    XCTAssertEqual(connectors.count, 3)
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
