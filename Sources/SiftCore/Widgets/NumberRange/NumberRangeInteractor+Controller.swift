extension NumberRangeInteractor {
  /// Shows the range and the bounds in `controller`, now and on every change; the ranges its
  /// user picks are computed (clamped to the bounds).
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: NumberRangeController>(_ controller: Controller)
    -> ClosureConnection where Controller.Number == Number
  {
    ClosureConnection(retaining: controller) { controller in
      controller.setBounds(self.bounds)
      controller.setRange(self.range)
      return [
        self.onBoundsChanged.subscribe(with: controller) { controller, bounds in
          controller.setBounds(bounds)
        },
        self.onRangeChanged.subscribe(with: controller) { controller, range in
          controller.setRange(range)
        },
        .callback(\.onRangeChanged, of: controller) { [weak self] range in
          self?.computeRange(range)
        },
      ]
    }
  }
}
