import Foundation
import Sift

/// The interactive demo's state, built only from Sift's public API: a search box over the
/// terminal's line editor, hits, stats, the search status, facet lists, current filters, sort
/// by and pages, each through its connector and a headless controller.
@MainActor
final class DemoApp {
  enum Focus: CaseIterable {
    case searchBox, facets, hits, filters

    /// The focus `steps` places further in Tab order, wrapping around; the current filters
    /// only when `hasFilters`.
    func moved(by steps: Int, hasFilters: Bool) -> Focus {
      let all = Focus.allCases.filter { hasFilters || $0 != .filters || $0 == self }
      let index = all.firstIndex(of: self) ?? 0
      return all[((index + steps) % all.count + all.count) % all.count]
    }
  }

  /// What the command line asks of the interactive search, as of a scripted one.
  struct Options {
    /// Filters in Algolia's syntax, restored into the filter state (`--filter`).
    var filters: String?
    /// The index or replica to search first (`--sort`).
    var sortIndex: String?
    /// Hits per page; as many as fit when nil (`--hits-per-page`).
    var hitsPerPage: Int?
    /// Facet lists to show first (`--facet`).
    var facets: [String] = []
    /// The first page shown, from 1 (`--page`).
    var page = 1
    /// Search around this point, nearest first, with distances (`--around`, `--radius`).
    var around: GeoLocation?
    var radius: Int?

    /// The options of a command line.
    init(_ arguments: DemoArguments) {
      filters = arguments.filters
      sortIndex = arguments.sortIndex
      hitsPerPage = arguments.hitsPerPage
      facets = arguments.facets
      page = arguments.page
      around = arguments.around
      radius = arguments.radius
    }

    init() {}

    /// Why these options cannot apply to `catalog`, in words; nil when they can.
    @MainActor func problem(with catalog: DemoCatalog) -> String? {
      if let filters {
        do {
          try FilterState().restore(fromAlgoliaFilters: filters)
        } catch {
          return "--filter '\(filters)': \(error)"
        }
      }
      if let sortIndex, !catalog.sortChoices.contains(where: { $0.indexName == sortIndex }) {
        return "--sort \(sortIndex): no such index (there are "
          + catalog.sortChoices.map(\.indexName).joined(separator: ", ") + ")"
      }
      return nil
    }
  }

  let catalog: DemoCatalog
  let options: Options
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
  /// The numeric range, when the catalog has one.
  let range = NumberRangeObservableController<Double>()
  /// The category hierarchy, when the catalog has one.
  let categories = HierarchicalMenuObservableController()
  let currentFilters = CurrentFiltersObservableController()
  let clearFilters = ClearFiltersObservableController()
  private var connectors: [any Connection] = []

  private(set) var focus = Focus.searchBox
  private(set) var facetCursor = 0
  private(set) var hitCursor = 0
  private(set) var filterCursor = 0
  /// The record shown in full (Enter on a hit), and how far it is scrolled.
  private(set) var detail: JSON?
  private(set) var detailScroll = 0
  var size: (rows: Int, columns: Int)
  /// Called whenever what the screen shows may have changed.
  var onChange: (() -> Void)?

