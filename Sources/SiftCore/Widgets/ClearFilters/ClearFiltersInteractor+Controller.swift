extension ClearFiltersInteractor {
  /// Makes `controller`'s clicks requests to clear.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: ClearFiltersController>(_ controller: Controller)
    -> ClosureConnection
  {
    ClosureConnection(retaining: controller) { controller in
      [.callback(\.onClick, of: controller) { [weak self] in self?.trigger() }]
    }
  }
}
