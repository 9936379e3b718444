import SiftControllers
import SiftCore
import SiftTestSupport
import SiftTesting
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `Connector` contract, for every connector of the package: a widget connected and
/// disconnected over and over, as a screen shown and dismissed again and again, leaves nothing
/// behind.
///
/// Each cycle builds a widget on long-lived searchers and a filter state as an app does (its
/// controller made inline, so the connector alone holds it), delivers a response and a filter
/// change, disconnects, connects again, delivers again and disconnects. After each cycle every
/// object of the widget (connector, interactors, controllers, sub-connectors) must be gone.
/// After all cycles the long-lived objects' events hold exactly the subscriptions they held
/// before the first, and the process's live heap has not grown steadily after the warm-up (the
/// first tenth of the cycles, which fills the runtime's caches): the cycles after it are split
/// into ``heapSegments`` runs, and a leak (which grows the heap in every run) fails the test when
/// each run grew it by more than ``heapBudget`` bytes a cycle. One jump, as when an earlier
/// test's work still in flight allocates during one run, does not.
@MainActor
final class ConnectorTests: XCTestCase {
  private struct Gadget: Decodable {
    let objectID: String
    let name: String
    let brand: String
    let tags: [String]
  }

  /// A widget under test: its connector and the other objects that must go with it, with the
  /// searchers of its own that results are delivered to.
  private struct Widget {
    let connector: any Connector
    let parts: [AnyObject]
    var searchers: [HitsSearcher] = []
  }

  /// A weak reference that remembers what it referred to.
  private struct Watched {
    weak var object: AnyObject?
    let description: String

    init(_ object: AnyObject) {
      self.object = object
      self.description = String(describing: type(of: object))
    }
  }

  /// Cycles per widget: 10,000, or 2,000 under a sanitizer (their allocators make each cycle
  /// several times slower; a leak still shows as 1,800 objects after the warm-up).
  private static let cycles = RuntimeHeap.isSanitized ? 2_000 : 10_000

  /// How much the live heap may grow a cycle, in bytes, in at least one of the runs after the
  /// warm-up. Without a leak it grew by a few KB at most over 9,000 cycles (and often shrank, as
  /// earlier tests' memory was freed); a stats widget whose connector held itself in a cycle
  /// grew it by 1.4 KB a cycle. In a full run under the address sanitizer, one widget's 1,800
  /// cycles once grew it by 178 KB (99 bytes a cycle) that it did not allocate: alone, the same
  /// test grew it by less than 400 bytes.
  private static let heapBudget = 64

  /// The runs the cycles after the warm-up are split into.
  private static let heapSegments = 3

  private var clock: ManualClock!
  private var service: FixedSearchService!
  private var searcher: HitsSearcher!
  private var facetSearcher: FacetSearcher!
  private var filterState: FilterState!
  private var insights: Insights!
  private var response: SearchResponse!

  override func setUp() async throws {
    clock = ManualClock()
    service = FixedSearchService()
    searcher = HitsSearcher(service: service, indexName: "gadgets", clock: clock)
    facetSearcher = FacetSearcher(
      service: service, indexName: "gadgets", attribute: "brand", clock: clock)
    filterState = FilterState()
    filterState[and: "brand"].add(Filter.Facet(attribute: "brand", stringValue: "Acme"))
    insights = Insights(
      service: RecordingInsightsService(),
      userTokenStorage: InMemoryUserTokenStorage(userToken: "anonymous-1"), clock: clock)
    response = SearchResponse(
      hits: [
        ["objectID": "1", "name": "phone", "brand": "Acme", "tags": ["new"], "price": 10],
        ["objectID": "2", "name": "tablet", "brand": "Zeta", "tags": ["sale"], "price": 20],
      ],
      nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1,
      facets: ["brand": ["Acme": 1, "Zeta": 1], "category.lvl0": ["Phones": 1]],
      facetsStats: ["price": FacetStats(min: 10, max: 20, avg: 15, sum: 30)],
      query: "", index: "gadgets", userData: [["banner": "sale"]])
  }

