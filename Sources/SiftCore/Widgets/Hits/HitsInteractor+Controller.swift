extension HitsInteractor {
  /// Links a controller: it reads its rows from the interactor, reloads on new results, and
  /// scrolls to the top once per new list: when the request changes (as in InstantSearch), or
  /// else when new rows replace the list (the first results, another page shown one at a time).
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
      var scrolledAhead = false
      let source = EventSubscription.callback(\.hitsSource, of: controller, self)
      var subscriptions = [
        source,
        self.onRequestChanged.subscribe(with: controller) { controller, _ in
          guard !scrolledAhead else { return }
          scrolledAhead = true
          controller.scrollToTop()
        },
        self.onNewResultSet.subscribe(with: controller) { controller, _ in
          // Once per new list: not again when the request change scrolled already.
          defer { scrolledAhead = false }
          guard !scrolledAhead else { return }
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
