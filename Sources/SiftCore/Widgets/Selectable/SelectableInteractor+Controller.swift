extension SelectableInteractor {
  /// Shows the item and its selection in `controller`, through `presenter`, now and on every
  /// change; the controller's clicks are asked for as selections.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Turns the item into what the controller shows.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: SelectableController>(
    _ controller: Controller, presenter: @escaping @MainActor (Item) -> Controller.Item
  ) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setItem(presenter(self.item))
      controller.setSelected(self.isSelected)
      return [
        self.onItemChanged.subscribe(with: controller) { controller, item in
          controller.setItem(presenter(item))
        },
        self.onSelectedChanged.subscribe(with: controller) { controller, isSelected in
          controller.setSelected(isSelected)
        },
        .callback(\.onClick, of: controller) { [weak self] isSelected in
          self?.computeIsSelected(selecting: isSelected)
        },
      ]
    }
  }

  /// Shows the item as it is and its selection in `controller`, now and on every change; the
  /// controller's clicks are asked for as selections.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: SelectableController>(_ controller: Controller)
    -> ClosureConnection where Controller.Item == Item
  {
    connectController(controller, presenter: { $0 })
  }
}
