/// The business logic of a stats widget: the ``SearchStats`` of the latest response, `nil`
/// before the first one. It is `ItemInteractor<SearchStats?>`, named as in InstantSearch.
///
/// ```swift
/// let statsInteractor = StatsInteractor()
/// statsInteractor.connectSearcher(searcher)
/// statsInteractor.connectController(statsLabel)  // "1,234 results (3ms)"
/// ```
public typealias StatsInteractor = ItemInteractor<SearchStats?>

extension ItemInteractor where Item == SearchStats? {
  /// Creates a stats interactor with no stats yet.
  public convenience init() {
    self.init(item: nil)
  }

  /// Takes the stats of each response of `searcher` (the latest one at once).
  ///
  /// - Parameter searcher: The searcher whose responses to summarise.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> ClosureConnection {
    connectSearcher(searcher) { SearchStats($0) }
  }

  /// Shows the stats as text in `controller` (`"1,234 results (3ms)"`), now and on every
  /// change. To word them otherwise, pass a presenter: `connectController(label) { … }`.
  ///
  /// - Parameter controller: The view adapter, showing text (a ``StatsTextController``).
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: ItemController>(_ controller: Controller)
    -> ClosureConnection where Controller.Item == String?
  {
    connectController(controller, presenter: DefaultStatsPresenter().presenter)
  }
}
