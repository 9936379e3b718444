import Sift

/// The interactive demo's state, built only from Sift's public API: a search box over the
/// terminal's line editor, hits, stats, the search status, facet lists, current filters, sort
/// by and pages, each through its connector and a headless controller.
@MainActor
final class DemoApp {
  enum Focus: CaseIterable {
    case searchBox, facets, hits

    /// The focus `steps` places further in Tab order, wrapping around.
    func moved(by steps: Int) -> Focus {
      let all = Focus.allCases
      let index = all.firstIndex(of: self) ?? 0
      return all[((index + steps) % all.count + all.count) % all.count]
    }
  }

  let catalog: DemoCatalog
  let searcher: HitsSearcher
  let filterState = FilterState()
  let lineEditor = TerminalLineEditor(placeholder: "Type to search…")
  let searchBox: TextFieldController
  let hits = HitsObservableController<JSON>()
  let stats = ItemObservableController<String?>(item: nil)
  let status = ItemObservableController<SearchStatus>(item: .idle)
  let sortBy = SelectableSegmentObservableController<Int>()
  let pager = PaginationObservableController()
  /// One facet list per facet attribute, in order.
  let facetLists: [(attribute: String, controller: FacetListObservableController)]
  let currentFilters = CurrentFiltersObservableController()
  let clearFilters = ClearFiltersObservableController()
  private var connectors: [any Connection] = []

  private(set) var focus = Focus.searchBox
  private(set) var facetCursor = 0
  private(set) var hitCursor = 0
  var size: (rows: Int, columns: Int)
  /// Called whenever what the screen shows may have changed.
  var onChange: (() -> Void)?

  init(
    catalog: DemoCatalog, size: (rows: Int, columns: Int),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.catalog = catalog
    self.size = size
    self.searcher = HitsSearcher(
      service: catalog.service, indexName: catalog.indexName,
      query: SearchQuery(
        facets: catalog.facetAttributes, hitsPerPage: Self.hitsPerPage(rows: size.rows)),
      clock: clock)
    self.searchBox = TextFieldController(textField: lineEditor)
    self.facetLists = catalog.facetAttributes.map { ($0, FacetListObservableController()) }
    lineEditor.becomeFirstResponder()
    connectors = [
      SearchBoxConnector(
        searcher: searcher, debounce: .milliseconds(60), clock: clock, controller: searchBox),
      HitsConnector<JSON>(
        searcher: searcher, interactor: HitsInteractor(infiniteScrolling: .off), controller: hits),
      StatsConnector(searcher: searcher, controller: stats),
      LoadingConnector(searcher: searcher) as ItemConnector<SearchStatus>,
      SortByConnector(
        searcher: searcher, indexNames: catalog.sortChoices.map(\.indexName), controller: sortBy
      ) { [choices = catalog.sortChoices] name in
        choices.first { $0.indexName == name }?.label ?? name
      },
      PaginationConnector(searcher: searcher, padding: 2, controller: pager),
    ]
    if let loading = connectors[3] as? ItemConnector<SearchStatus> {
      loading.connectController(status)
    }
    // Refinements: a facet list per attribute (or-groups, so each facets disjunctively), the
    // current filters and a clear action, all writing to one filter state.
    searcher.connectFilterState(filterState)
    let presenter = FacetListPresenter(
      sortBy: [.isRefined, .count(order: .descending), .alphabetical(order: .ascending)], limit: 5)
    for (attribute, controller) in facetLists {
      connectors.append(
        FacetListConnector(
          searcher: searcher, filterState: filterState, attribute: Attribute(attribute),
          operator: .or, controller: controller, presenter: presenter))
    }
    connectors.append(CurrentFiltersConnector(filterState: filterState, controller: currentFilters))
    connectors.append(ClearFiltersConnector(filterState: filterState, controller: clearFilters))
    for connector in connectors {
      connector.connect()
    }
    searcher.onResults.subscribe(with: self) { app, _ in app.changed() }
    searcher.onStatusChanged.subscribe(with: self) { app, _ in app.changed() }
    searcher.onError.subscribe(with: self) { app, _ in app.changed() }
  }

  /// Starts the first search (an empty query shows the whole catalog).
  func start() {
    searcher.search()
  }

  static func hitsPerPage(rows: Int) -> Int { max(3, rows - 6) }

