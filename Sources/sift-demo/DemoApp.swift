import Sift

/// The interactive demo's state, built only from Sift's public API: a search box over the
/// terminal's line editor, hits, stats, the search status, facet lists, current filters, sort
/// by and pages, each through its connector and a headless controller.
@MainActor
final class DemoApp {
  enum Focus: CaseIterable {
    case searchBox, facets, hits
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
    for connector in connectors {
      connector.connect()
    }
    searcher.connectFilterState(
      filterState,
      disjunctiveFacets: Set(catalog.facetAttributes.map { Attribute(stringLiteral: $0) }))
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
      searcher.request.query.page = 0
      searcher.search()
    }
  }

  private func changed() { onChange?() }

  // MARK: Facets

  /// A row of the facet panel.
  struct FacetRow: Equatable {
    let attribute: String
    let value: String?
    let count: Int
    let isRefined: Bool
  }

  /// The facet panel: each attribute's title, then its top values (refined first).
  var facetRows: [FacetRow] {
    let facets = searcher.latestResults?.response.facets ?? [:]
    var rows: [FacetRow] = []
    for attribute in catalog.facetAttributes {
      rows.append(FacetRow(attribute: attribute, value: nil, count: 0, isRefined: false))
      let refined = filterState.getFilters(for: Attribute(stringLiteral: attribute)).compactMap {
        filter -> String? in
        if case .facet(let facet) = filter { return facet.value.description }
        return nil
      }
      var values = facets[attribute] ?? [:]
      for value in refined where values[value] == nil { values[value] = 0 }
      let sorted = values.sorted { lhs, rhs in
        let (l, r) = (refined.contains(lhs.key), refined.contains(rhs.key))
        if l != r { return l }
        return lhs.value != rhs.value ? lhs.value > rhs.value : lhs.key < rhs.key
      }
      rows += sorted.prefix(6).map {
        FacetRow(
          attribute: attribute, value: $0.key, count: $0.value, isRefined: refined.contains($0.key))
      }
    }
    return rows
  }

  private func toggle(_ row: FacetRow) {
    guard let value = row.value else { return }
    let facet = Filter.Facet(
      attribute: Attribute(stringLiteral: row.attribute),
      value: Filter.Facet.Value(facetValue: value))
    filterState[or: row.attribute, Filter.Facet.self].toggle(facet)
  }

  /// The refinements, as shown in the current filters line.
  var currentFilters: [String] {
    filterState.getFilters().map(\.sqlForm).sorted()
  }

  // MARK: Keys

  /// Applies a key. Returns false when the app should quit.
  func handle(_ key: Key) -> Bool {
    defer { changed() }
    switch key {
    case .control("c"), .control("d"): return false
    case .escape where focus == .searchBox: return false
    case .escape: focus = .searchBox
    case .tab:
      focus = Focus.allCases[(Focus.allCases.firstIndex(of: focus)! + 1) % Focus.allCases.count]
    case .backTab:
      focus =
        Focus.allCases[
          (Focus.allCases.firstIndex(of: focus)! + Focus.allCases.count - 1) % Focus.allCases.count]
    case .pageDown, .control("n"): pager.next()
    case .pageUp, .control("p"): pager.previous()
    case .control("s"):
      let next = ((sortBy.selected ?? 0) + 1) % max(sortBy.items.count, 1)
      sortBy.select(next)
    case .control("r"): filterState.edit { $0.removeAll() }
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
      if rows.indices.contains(facetCursor) { toggle(rows[facetCursor]) }
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

extension Filter.Facet.Value {
  /// A facet value as a facet count names it: booleans and numbers keep their type.
  init(facetValue: String) {
    switch facetValue {
    case "true": self = .bool(true)
    case "false": self = .bool(false)
    default: self = .string(facetValue)
    }
  }
}
