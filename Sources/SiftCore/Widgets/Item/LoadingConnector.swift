/// Wires a loading indicator to a searcher's status (`.loading`, `.stalled`, …).
///
/// The item widget family: its controller is an `ItemController` showing a `Bool`, its
/// interactor an `ItemInteractor<SearchStatus>`.
public typealias LoadingConnector = ItemConnector<SearchStatus>

extension ItemConnector where Item == SearchStatus {
  /// Creates a loading connector whose controller shows whether a search is in flight.
  ///
  /// ```swift
  /// let loading = LoadingConnector(searcher: searcher, controller: spinner)
  /// ```
  ///
  /// - Parameters:
  ///   - searcher: Any searcher.
  ///   - controller: The view adapter, showing a Bool.
  ///   - presenter: Turns the status into what the controller shows; `isLoading` by default
  ///     (use `{ $0 == .stalled }` to show a spinner only for slow searches).
  public convenience init<Controller: ItemController>(
    searcher: some Searcher, controller: Controller,
    presenter: @escaping @MainActor (SearchStatus) -> Bool = { $0.isLoading }
  ) where Controller.Item == Bool {
    self.init(searcher: searcher)
    connectController(controller, presenter: presenter)
  }

  /// Creates a loading connector without a controller.
  ///
  /// - Parameter searcher: Any searcher.
  public convenience init(searcher: some Searcher) {
    self.init(interactor: ItemInteractor(item: searcher.status)) { interactor in
      ClosureConnection {
        interactor.item = searcher.status
        return [
          searcher.onStatusChanged.subscribe(with: interactor) { interactor, status in
            interactor.item = status
          }
        ]
      }
    }
  }
}
