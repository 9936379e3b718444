extension NumberRangeInteractor {
  /// Shows the range and the bounds in `controller`, now and on every change; the ranges its
  /// user picks are computed (clamped to the bounds).
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectController<Controller: NumberRangeController>(_ controller: Controller)
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
  public func controllerConnection<Controller: NumberRangeController>(_ controller: Controller)
    -> ClosureConnection
  {
    ClosureConnection(retaining: controller) { controller in
      controller.setBounds(self.bounds)
      controller.setRange(self.range)
      self.onBoundsChanged.subscribe(with: controller) { controller, bounds in
        controller.setBounds(bounds)
      }
      self.onRangeChanged.subscribe(with: controller) { controller, range in
        controller.setRange(range)
      }
      controller.onRangeChanged = { [weak self] range in
        self?.computeRange(range)
      }
      return { [weak self, weak controller] in
        guard let controller else { return }
        self?.onBoundsChanged.cancelSubscription(for: controller)
        self?.onRangeChanged.cancelSubscription(for: controller)
        controller.onRangeChanged = nil
      }
    }
  }
}
