extension HitsInteractor {
  /// Links a controller: it reads its rows from the interactor, reloads on new results, and
  /// scrolls to the top when a new result set replaces the rows.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: HitsController>(_ controller: Controller)
    -> ClosureConnection where Controller.DataSource == HitsInteractor<Record>
  {
    ClosureConnection(retaining: controller) { controller in
      let source = EventSubscription.callback(\.hitsSource, of: controller, self)
      controller.reload()
      return [
        source,
        self.onNewResultSet.subscribe(with: controller) { controller, _ in
          controller.scrollToTop()
        },
        self.onResultsUpdated.subscribe(with: controller) { controller, _ in
          controller.reload()
        },
      ]
    }
  }
}
