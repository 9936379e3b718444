extension NumberInteractor {
  /// Shows the number and the bounds in `controller`, now and on every change; what its user
  /// does is computed (clamped to the bounds).
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectController<Controller: NumberController>(_ controller: Controller)
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
  public func controllerConnection<Controller: NumberController>(_ controller: Controller)
    -> ClosureConnection
  {
    ClosureConnection(retaining: controller) { controller in
      controller.setBounds(self.bounds)
      controller.setNumber(self.number)
      self.onBoundsChanged.subscribe(with: controller) { controller, bounds in
        controller.setBounds(bounds)
      }
      self.onNumberChanged.subscribe(with: controller) { controller, number in
        controller.setNumber(number)
      }
      controller.onNumberChange = { [weak self] change in
        self?.compute(change)
      }
      return { [weak self, weak controller] in
        guard let controller else { return }
        self?.onBoundsChanged.cancelSubscription(for: controller)
        self?.onNumberChanged.cancelSubscription(for: controller)
        controller.onNumberChange = nil
      }
    }
  }
}