  /// Adapts to a new terminal size: as many hits per page as fit.
  func resize(to size: (rows: Int, columns: Int)) {
    self.size = size
    let perPage = Self.hitsPerPage(rows: size.rows)
    if searcher.request.query.hitsPerPage != perPage {
      searcher.request.query.hitsPerPage = perPage
      searcher.search()
    }
  }

  private func changed() { onChange?() }

  // MARK: Facets

  /// A row of the facet panel: an attribute's title, one of its values, or its show more /
  /// show less toggle.
  enum FacetRow: Equatable {
    case title(String)
    case value(attribute: String, FacetValue, isSelected: Bool)
    case showMore(attribute: String, ShowMoreState)
  }

  /// The facet panel, from the facet lists' controllers.
  var facetRows: [FacetRow] {
    facetLists.flatMap { attribute, controller -> [FacetRow] in
      [.title(attribute)]
        + controller.items.map { .value(attribute: attribute, $0.item, isSelected: $0.isSelected) }
        + (controller.showMore.map { [.showMore(attribute: attribute, $0)] } ?? [])
    }
  }

  private func activate(_ row: FacetRow) {
    switch row {
    case .title: break
    case .value(let attribute, let facet, _):
      facetLists.first { $0.attribute == attribute }?.controller.select(facet)
    case .showMore(let attribute, _):
      facetLists.first { $0.attribute == attribute }?.controller.toggleShowMore()
    }
  }

  /// The refinements, as shown in the current filters line.
  var currentFilterTexts: [String] {
    currentFilters.items.map(\.text)
  }

  // MARK: Keys

  /// Applies a key. Returns false when the app should quit.
  func handle(_ key: Key) -> Bool {
    handle([key])
  }

  /// Applies the keys read in one go, and asks for one redraw. Returns false when the app
  /// should quit.
  ///
  /// A paste arrives as thousands of keys at once: runs of typed characters go into the search
  /// box as one edit (one query change, one search), and Ctrl-C or Ctrl-D quits at once,
  /// whatever came before it in the batch.
  func handle(_ keys: [Key]) -> Bool {
    if keys.contains(.control("c")) || keys.contains(.control("d")) { return false }
    defer { changed() }
    var index = keys.startIndex
    while index < keys.endIndex {
      if focus == .searchBox, case .character = keys[index] {
        var typed = ""
        while index < keys.endIndex, case .character(let character) = keys[index] {
          typed.append(character)
          index += 1
        }
        lineEditor.insert(typed)
        continue
      }
      guard apply(keys[index]) else { return false }
      index += 1
    }
    return true
  }

  /// Applies one key without redrawing. Returns false when the app should quit.
  private func apply(_ key: Key) -> Bool {
    switch key {
    case .control("c"), .control("d"): return false
    case .escape where focus == .searchBox: return false
    case .escape: focus = .searchBox
    case .tab:
      focus = focus.moved(by: 1)
    case .backTab:
      focus = focus.moved(by: -1)
    case .pageDown, .control("n"): pager.next()
    case .pageUp, .control("p"): pager.previous()
    case .control("s"):
      let next = ((sortBy.selected ?? 0) + 1) % max(sortBy.items.count, 1)
      sortBy.select(next)
    case .control("r"): clearFilters.clear()
    default:
      switch focus {
      case .searchBox: lineEditor.handle(key)
      case .facets: handleFacetKey(key)
      case .hits: handleHitKey(key)
      }
    }
    return true
  }

  private func handleFacetKey(_ key: Key) {
    let rows = facetRows
    switch key {
    case .up: facetCursor = max(0, facetCursor - 1)
    case .down: facetCursor = min(rows.count - 1, facetCursor + 1)
    case .character(" "), .enter:
      if rows.indices.contains(facetCursor) { activate(rows[facetCursor]) }
    case .character:
      focus = .searchBox
      lineEditor.handle(key)
    default: break
    }
  }

  private func handleHitKey(_ key: Key) {
    switch key {
    case .up: hitCursor = max(0, hitCursor - 1)
    case .down: hitCursor = min(max(hits.hits.count - 1, 0), hitCursor + 1)
    case .character:
      focus = .searchBox
      lineEditor.handle(key)
    default: break
    }
  }
}