  override func tearDown() async throws {
    clock = nil
    service = nil
    searcher = nil
    facetSearcher = nil
    filterState = nil
    insights = nil
    response = nil
  }

  // MARK: - Search box, hits, and the two together

  func test_searchBox_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = SearchBoxConnector(
        searcher: $0.searcher, clock: $0.clock, controller: SearchBoxObservableController())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_hits_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = HitsConnector<Gadget>(
        searcher: $0.searcher, controller: HitsObservableController<Gadget>())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_search_leavesNothingBehind() async {
    await assertNoLeaks(searching: true) {
      let connector = SearchConnector<Gadget>(
        searcher: $0.searcher, searchBoxController: SearchBoxObservableController(),
        hitsController: HitsObservableController<Gadget>(), filterState: $0.filterState,
        clock: $0.clock)
      return Widget(
        connector: connector,
        parts: [
          connector.searchBoxConnector, connector.searchBoxConnector.interactor,
          connector.hitsConnector, connector.hitsConnector.interactor,
        ])
    }
  }

  /// A multi-index screen: its `MultiSearcher` is the screen's, as the connector adds a searcher
  /// per index to it.
  func test_multiIndexSearch_leavesNothingBehind() async {
    await assertNoLeaks(searching: true) {
      let connector = MultiIndexSearchConnector(
        searcher: MultiSearcher(service: $0.service, clock: $0.clock),
        indexModules: [
          .init(
            indexName: "gadgets", hitsInteractor: HitsInteractor<Gadget>(),
            hitsController: HitsObservableController<Gadget>()),
          .init(
            indexName: "articles", hitsInteractor: HitsInteractor<Gadget>(),
            hitsController: HitsObservableController<Gadget>(), filterState: $0.filterState),
        ],
        searchBoxController: SearchBoxObservableController(), clock: $0.clock)
      return Widget(
        connector: connector,
        parts: [
          connector.searcher, connector.searchBoxConnector, connector.searchBoxConnector.interactor,
        ] + connector.hitsSearchers, searchers: connector.hitsSearchers)
    }
  }

  // MARK: - Facets and filters

  func test_facetList_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = FacetListConnector(
        searcher: $0.searcher, filterState: $0.filterState, attribute: "brand",
        operator: .or, controller: FacetListObservableController())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_facetListOnAFacetSearcher_leavesNothingBehind() async {
    await assertNoLeaks(searching: true) {
      let connector = FacetListConnector(
        facetSearcher: $0.facetSearcher, filterState: $0.filterState, operator: .or,
        controller: FacetListObservableController())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_dynamicFacetList_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = DynamicFacetListConnector(
        searcher: $0.searcher, filterState: $0.filterState,
        controller: DynamicFacetListObservableController())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_filterList_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = FacetFilterListConnector(
        filterState: $0.filterState,
        filters: [Filter.Facet(attribute: "brand", stringValue: "Acme")],
        selectionMode: .multiple, operator: .or, groupName: "brands",
        controller: FilterListObservableController<Filter.Facet>())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_filterToggle_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = FilterToggleConnector(
        filterState: $0.filterState, filter: Filter.Tag(value: "sale"),
        controller: FilterToggleObservableController())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_filterMap_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = FilterMapConnector(
        filterState: $0.filterState,
        items: [NamedFilter("new", .tag(Filter.Tag(value: "new"))), NamedFilter("all")],
        groupName: "tags", controller: SelectableSegmentObservableController<Int>())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_currentFilters_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = CurrentFiltersConnector(
        filterState: $0.filterState, controller: CurrentFiltersObservableController())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_clearFilters_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = ClearFiltersConnector(
        filterState: $0.filterState, mode: .except,
        controller: ClearFiltersObservableController())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_hierarchicalMenu_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = HierarchicalMenuConnector(
        searcher: $0.searcher, filterState: $0.filterState,
        hierarchicalAttributes: ["category.lvl0", "category.lvl1"],
        separator: " > ", controller: HierarchicalMenuObservableController())
      let breadcrumb = HierarchicalBreadcrumbObservableController()
      connector.connections.add(connector.interactor.connectBreadcrumbController(breadcrumb))
      return Widget(connector: connector, parts: [connector.interactor, breadcrumb])
    }
  }

