extension HierarchicalMenuInteractor {
  /// Shows the menu's rows in `controller`, now and on every change; its clicks toggle values.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: HierarchicalMenuController>(_ controller: Controller)
    -> ClosureConnection
  {
    ClosureConnection(retaining: controller) { controller in
      controller.setItems(self.menuItems)
      let render: @MainActor (Controller) -> Void = { [weak self] controller in
        guard let self else { return }
        controller.setItems(self.menuItems)
      }
      return [
        self.onItemsChanged.subscribe(with: controller) { controller, _ in render(controller) },
        self.onSelectionsChanged.subscribe(with: controller) { controller, _ in render(controller)
        },
        .callback(\.onClick, of: controller) { [weak self] value in
          self?.computeSelection(toggling: value)
        },
      ]
    }
  }
}
