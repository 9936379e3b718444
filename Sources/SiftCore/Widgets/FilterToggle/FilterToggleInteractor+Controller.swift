extension FilterToggleInteractor {
  /// Shows the toggle in `controller`, labelled by `presenter`, now and on every change; its
  /// clicks are computed as toggles.
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - presenter: Labels the filter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: FilterToggleController>(
    _ controller: Controller,
    presenter: @escaping @MainActor (F) -> String = { DefaultFilterPresenter.present($0.filter) }
  ) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setItem(presenter(self.filter))
      controller.setSelected(self.isSelected)
      return [
        self.onSelectionChanged.subscribe(with: controller) { controller, isSelected in
          controller.setSelected(isSelected)
        },
        .callback(\.onClick, of: controller) { [weak self] isSelected in
          self?.computeIsSelected(isSelected)
        },
      ]
    }
  }
}
