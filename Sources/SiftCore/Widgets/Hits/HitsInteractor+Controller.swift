extension HitsInteractor {
  /// Links a controller: it reads its rows from the interactor, reloads on new results, and
  /// scrolls to the top when new rows replace the list.
  ///
  /// ```swift
  /// hits.connectController(productList)
  /// hits.connectController(batchedList, externalReload: true)  // reloads when it decides to
  /// ```
  ///
  /// - Parameters:
  ///   - controller: The view adapter.
  ///   - externalReload: Whether the app reloads the controller itself (after batching
  ///     updates, for an animation): the connection then never calls `reload()`. It still
  ///     sets the hits source and asks for scrolling to the top. `false` by default.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: HitsController>(
    _ controller: Controller, externalReload: Bool = false
  ) -> ClosureConnection where Controller.DataSource == HitsInteractor<Record> {
    ClosureConnection(retaining: controller) { controller in
      let source = EventSubscription.callback(\.hitsSource, of: controller, self)
      var subscriptions = [
        source,
        self.onNewResultSet.subscribe(with: controller) { controller, _ in
          controller.scrollToTop()
        },
      ]
      if !externalReload {
        controller.reload()
        subscriptions.append(
          self.onResultsUpdated.subscribe(with: controller) { controller, _ in
            controller.reload()
          })
      }
      return subscriptions
    }
  }
}
