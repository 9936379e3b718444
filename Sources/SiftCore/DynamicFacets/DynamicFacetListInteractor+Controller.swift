extension DynamicFacetListInteractor {
  /// Shows the ordered facets and the selections in `controller`, now and on every change; its
  /// picks toggle values.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectController<Controller: DynamicFacetListController>(_ controller: Controller)
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
  public func controllerConnection<Controller: DynamicFacetListController>(
    _ controller: Controller
  ) -> ClosureConnection {
    ClosureConnection(retaining: controller) { controller in
      controller.setOrderedFacets(self.orderedFacets)
      controller.setSelections(self.selections)
      self.onFacetOrderChanged.subscribe(with: controller) { controller, orderedFacets in
        controller.setOrderedFacets(orderedFacets)
      }
      self.onSelectionsChanged.subscribe(with: controller) { controller, selections in
        controller.setSelections(selections)
      }
      controller.didSelect = { [weak self] attribute, facet in
        self?.toggleSelection(ofFacetValue: facet.value, for: attribute)
      }
      return { [weak self, weak controller] in
        guard let controller else { return }
        self?.onFacetOrderChanged.cancelSubscription(for: controller)
        self?.onSelectionsChanged.cancelSubscription(for: controller)
        controller.didSelect = nil
      }
    }
  }
}
