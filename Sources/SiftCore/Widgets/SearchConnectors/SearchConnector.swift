/// The all-in-one connector of a single-index search screen: a search box and a hits list on
/// one searcher, and optionally a filter state, as InstantSearch's.
///
/// ```swift
/// let searchConnector = SearchConnector<Product>(
///   searcher: searcher, searchBoxController: searchBar, hitsInteractor: .init(),
///   hitsController: productList, filterState: filterState)
/// searcher.search()
/// ```
///
/// It owns a ``SearchBoxConnector`` and a ``HitsConnector`` (and the searcher's link to the
/// filter state, if any), connected together; like every connector it is live when created.
/// Its controller protocols are ``SearchBoxController`` and ``HitsController``.
@MainActor
public final class SearchConnector<Record: Decodable>: Connector {
  /// The searcher of the screen.
  public let searcher: HitsSearcher

  /// The search box: its interactor and its link to the searcher and the controller.
  public let searchBoxConnector: SearchBoxConnector

  /// The hits list: its interactor and its links to the searcher and the controller.
  public let hitsConnector: HitsConnector<Record>

  /// The refinements the searcher follows, if any.
  public let filterState: FilterState?

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates the connector, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher of the screen.
  ///   - searchBoxInteractor: The search box logic; a new one by default.
  ///   - searchBoxController: The search box's view adapter.
  ///   - hitsInteractor: The hits list logic; a new one, with infinite scrolling, by default.
  ///   - hitsController: The hits list's view adapter.
  ///   - filterState: Refinements for the searcher to follow, if any; the hits list is told of
  ///     each change too (``HitsInteractor/connectFilterState(_:)``).
  ///   - searchTriggeringMode: Search as the user types (default), or only on submit.
  ///   - debounce: How long typing must pause before a search (100 ms by default).
  ///   - clock: The clock the debounce waits on; tests pass a `ManualClock`.
  public init<SearchBox: SearchBoxController, Hits: HitsController>(
    searcher: HitsSearcher, searchBoxInteractor: SearchBoxInteractor = SearchBoxInteractor(),
    searchBoxController: SearchBox, hitsInteractor: HitsInteractor<Record> = HitsInteractor(),
    hitsController: Hits, filterState: FilterState? = nil,
    searchTriggeringMode: SearchTriggeringMode = .searchAsYouType,
    debounce: Duration = .milliseconds(100), clock: any Clock<Duration> = ContinuousClock()
  ) where Hits.DataSource == HitsInteractor<Record> {
    self.searcher = searcher
    self.filterState = filterState
    self.searchBoxConnector = SearchBoxConnector(
      searcher: searcher, interactor: searchBoxInteractor,
      searchTriggeringMode: searchTriggeringMode, debounce: debounce, clock: clock,
      controller: searchBoxController)
    self.hitsConnector = HitsConnector(
      searcher: searcher, interactor: hitsInteractor, controller: hitsController)
    if let filterState {
      connections.add(searcher.connectFilterState(filterState))
      connections.add(hitsInteractor.connectFilterState(filterState))
    }
    connections.add(searchBoxConnector)
    connections.add(hitsConnector)
  }
}
