/// The business logic of a loading indicator: the searcher's ``SearchStatus``. It is
/// `ItemInteractor<SearchStatus>`, named as in InstantSearch (whose loading interactor holds
/// only a `Bool`: present the status with `isLoading` for that).
///
/// ```swift
/// let loadingInteractor = LoadingInteractor()
/// loadingInteractor.connectSearcher(searcher)
/// loadingInteractor.connectController(spinner)  // shows `isLoading`
/// ```
public typealias LoadingInteractor = ItemInteractor<SearchStatus>

extension ItemInteractor where Item == SearchStatus {
  /// Creates a loading interactor, idle.
  public convenience init() {
    self.init(item: .idle)
  }

  /// Follows `searcher`'s status (the current one at once).
  ///
  /// - Parameter searcher: Any searcher.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(_ searcher: some Searcher) -> ClosureConnection {
    ClosureConnection {
      self.item = searcher.status
      return [
        searcher.onStatusChanged.subscribe(with: self) { interactor, status in
          interactor.item = status
        }
      ]
    }
  }

  /// Shows whether a search is in flight in `controller`, now and on every change. To show
  /// something else (`{ $0 == .stalled }` for slow searches only), pass a presenter:
  /// `connectController(spinner) { … }`.
  ///
  /// - Parameter controller: The view adapter, showing a Bool (a ``LoadingController``).
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: ItemController>(_ controller: Controller)
    -> ClosureConnection where Controller.Item == Bool
  {
    connectController(controller, presenter: { $0.isLoading })
  }
}
