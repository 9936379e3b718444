import Foundation

/// Routing for a search screen: keeps a ``SearchState`` of what its widgets show, and applies
/// one (a deep link, a saved search) to them.
///
/// ```swift
/// let routing = SearchStateConnector(searcher: searcher, filterState: filterState)
/// routing.onStateChanged.subscribe(with: self) { screen, state in
///   screen.userActivity.webpageURL = state.url(relativeTo: searchPageURL)
/// }
/// // opening https://shop.example/search?products%5Bquery%5D=tv&products%5Bpage%5D=2:
/// try routing.apply(url: url)
/// ```
///
/// The state is read from the searcher's request (its index, query, page, page size, map region
/// and refinements, which a connected filter state keeps), so every widget writes it by doing
/// what it does. Applying a state sets all of that at once: the filter state in one
/// transaction and the request in one go, so every widget follows it (each reflects changes
/// made elsewhere) and exactly one search runs. The menus, numeric menus, rating menus and
/// configured parameters a state names are declared in ``mapping`` as it is applied, so the
/// screen's state keeps them in the form they came in.
@MainActor
public final class SearchStateConnector: Connector {
  /// The searcher of the screen, connected to ``filterState``.
  public let searcher: HitsSearcher

  /// The screen's refinements.
  public let filterState: FilterState

  /// The index the state belongs to: the key of its URL parameters.
  public let indexName: String

  /// The groups of the screen's widgets, when not their defaults.
  public var mapping: SearchStateMapping

  /// The page size the screen starts with: the state names another one only.
  public let defaultHitsPerPage: Int?

  /// Fires with the new state each time what the screen shows changes.
  public let onStateChanged = Event<SearchState>()

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  private var isApplying = false
  private var lastState: SearchState?

  /// Creates routing for a screen, live at once. Create it before applying a first state: the
  /// searcher's page size then is the screen's default.
  ///
  /// - Parameters:
  ///   - searcher: The screen's searcher, connected to `filterState`.
  ///   - filterState: The screen's refinements.
  ///   - indexName: The key of the state's URL parameters; the searcher's index by default.
  ///   - mapping: The groups of the screen's widgets, when not their defaults.
  public init(
    searcher: HitsSearcher, filterState: FilterState, indexName: String? = nil,
    mapping: SearchStateMapping = SearchStateMapping()
  ) {
    self.searcher = searcher
    self.filterState = filterState
    self.indexName = indexName ?? searcher.indexName
    self.mapping = mapping
    self.defaultHitsPerPage = searcher.request.query.hitsPerPage
    connections.add(
      ClosureConnection { [weak self] in
        guard let self else { return [] }
        self.lastState = self.state
        return [
          searcher.onRequestChanged.subscribe(with: self) { connector, _ in
            connector.publishIfChanged()
          }
        ]
      })
  }

  /// What the screen shows now.
  public var state: SearchState {
    SearchState(
      request: searcher.request, indexName: indexName, defaultHitsPerPage: defaultHitsPerPage,
      mapping: mapping)
  }

  /// What the screen shows now, as URL query parameters (see ``SearchState/urlQueryString``).
  public var urlQueryString: String { state.urlQueryString }

  /// What the screen shows now, as a URL: `base` with the state as its query (see
  /// ``SearchState/url(relativeTo:)``).
  ///
  /// - Parameter base: The URL of the search screen.
  /// - Returns: The URL; `base` without a query for the initial screen.
  public func url(relativeTo base: URL) -> URL { state.url(relativeTo: base) }

  /// Shows `state`: the searcher's index, query, page, page size and map region, and the
  /// filter state's refinements, all replaced by the state's; then one search.
  ///
  /// - Parameter state: The state to show.
  /// - Throws: ``SearchStateError`` (a hierarchical path deeper than its menu, bounds whose
  ///   minimum is above their maximum, `filters` that cannot be restored); nothing changes then.
  public func apply(_ state: SearchState) throws(SearchStateError) {
    var declared = mapping
    declared.declare(state)
    let request = try state.applied(
      to: searcher.request, defaultHitsPerPage: defaultHitsPerPage, mapping: declared)
    mapping = declared
    isApplying = true
    var staged = request
    staged.query.page = nil  // the page last, or a new result set would reset it
    searcher.request = staged
    searcher.request.query.page = request.query.page
    var searched = false
    let probe = searcher.onSearch.subscribe(with: self) { _, _ in searched = true }
    filterState.filters = request.filters  // searches through the searcher's link, if it changed
    probe.cancel()
    if !searched { searcher.search() }
    isApplying = false
    publishIfChanged()
  }

  /// Shows the state of ``indexName`` in URL query parameters (a deep link); parameters of
  /// other indices are ignored, and none for this index shows the initial screen.
  ///
  /// - Parameter urlQueryString: The query string, with or without its `?`.
  /// - Throws: ``SearchStateError`` naming the parameter that is wrong; nothing changes then.
  public func apply(urlQueryString: String) throws(SearchStateError) {
    try apply(SearchState(urlQueryString: urlQueryString, indexName: indexName))
  }

  /// Shows the state of ``indexName`` in a URL's query (a deep link, a web app's link); see
  /// ``apply(urlQueryString:)``.
  ///
  /// - Parameter url: The URL.
  /// - Throws: ``SearchStateError`` naming the parameter that is wrong; nothing changes then.
  public func apply(url: URL) throws(SearchStateError) {
    try apply(SearchState(url: url, indexName: indexName))
  }

  private func publishIfChanged() {
    guard !isApplying else { return }
    let current = state
    guard current != lastState else { return }
    lastState = current
    onStateChanged.fire(current)
  }
}
