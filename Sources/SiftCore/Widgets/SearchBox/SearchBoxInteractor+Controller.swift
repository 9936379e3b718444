extension SearchBoxInteractor {
  /// Links the interactor and a controller, both ways: the controller's edits and submits reach
  /// the interactor, and the interactor's query reaches the controller.
  ///
  /// The controller shows the current query as soon as the link is made. While connected, the
  /// connection keeps the controller alive; once disconnected, it releases it.
  ///
  /// - Parameter controller: The view adapter to link.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController(_ controller: some SearchBoxController) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setQuery(self.query)
      return [
        self.onQueryChanged.subscribe(with: controller) { controller, query in
          controller.setQuery(query)
        },
        .callback(\.onQueryChanged, of: controller) { [weak self] query in
          self?.query = query
        },
        .callback(\.onQuerySubmitted, of: controller) { [weak self] query in
          self?.query = query
          self?.submitQuery()
        },
      ]
    }
  }
}