  // MARK: - Numbers

  func test_number_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = NumberConnector<Double>(
        searcher: $0.searcher, filterState: $0.filterState, attribute: "price",
        numericOperator: .greaterThanOrEqual, controller: NumberObservableController<Double>())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_numberRange_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = NumberRangeConnector<Double>(
        searcher: $0.searcher, filterState: $0.filterState, attribute: "price",
        controller: NumberRangeObservableController<Double>())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  // MARK: - Stats, loading, query rules, relevant sort

  func test_stats_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = StatsConnector(
        searcher: $0.searcher, controller: ItemObservableController<String?>(item: nil))
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_loading_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = LoadingConnector(
        searcher: $0.searcher, controller: ItemObservableController<Bool>(item: false))
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_queryRuleCustomData_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = QueryRuleCustomDataConnector<[String: String]>(
        searcher: $0.searcher, controller: ItemObservableController<[String: String]?>(item: nil))
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_relevantSort_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = RelevantSortConnector(
        searcher: $0.searcher, controller: RelevantSortObservableController(),
        presenter: { $0 })
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  // MARK: - Pages, sorting, indices

  func test_pagination_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = PaginationConnector(
        searcher: $0.searcher, controller: PaginationObservableController())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_hitsPerPage_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = HitsPerPageConnector(
        searcher: $0.searcher, choices: [10, 20, 50], defaultChoice: 20,
        controller: SelectableSegmentObservableController<Int>())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_sortBy_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = SortByConnector(
        searcher: $0.searcher, indexNames: ["gadgets", "gadgets_price_asc"],
        controller: SelectableSegmentObservableController<Int>())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_switchIndex_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = SwitchIndexConnector(
        searcher: $0.searcher, indexNames: ["gadgets", "gadgets_price_asc"],
        controller: SwitchIndexObservableController())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  // MARK: - Geo, related items, routing, insights

