extension ClearFiltersInteractor {
  /// Makes `controller`'s clicks requests to clear.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectController<Controller: ClearFiltersController>(_ controller: Controller)
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
  public func controllerConnection<Controller: ClearFiltersController>(_ controller: Controller)
    -> ClosureConnection
  {
    ClosureConnection(retaining: controller) { controller in
      controller.onClick = { [weak self] in
        self?.trigger()
      }
      return { [weak controller] in
        controller?.onClick = nil
      }
    }
  }
}
