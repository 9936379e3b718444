extension HierarchicalMenuInteractor {
  /// Shows the selected path in a breadcrumb `controller`, now and on every change; picking an
  /// item selects that level (an ancestor of the selection), picking the root clears.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectBreadcrumbController<Controller: HierarchicalBreadcrumbController>(
    _ controller: Controller
  ) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setItems(self.breadcrumbItems)
      return [
        self.onSelectionsChanged.subscribe(with: controller) { [weak self] controller, _ in
          guard let self else { return }
          controller.setItems(self.breadcrumbItems)
        },
        .callback(\.onClick, of: controller) { [weak self] value in
          self?.computeSelection(value)
        },
      ]
    }
  }
}
