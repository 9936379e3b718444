extension HierarchicalMenuInteractor {
  /// Shows the menu's rows in `controller`, now and on every change; its clicks toggle values.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectController<Controller: HierarchicalMenuController>(_ controller: Controller)
    -> ClosureConnection
  {
    let connection = controllerConnection(controller)
    connection.connect()
    return connection
  }

  /// The link that ``connectController(_:)`` makes, not yet connected.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: A disconnected connection.
  public func controllerConnection<Controller: HierarchicalMenuController>(
    _ controller: Controller
  ) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setItems(self.menuItems)
      self.onItemsChanged.subscribe(with: controller) { [weak self] controller, _ in
        guard let self else { return }
        controller.setItems(self.menuItems)
      }
      self.onSelectionsChanged.subscribe(with: controller) { [weak self] controller, _ in
        guard let self else { return }
        controller.setItems(self.menuItems)
      }
      controller.onClick = { [weak self] value in
        self?.computeSelection(toggling: value)
      }
      return { [weak self, weak controller] in
        guard let controller else { return }
        self?.onItemsChanged.cancelSubscription(for: controller)
        self?.onSelectionsChanged.cancelSubscription(for: controller)
        controller.onClick = nil
      }
    }
  }
}
