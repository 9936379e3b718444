extension HitsInteractor {
  /// Links a controller: it reads its rows from the interactor, reloads on new results, and
  /// scrolls to the top when a new result set replaces the rows.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectController<Controller: HitsController>(_ controller: Controller)
    -> ClosureConnection where Controller.DataSource == HitsInteractor<Record>
  {
    let connection = controllerConnection(controller)
    connection.connect()
    return connection
  }

  /// The link that ``connectController(_:)`` makes, not yet connected.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: A disconnected connection.
  public func controllerConnection<Controller: HitsController>(_ controller: Controller)
    -> ClosureConnection where Controller.DataSource == HitsInteractor<Record>
  {
    ClosureConnection(retaining: controller) { controller in
      controller.hitsSource = self
      controller.reload()
      self.onNewResultSet.subscribe(with: controller) { controller, _ in
        controller.scrollToTop()
      }
      self.onResultsUpdated.subscribe(with: controller) { controller, _ in
        controller.reload()
      }
      return { [weak self, weak controller] in
        guard let controller else { return }
        self?.onNewResultSet.cancelSubscription(for: controller)
        self?.onResultsUpdated.cancelSubscription(for: controller)
        controller.hitsSource = nil
      }
    }
  }
}
