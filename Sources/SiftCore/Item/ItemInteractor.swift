/// The business logic of a widget that shows one value, derived from search results: stats,
/// loading, relevant sort, query rules custom data.
///
/// ```swift
/// let stats = ItemInteractor<SearchStats?>(item: nil)
/// stats.connectController(label, presenter: DefaultStatsPresenter().presenter)
/// stats.item = SearchStats(response)
/// ```
@MainActor
public final class ItemInteractor<Item> {
  /// Fires with the new value each time ``item`` is set.
  public let onItemChanged = Event<Item>()

  /// The current value. Setting it fires ``onItemChanged``.
  public var item: Item {
    didSet { onItemChanged.fire(item) }
  }

  /// Creates an interactor.
  ///
  /// - Parameter item: The initial value.
  public init(item: Item) {
    self.item = item
  }
}

extension ItemInteractor {
  /// Shows the value in `controller`, through `presenter`, now and on every change.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Turns the value into what the controller shows.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectController<Controller: ItemController>(
    _ controller: Controller, presenter: @escaping @MainActor (Item) -> Controller.Item
  ) -> ClosureConnection {
    let connection = controllerConnection(controller, presenter: presenter)
    connection.connect()
    return connection
  }

  /// Shows the value in `controller` as it is, now and on every change.
  ///
  /// - Parameter controller: The view adapter; it shows `Item` itself.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectController<Controller: ItemController>(_ controller: Controller)
    -> ClosureConnection where Controller.Item == Item
  {
    connectController(controller, presenter: { $0 })
  }

  /// The link that ``connectController(_:presenter:)`` makes, not yet connected.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Turns the value into what the controller shows.
  /// - Returns: A disconnected connection.
  public func controllerConnection<Controller: ItemController>(
    _ controller: Controller, presenter: @escaping @MainActor (Item) -> Controller.Item
  ) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setItem(presenter(self.item))
      self.onItemChanged.subscribe(with: controller) { controller, item in
        controller.setItem(presenter(item))
      }
      return { [weak self, weak controller] in
        guard let controller else { return }
        self?.onItemChanged.cancelSubscription(for: controller)
      }
    }
  }
}
