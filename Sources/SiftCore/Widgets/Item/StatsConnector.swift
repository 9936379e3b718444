/// Wires a stats line (`"1,234 results (3ms)"`) to a searcher.
///
/// Its controller protocol is ``StatsTextController`` (any ``ItemController`` showing
/// `String?`), its interactor a ``StatsInteractor``. It is an `ItemConnector<SearchStats?>`.
///
/// ```swift
/// let stats = StatsConnector(searcher: searcher, controller: statsLabel)
/// // statsLabel shows "1,234 results (3ms)" after each search
/// ```
@MainActor
public final class StatsConnector: ItemConnector<SearchStats?> {
  /// The searcher whose responses are summarised.
  public let searcher: HitsSearcher

  /// Creates a stats connector without a controller, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose responses to summarise.
  ///   - interactor: The stats holder; a new one by default.
  public init(searcher: HitsSearcher, interactor: StatsInteractor = StatsInteractor()) {
    self.searcher = searcher
    super.init(interactor: interactor) { $0.connectSearcher(searcher) }
  }

  /// Creates a stats connector whose controller shows text from `presenter`, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose responses to summarise.
  ///   - interactor: The stats holder; a new one by default.
  ///   - controller: The view adapter, showing text (a ``StatsTextController``).
  ///   - presenter: Turns stats into text; `DefaultStatsPresenter` by default.
  public convenience init<Controller: ItemController>(
    searcher: HitsSearcher, interactor: StatsInteractor = StatsInteractor(),
    controller: Controller,
    presenter: @escaping StatsPresenter = DefaultStatsPresenter().presenter
  ) where Controller.Item == String? {
    self.init(searcher: searcher, interactor: interactor)
    connectController(controller, presenter: { presenter($0) })
  }

  /// Adds a controller showing the default stats text; connected at once if the connector is.
  ///
  /// - Parameter controller: The view adapter, showing text (a ``StatsTextController``).
  public func connectController<Controller: ItemController>(_ controller: Controller)
  where Controller.Item == String? {
    connectController(controller, presenter: DefaultStatsPresenter().presenter)
  }
}
