extension NumberInteractor {
  /// Shows the number and the bounds in `controller`, now and on every change; what its user
  /// does is computed (clamped to the bounds).
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: NumberController>(_ controller: Controller)
    -> ClosureConnection where Controller.Number == Number
  {
    ClosureConnection(retaining: controller) { controller in
      controller.setBounds(self.bounds)
      controller.setNumber(self.number)
      return [
        self.onBoundsChanged.subscribe(with: controller) { controller, bounds in
          controller.setBounds(bounds)
        },
        self.onNumberChanged.subscribe(with: controller) { controller, number in
          controller.setNumber(number)
        },
        .callback(\.onNumberChanged, of: controller) { [weak self] change in
          self?.compute(change)
        },
      ]
    }
  }
}
