/// Wires a loading indicator to a searcher's status (`.loading`, `.stalled`, …).
///
/// Its controller protocol is ``LoadingController`` (any ``ItemController`` showing `Bool`),
/// its interactor a ``LoadingInteractor``. It is an `ItemConnector<SearchStatus>`, so a
/// controller showing the whole ``SearchStatus`` can be attached too.
///
/// ```swift
/// let loading = LoadingConnector(searcher: searcher, controller: spinner)
/// ```
@MainActor
public final class LoadingConnector: ItemConnector<SearchStatus> {
  /// The searcher whose status is shown.
  public let searcher: any Searcher

  /// Creates a loading connector without a controller, live at once.
  ///
  /// - Parameters:
  ///   - searcher: Any searcher.
  ///   - interactor: The status holder; a new one by default.
  public init(searcher: some Searcher, interactor: LoadingInteractor = LoadingInteractor()) {
    self.searcher = searcher
    super.init(interactor: interactor) { $0.connectSearcher(searcher) }
  }

  /// Creates a loading connector whose controller shows whether a search is in flight, live at
  /// once.
  ///
  /// - Parameters:
  ///   - searcher: Any searcher.
  ///   - interactor: The status holder; a new one by default.
  ///   - controller: The view adapter, showing a Bool (a ``LoadingController``).
  ///   - presenter: Turns the status into what the controller shows; `isLoading` by default
  ///     (use `{ $0 == .stalled }` to show a spinner only for slow searches).
  public convenience init<Controller: ItemController>(
    searcher: some Searcher, interactor: LoadingInteractor = LoadingInteractor(),
    controller: Controller,
    presenter: @escaping @MainActor (SearchStatus) -> Bool = { $0.isLoading }
  ) where Controller.Item == Bool {
    self.init(searcher: searcher, interactor: interactor)
    connectController(controller, presenter: presenter)
  }

  /// Adds a controller showing whether a search is in flight; connected at once if the
  /// connector is.
  ///
  /// - Parameter controller: The view adapter, showing a Bool (a ``LoadingController``).
  public func connectController<Controller: ItemController>(_ controller: Controller)
  where Controller.Item == Bool {
    connectController(controller, presenter: { $0.isLoading })
  }
}