  func test_geoSearch_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = GeoSearchConnector<Gadget>(
        searcher: $0.searcher, controller: GeoHitsObservableController<Gadget>())
      return Widget(connector: connector, parts: [connector.interactor, connector.hitsInteractor])
    }
  }

  func test_relatedItems_leavesNothingBehind() async {
    let phone = Hit(
      objectID: "1", record: Gadget(objectID: "1", name: "phone", brand: "Acme", tags: ["new"]))
    await assertNoLeaks {
      let connector = RelatedItemsConnector<Gadget>(
        searcher: $0.searcher, hit: phone,
        patterns: [
          MatchingPattern(attribute: "brand", score: 2, filterPath: \.brand),
          MatchingPattern(attribute: "tags", score: 1, filterPath: \.tags),
        ],
        controller: HitsObservableController<Gadget>())
      return Widget(connector: connector, parts: [connector.interactor])
    }
  }

  func test_searchState_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = SearchStateConnector(searcher: $0.searcher, filterState: $0.filterState)
      let observer = ItemObservableController<String?>(item: nil)
      connector.onStateChanged.subscribe(with: observer) { observer, state in
        observer.setItem(state.urlQueryString)
      }
      return Widget(connector: connector, parts: [observer])
    }
  }

  func test_hitsTracker_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = HitsTracker(eventName: "hits", searcher: $0.searcher, insights: $0.insights)
      return Widget(connector: connector, parts: [])
    }
  }

  func test_filterTracker_leavesNothingBehind() async {
    await assertNoLeaks {
      let connector = FilterTracker(
        eventName: "filters", searcher: $0.searcher, insights: $0.insights)
      return Widget(connector: connector, parts: [])
    }
  }

  // MARK: - The cycles

  /// Runs ``cycles`` connect / disconnect cycles of the widget `makeWidget` builds, and fails
  /// if anything of a widget outlives its cycle, if a long-lived object keeps a subscription,
  /// or if the live heap grows.
  ///
  /// - Parameter searching: Whether the widget searches when the filters change (its searcher
  ///   is linked to the filter state). Each cycle then waits for its searches to end, and the
  ///   heap is not compared: under swift-corelibs-xctest, the test process keeps a few hundred
  ///   bytes for each hop to the main actor (9,000 `Task { @MainActor in }` awaited in a test
  ///   grow the heap by megabytes; the same loop in a plain executable stays flat), whatever
  ///   Sift does. Every other widget must not search at all.
  private func assertNoLeaks(
    searching: Bool = false, file: StaticString = #filePath, line: UInt = #line,
    _ makeWidget: (ConnectorTests) -> Widget
  ) async {
    let events = longLivedSubscriptionCounts
    let subscriptionsBefore = events()
    let warmUp = Self.cycles / 10
    let segment = (Self.cycles - warmUp) / Self.heapSegments
    var heapSamples: [Int] = []
    for cycle in 0..<Self.cycles {
      if cycle >= warmUp, (cycle - warmUp) % segment == 0 {
        heapSamples.append(RuntimeHeap.liveBytes)
      }
      let watched = await runCycle(searching: searching, makeWidget)
      if let alive = watched.first(where: { $0.object != nil }) {
        XCTFail(
          "cycle \(cycle): a \(alive.description) outlived its disconnected widget",
          file: file, line: line)
        return
      }
    }
    await Task.yield()  // `settled()`'s status streams end in a task of their own
    heapSamples.append(RuntimeHeap.liveBytes)
    let growths = zip(heapSamples, heapSamples.dropFirst()).map { $1 - $0 }
    XCTAssertEqual(
      events(), subscriptionsBefore, "subscriptions left on the searchers, filter state, insights",
      file: file, line: line)
    // The budget is calibrated on glibc's allocator and the sanitizers'; elsewhere (Darwin's
    // malloc zones keep per-thread caches of their own) only the objects and subscriptions
    // above are checked.
    guard !searching, RuntimeHeap.isCalibrated else { return }
    XCTAssertLessThan(
      growths.min() ?? 0, Self.heapBudget * segment,
      "the live heap grew in every run of \(segment) cycles, by \(growths) bytes",
      file: file, line: line)
  }

  /// One cycle: build, use, disconnect, connect, use, disconnect, and let the searches that
  /// started end (as a screen's run loop would); returns what must now go.
  private func runCycle(searching: Bool, _ makeWidget: (ConnectorTests) -> Widget) async
    -> [Watched]
  {
    let widget = makeWidget(self)
    deliverResults(to: widget)
    widget.connector.disconnect()
    widget.connector.connect()
    XCTAssertTrue(widget.connector.isConnected)
    deliverResults(to: widget)
    widget.connector.disconnect()
    let searchers: [any Searcher] = [searcher!, facetSearcher!] + widget.searchers
    if searching {
      for searcher in searchers {
        await searcher.settled()
      }
    } else {
      XCTAssertFalse(searchers.contains(where: \.isLoading), "a widget searched")
    }
    return ([widget.connector as AnyObject] + widget.parts).map(Watched.init)
  }

  /// What a search and a refinement deliver to the widgets: the searchers' results, and a
  /// change of the filter state.
  private func deliverResults(to widget: Widget) {
    for searcher in [searcher!] + widget.searchers {
      searcher.onStampedResults.fire(Stamped(request: searcher.request, response: response!))
      searcher.onResults.fire(response)
    }
    facetSearcher.onResults.fire(
      FacetValuesResponse(facetHits: [FacetHit(value: "Acme", highlighted: "Acme", count: 1)]))
    filterState.notifyChange()
  }

  /// The number of live subscriptions of every event of the long-lived objects.
  private func longLivedSubscriptionCounts() -> [Int] {
    [
      searcher.onQueryChanged.subscriptionCount, searcher.onIndexChanged.subscriptionCount,
      searcher.onRequestChanged.subscriptionCount, searcher.onSearch.subscriptionCount,
      searcher.onResults.subscriptionCount, searcher.onStampedResults.subscriptionCount,
      searcher.onError.subscriptionCount, searcher.onPageResults.subscriptionCount,
      searcher.onStatusChanged.subscriptionCount,
      facetSearcher.onQueryChanged.subscriptionCount, facetSearcher.onResults.subscriptionCount,
      facetSearcher.onStampedResults.subscriptionCount, facetSearcher.onError.subscriptionCount,
      facetSearcher.onStatusChanged.subscriptionCount,
      filterState.onChange.subscriptionCount,
      insights.onBatchSent.subscriptionCount, insights.onError.subscriptionCount,
      insights.onSendFailed.subscriptionCount,
    ]
  }
}