  init(
    catalog: DemoCatalog, size: (rows: Int, columns: Int), options: Options = Options(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.catalog = catalog
    self.options = options
    self.size = size
    var facets = options.facets
    for attribute in catalog.facetAttributes where !facets.contains(attribute) {
      facets.append(attribute)
    }
    var query = SearchQuery(facets: facets)
    query.attributesToSnippet = catalog.formatter.attributesToSnippet
    if let around = options.around {
      query = GeoArea.around(around, radius: options.radius.map(AroundRadius.meters)).applied(
        to: query)
    }
    let sortIndex = options.sortIndex.flatMap { name in
      catalog.sortChoices.contains { $0.indexName == name } ? name : nil
    }
    self.searcher = HitsSearcher(
      service: catalog.service, indexName: sortIndex ?? catalog.indexName, query: query,
      clock: clock)
    self.searchBox = TextFieldController(textField: lineEditor)
    self.facetLists = facets.map { ($0, FacetListObservableController()) }
    searcher.request.query.hitsPerPage = hitsPerPage(rows: size.rows)
    lineEditor.becomeFirstResponder()
    let loading = LoadingConnector(searcher: searcher) as ItemConnector<SearchStatus>
    loading.connectController(status)
    connectors = [
      SearchBoxConnector(
        searcher: searcher, debounce: .milliseconds(60), clock: clock, controller: searchBox),
      HitsConnector<JSON>(
        searcher: searcher, interactor: HitsInteractor(infiniteScrolling: .off), controller: hits),
      StatsConnector(searcher: searcher, controller: stats),
      loading,
      SortByConnector(
        searcher: searcher, indexNames: catalog.sortChoices.map(\.indexName), controller: sortBy
      ) { [choices = catalog.sortChoices] name in
        choices.first { $0.indexName == name }?.label ?? name
      },
      PaginationConnector(searcher: searcher, padding: 2, controller: pager),
    ]
    // Refinements: a category hierarchy, a numeric range, a facet list per attribute
    // (or-groups, so each facets disjunctively), the current filters and a clear action, all
    // writing to one filter state.
    searcher.connectFilterState(filterState)
    if let hierarchy = catalog.hierarchy {
      connectors.append(
        HierarchicalMenuConnector(
          searcher: searcher, filterState: filterState, facet: hierarchy, controller: categories))
    }
    if let attribute = catalog.rangeAttribute {
      connectors.append(
        NumberRangeConnector(
          searcher: searcher, filterState: filterState, attribute: Attribute(attribute),
          controller: range))
    }
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
    if let filters = options.filters {
      try? filterState.restore(fromAlgoliaFilters: filters)
    }
    // After the filters: a refinement goes back to the first page.
    searcher.request.query.page = options.page - 1
    searcher.onResults.subscribe(with: self) { app, _ in app.changed() }
    searcher.onStatusChanged.subscribe(with: self) { app, _ in app.changed() }
    searcher.onError.subscribe(with: self) { app, _ in app.changed() }
  }

  /// Starts the first search (an empty query shows the whole catalog).
  func start() {
    searcher.search()
  }

  /// The rows a hit takes: its title, and its snippet when the catalog has one.
  var rowsPerHit: Int { catalog.formatter.snippetAttribute == nil ? 1 : 2 }

  /// The rows of the notice line (warnings and notes about the dataset): one when there are
  /// any.
  var noticeRows: Int { catalog.warnings.isEmpty && catalog.notes.isEmpty ? 0 : 1 }

  /// Hits per page: `--hits-per-page`, else as many as fit in `rows`.
  func hitsPerPage(rows: Int) -> Int {
    options.hitsPerPage ?? max(3, (rows - 6 - noticeRows) / rowsPerHit)
  }

  /// Adapts to a new terminal size: as many hits per page as fit.
  func resize(to size: (rows: Int, columns: Int)) {
    self.size = size
    let perPage = hitsPerPage(rows: size.rows)
    if searcher.request.query.hitsPerPage != perPage {
      searcher.request.query.hitsPerPage = perPage
      searcher.search()
    }
  }

  private func changed() { onChange?() }

  // MARK: Facets

  /// A row of the facet panel: a title, a category of the hierarchy, a bound of the range, a
  /// value of a facet list, or a facet list's show more / show less toggle.
  enum FacetRow: Equatable {
    case title(String)
    case category(HierarchicalMenuItem)
    case rangeBound(isUpper: Bool)
    case value(attribute: String, FacetValue, isSelected: Bool)
    case showMore(attribute: String, ShowMoreState)
  }

  /// The facet panel, from the widgets' controllers: the category hierarchy, the range, then
  /// the facet lists.
  var facetRows: [FacetRow] {
    var rows: [FacetRow] = []
    if let hierarchy = catalog.hierarchy, !categories.items.isEmpty {
      let top = hierarchy.attributes.first?.name ?? ""
      var name = top.hasSuffix(".lvl0") ? String(top.dropLast(5)) : top
      if name.hasPrefix("hierarchical"), name.count > 12 { name.removeFirst(12) }
      rows.append(.title(name))
      rows += categories.items.map(FacetRow.category)
    }
    if let attribute = catalog.rangeAttribute, range.bounds != nil {
      rows += [.title(attribute), .rangeBound(isUpper: false), .rangeBound(isUpper: true)]
    }
    for (attribute, controller) in facetLists where !controller.items.isEmpty {
      rows.append(.title(attribute))
      rows += controller.items.map {
        .value(attribute: attribute, $0.item, isSelected: $0.isSelected)
      }
      rows += controller.showMore.map { [.showMore(attribute: attribute, $0)] } ?? []
    }
    return rows
  }

  /// The range shown: the one set, else the bounds.
  var shownRange: ClosedRange<Double>? { range.range ?? range.bounds }

  /// How far one key press moves a bound of the range: a round step, about a twentieth of the
  /// bounds.
  var rangeStep: Double {
    guard let bounds = range.bounds, bounds.upperBound > bounds.lowerBound else { return 1 }
    let rough = (bounds.upperBound - bounds.lowerBound) / 20
    let magnitude = pow(10, (log10(rough)).rounded(.down))
    let multiple = [1.0, 2, 5, 10].first { $0 * magnitude >= rough } ?? 10
    return multiple * magnitude
  }

  /// Moves a bound of the range by `steps` steps, to the next multiple of the step, within the
  /// bounds and never past the other bound.
  func moveRangeBound(isUpper: Bool, steps: Int) {
    guard let bounds = range.bounds, let current = shownRange else { return }
    let step = rangeStep
    let value = isUpper ? current.upperBound : current.lowerBound
    var moved =
      steps > 0
      ? ((value / step).rounded(.down) + Double(steps)) * step
      : ((value / step).rounded(.up) + Double(steps)) * step
    moved = min(max(moved, bounds.lowerBound), bounds.upperBound)
    let next =
      isUpper
      ? current.lowerBound...max(moved, current.lowerBound)
      : min(moved, current.upperBound)...current.upperBound
    if next == bounds {
      range.clear()
    } else {
      range.set(next)
    }
  }

  private func activate(_ row: FacetRow) {
    switch row {
    case .title: break
    case .category(let item): categories.select(item.value)
    case .rangeBound: range.clear()
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
      if focus == .searchBox, detail == nil, case .character = keys[index] {
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
    if detail != nil {
      handleDetailKey(key)
      return true
    }
    switch key {
    case .control("c"), .control("d"): return false
    case .escape where focus == .searchBox: return false
    case .escape: focus = .searchBox
    case .tab:
      focus = focus.moved(by: 1, hasFilters: !currentFilters.items.isEmpty)
    case .backTab:
      focus = focus.moved(by: -1, hasFilters: !currentFilters.items.isEmpty)
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
      case .filters: handleFilterKey(key)
      }
    }
    return true
  }

  private func handleFacetKey(_ key: Key) {
    let rows = facetRows
    switch key {
    case .up: facetCursor = max(0, min(facetCursor, rows.count - 1) - 1)
    case .down: facetCursor = max(0, min(rows.count - 1, facetCursor + 1))
    case .left, .right:
      if rows.indices.contains(facetCursor), case .rangeBound(let isUpper) = rows[facetCursor] {
        moveRangeBound(isUpper: isUpper, steps: key == .left ? -1 : 1)
      }
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
    case .enter:
      if hits.hits.indices.contains(hitCursor), let hit = hits.hits[hitCursor] {
        detail = hit
        detailScroll = 0
      }
    case .character:
      focus = .searchBox
      lineEditor.handle(key)
    default: break
    }
  }

  private func handleFilterKey(_ key: Key) {
    let items = currentFilters.items
    filterCursor = min(filterCursor, max(items.count - 1, 0))
    switch key {
    case .left: filterCursor = max(0, filterCursor - 1)
    case .right: filterCursor = min(max(items.count - 1, 0), filterCursor + 1)
    case .enter, .character(" "), .backspace, .delete:
      if items.indices.contains(filterCursor) {
        currentFilters.remove(items[filterCursor])
      }
      if currentFilters.items.isEmpty { focus = .searchBox }
    case .character:
      focus = .searchBox
      lineEditor.handle(key)
    default: break
    }
  }

  private func handleDetailKey(_ key: Key) {
    switch key {
    case .escape, .enter, .backspace, .character("q"): detail = nil
    case .up: detailScroll = max(0, detailScroll - 1)
    case .down: detailScroll += 1
    case .pageUp: detailScroll = max(0, detailScroll - 10)
    case .pageDown: detailScroll += 10
    default: break
    }
  }
}
