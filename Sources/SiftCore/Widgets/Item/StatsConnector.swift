/// Wires a stats line ("1,234 results (3ms)") to a searcher.
///
/// The item widget family: its controller is an `ItemController` showing a `String?`, its
/// interactor an `ItemInteractor<SearchStats?>`.
public typealias StatsConnector = ItemConnector<SearchStats?>

extension ItemConnector where Item == SearchStats? {
  /// Creates a stats connector whose controller shows text from `presenter`.
  ///
  /// ```swift
  /// let stats = StatsConnector(searcher: searcher, controller: statsText)
  /// // statsText shows "1,234 results (3ms)" after each search
  /// ```
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose responses to summarise.
  ///   - controller: The view adapter, showing text.
  ///   - presenter: Turns stats into text; `DefaultStatsPresenter` by default.
  public convenience init<Controller: ItemController>(
    searcher: HitsSearcher, controller: Controller,
    presenter: @escaping StatsPresenter = DefaultStatsPresenter().presenter
  ) where Controller.Item == String? {
    self.init(searcher: searcher)
    connectController(controller, presenter: presenter)
  }

  /// Creates a stats connector without a controller.
  ///
  /// - Parameter searcher: The searcher whose responses to summarise.
  public convenience init(searcher: HitsSearcher) {
    self.init(interactor: ItemInteractor(item: nil)) { interactor in
      interactor.connectSearcher(searcher) { SearchStats($0) }
    }
  }
}
