extension HierarchicalMenuInteractor {
  /// Shows the selected path in a breadcrumb `controller`, now and on every change; picking an
  /// item selects that level (an ancestor of the selection), picking the root clears.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectBreadcrumbController<Controller: HierarchicalBreadcrumbController>(
    _ controller: Controller
  ) -> ClosureConnection {
    let connection = breadcrumbControllerConnection(controller)
    connection.connect()
    return connection
  }

  /// The link that ``connectBreadcrumbController(_:)`` makes, not yet connected.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: A disconnected connection.
  public func breadcrumbControllerConnection<Controller: HierarchicalBreadcrumbController>(
    _ controller: Controller
  ) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setItems(self.breadcrumbItems)
      self.onSelectionsChanged.subscribe(with: controller) { [weak self] controller, _ in
        guard let self else { return }
        controller.setItems(self.breadcrumbItems)
      }
      controller.onClick = { [weak self] value in
        self?.computeSelection(value)
      }
      return { [weak self, weak controller] in
        guard let controller else { return }
        self?.onSelectionsChanged.cancelSubscription(for: controller)
        controller.onClick = nil
      }
    }
  }
}
