extension FilterToggleInteractor {
  /// Shows the toggle in `controller`, labelled by `presenter`, now and on every change; its
  /// clicks are computed as toggles.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Labels the filter.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectController<Controller: FilterToggleController>(
    _ controller: Controller,
    presenter: @escaping @MainActor (F) -> String = { DefaultFilterPresenter.present($0.filter) }
  ) -> ClosureConnection {
    let connection = controllerConnection(controller, presenter: presenter)
    connection.connect()
    return connection
  }

  /// The link that ``connectController(_:presenter:)`` makes, not yet connected.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Labels the filter.
  /// - Returns: A disconnected connection.
  public func controllerConnection<Controller: FilterToggleController>(
    _ controller: Controller,
    presenter: @escaping @MainActor (F) -> String = { DefaultFilterPresenter.present($0.filter) }
  ) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setItem(presenter(self.filter))
      controller.setSelected(self.isSelected)
      self.onSelectionChanged.subscribe(with: controller) { controller, isSelected in
        controller.setSelected(isSelected)
      }
      controller.onClick = { [weak self] isSelected in
        self?.computeIsSelected(isSelected)
      }
      return { [weak self, weak controller] in
        guard let controller else { return }
        self?.onSelectionChanged.cancelSubscription(for: controller)
        controller.onClick = nil
      }
    }
  }
}
