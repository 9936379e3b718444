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
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: ItemController>(
    _ controller: Controller, presenter: @escaping @MainActor (Item) -> Controller.Item
  ) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setItem(presenter(self.item))
      return [
        self.onItemChanged.subscribe(with: controller) { controller, item in
          controller.setItem(presenter(item))
        }
      ]
    }
  }

  /// Shows the value in `controller` as it is, now and on every change.
  ///
  /// - Parameter controller: The view adapter; it shows `Item` itself.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: ItemController>(_ controller: Controller)
    -> ClosureConnection where Controller.Item == Item
  {
    connectController(controller, presenter: { $0 })
  }
}