/// A backend that answers every search at once with one fixed response, and keeps nothing
/// (`StubSearchService` records every call, which would grow with the cycles).
private struct FixedSearchService: SearchService {
  func search(_ queries: [IndexedQuery]) async throws -> [SearchResponse] {
    queries.map { _ in SearchResponse(hits: [["objectID": "1", "name": "phone"]], nbHits: 1) }
  }

  func searchForFacetValues(_ query: FacetValuesQuery) async throws -> FacetValuesResponse {
    FacetValuesResponse(facetHits: [FacetHit(value: "Acme", highlighted: "Acme", count: 1)])
  }
}

/// The process's live heap, as its allocator counts it.
private enum RuntimeHeap {
  private typealias AllocatedBytes = @convention(c) () -> Int
  private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

  /// The sanitizers' allocator statistics, when the process runs under one (their allocator
  /// replaces malloc's).
  private static let sanitizerAllocatedBytes: AllocatedBytes? = DynamicSymbol.address(
    of: "__sanitizer_get_current_allocated_bytes"
  ).map { unsafeBitCast($0, to: AllocatedBytes.self) }

  /// glibc's `malloc_info`, which reports the heap as XML (Swift's Glibc module does not
  /// import `malloc.h`, so `mallinfo2` is out of reach).
  private static let mallocInfo: MallocInfo? = DynamicSymbol.address(of: "malloc_info").map {
    unsafeBitCast($0, to: MallocInfo.self)
  }

  /// Whether the process runs under a sanitizer.
  static var isSanitized: Bool { sanitizerAllocatedBytes != nil }

  /// Whether ``ConnectorTests``' heap budget was calibrated on this process's allocator: the
  /// sanitizers' or glibc's.
  static var isCalibrated: Bool { isSanitized || mallocInfo != nil }

  /// Bytes allocated and not yet freed.
  static var liveBytes: Int {
    if let sanitizerAllocatedBytes {
      return sanitizerAllocatedBytes()
    }
    #if canImport(Glibc)
      return mallocInfoLiveBytes() ?? 0
    #elseif canImport(Darwin)
      var statistics = malloc_statistics_t()
      malloc_zone_statistics(nil, &statistics)
      return Int(statistics.size_in_use)
    #else
      return 0
    #endif
  }

  #if canImport(Glibc)
    /// What `malloc_info` reports for all arenas together: the memory taken from the system,
    /// less its free chunks (the `fast` and `rest` totals), plus the chunks mapped on their own.
    private static func mallocInfoLiveBytes() -> Int? {
      guard let mallocInfo else { return nil }
      var buffer: UnsafeMutablePointer<CChar>?
      var length = 0
      guard let stream = open_memstream(&buffer, &length) else { return nil }
      let status = mallocInfo(0, stream)
      fclose(stream)
      guard let buffer else { return nil }
      let report = String(cString: buffer)
      free(buffer)
      guard status == 0, let totals = report.split(separator: "</heap>").last else { return nil }
      guard let system = sizeAttribute(in: totals, of: #"<system type="current""#),
        let fast = sizeAttribute(in: totals, of: #"<total type="fast""#),
        let rest = sizeAttribute(in: totals, of: #"<total type="rest""#),
        let mapped = sizeAttribute(in: totals, of: #"<total type="mmap""#)
      else { return nil }
      return system - fast - rest + mapped
    }

    /// The `size` attribute of the first element of `report` that starts with `element`.
    private static func sizeAttribute(in report: Substring, of element: String) -> Int? {
      guard let start = report.range(of: element),
        let attribute = report[start.upperBound...].range(of: #"size=""#)
      else { return nil }
      return Int(report[attribute.upperBound...].prefix(while: \.isNumber))
    }
  #endif
}
