/// The all-in-one connector of a multi-index search screen: one search box whose query every
/// index searches, in one batch of a ``MultiSearcher``, and one hits list per index, as
/// InstantSearch's.
///
/// ```swift
/// let multiSearcher = MultiSearcher(service: service)
/// let connector = MultiIndexSearchConnector(
///   searcher: multiSearcher,
///   indexModules: [
///     .init(indexName: "products", hitsInteractor: HitsInteractor<Product>(), hitsController: products),
///     .init(indexName: "articles", hitsInteractor: HitsInteractor<Article>(), hitsController: articles),
///   ],
///   searchBoxController: searchBar)
/// multiSearcher.search()
/// ```
///
/// Each module gets its own `HitsSearcher` in the batch (``hitsSearchers``), following its own
/// filter state if it has one. Where InstantSearch's takes one multi-index hits controller,
/// this one takes a ``HitsController`` per index: each list is an ordinary hits list.
@MainActor
public final class MultiIndexSearchConnector: Connector {
  /// The batch every index searches in.
  public let searcher: MultiSearcher

  /// The search box: its interactor and its link to the batch and the controller.
  public let searchBoxConnector: SearchBoxConnector

  /// One searcher per module, in the modules' order.
  public let hitsSearchers: [HitsSearcher]

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates the connector, live at once: adds a searcher per module to `searcher`, which
  /// searches them while the connector is connected (`disconnect()` takes them out of the batch,
  /// `connect()` puts them back).
  ///
  /// - Parameters:
  ///   - searcher: The batch every index searches in.
  ///   - indexModules: One per index: its name, hits list and filter state.
  ///   - searchBoxInteractor: The search box logic; a new one by default.
  ///   - searchBoxController: The search box's view adapter.
  ///   - searchTriggeringMode: Search as the user types (default), or only on submit.
  ///   - debounce: How long typing must pause before a search (100 ms by default).
  ///   - clock: The clock the debounce waits on; tests pass a `ManualClock`.
  public init(
    searcher: MultiSearcher, indexModules: [IndexModule],
    searchBoxInteractor: SearchBoxInteractor = SearchBoxInteractor(),
    searchBoxController: some SearchBoxController,
    searchTriggeringMode: SearchTriggeringMode = .searchAsYouType,
    debounce: Duration = .milliseconds(100), clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.searcher = searcher
    let hitsSearchers = indexModules.map { searcher.addHitsSearcher(indexName: $0.indexName) }
    self.hitsSearchers = hitsSearchers
    // The searchers are in the batch while the connector is connected: a multi-searcher shared
    // by screens that come and go searches only the connected ones, and does not grow.
    connections.add(
      ClosureConnection { [weak searcher] in
        searcher?.attach(hitsSearchers)
        return [EventSubscription { [weak searcher] in searcher?.detach(hitsSearchers) }]
      })
    self.searchBoxConnector = SearchBoxConnector(
      searcher: searcher, interactor: searchBoxInteractor,
      searchTriggeringMode: searchTriggeringMode, debounce: debounce, clock: clock,
      controller: searchBoxController)
    for (module, hitsSearcher) in zip(indexModules, hitsSearchers) {
      for connection in module.connect(hitsSearcher) {
        connections.add(connection)
      }
    }
    connections.add(searchBoxConnector)
  }
}
