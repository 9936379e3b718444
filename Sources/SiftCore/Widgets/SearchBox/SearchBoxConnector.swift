/// Wires a search box: one interactor, a searcher, and any number of controllers.
///
/// ```swift
/// let searcher = HitsSearcher(service: service, indexName: "products")
/// let searchBar = SearchBarController(searchBar: HeadlessSearchBar())
/// let connector = SearchBoxConnector(searcher: searcher, controller: searchBar)
/// ```
///
/// The connector owns its connections; `connect()` and `disconnect()` are idempotent, and a
/// disconnected connector leaves nothing subscribed on the interactor and releases its
/// controllers.
@MainActor
public final class SearchBoxConnector: Connector {
  /// The searcher that runs the searches.
  public let searcher: any Searchable & QuerySettable

  /// The logic shared by the controllers.
  public let interactor: SearchBoxInteractor

  /// When searches start.
  public let searchTriggeringMode: SearchTriggeringMode

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector, live at once.
  ///
  /// - Parameters:
  ///   - searcher: What runs the searches.
  ///   - interactor: The search box logic; a new one by default.
  ///   - searchTriggeringMode: Search as the user types (default), or only on submit.
  ///   - debounce: How long typing must pause before a search (100 ms by default; zero turns
  ///     debouncing off).
  ///   - clock: The clock the debounce waits on; tests pass a `ManualClock`.
  ///   - shouldSearch: Decides whether a typed query is searched (for instance, skip queries
  ///     shorter than three characters). Submits are always searched.
  ///   - controller: A first controller, if any; add more with ``connectController(_:)``.
  public init(
    searcher: some Searchable & QuerySettable,
    interactor: SearchBoxInteractor = SearchBoxInteractor(),
    searchTriggeringMode: SearchTriggeringMode = .searchAsYouType,
    debounce: Duration = .milliseconds(100),
    clock: any Clock<Duration> = ContinuousClock(),
    shouldSearch: (@MainActor (String?) -> Bool)? = nil,
    controller: (any SearchBoxController)? = nil
  ) {
    self.searcher = searcher
    self.interactor = interactor
    self.searchTriggeringMode = searchTriggeringMode
    connections.add(
      interactor.connectSearcher(
        searcher, searchTriggeringMode: searchTriggeringMode, debounce: debounce, clock: clock,
        shouldSearch: shouldSearch))
    if let controller {
      connectController(controller)
    }
  }

  /// Adds a controller. It is connected at once if the connector is connected.
  ///
  /// - Parameter controller: The view adapter to add.
  public func connectController(_ controller: some SearchBoxController) {
    connections.add(interactor.connectController(controller))
  }

}
