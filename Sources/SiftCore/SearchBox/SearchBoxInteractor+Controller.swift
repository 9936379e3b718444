extension SearchBoxInteractor {
  /// Links the interactor and a controller, both ways: the controller's edits and submits reach
  /// the interactor, and the interactor's query reaches the controller.
  ///
  /// The controller shows the current query as soon as the link is made. While connected, the
  /// connection keeps the controller alive; once disconnected, it releases it.
  ///
  /// - Parameter controller: The view adapter to link.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectController(_ controller: some SearchBoxController) -> ClosureConnection {
    let connection = controllerConnection(controller)
    connection.connect()
    return connection
  }

  /// The link that ``connectController(_:)`` makes, not yet connected.
  ///
  /// - Parameter controller: The view adapter to link.
  /// - Returns: A disconnected connection.
  public func controllerConnection(_ controller: some SearchBoxController) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setQuery(self.query)
      self.onQueryChanged.subscribe(with: controller) { controller, query in
        controller.setQuery(query)
      }
      controller.onQueryChanged = { [weak self] query in
        self?.query = query
      }
      controller.onQuerySubmitted = { [weak self] query in
        self?.query = query
        self?.submitQuery()
      }
      return { [weak self, weak controller] in
        guard let controller else { return }
        self?.onQueryChanged.cancelSubscription(for: controller)
        controller.onQueryChanged = nil
        controller.onQuerySubmitted = nil
      }
    }
  }
}
