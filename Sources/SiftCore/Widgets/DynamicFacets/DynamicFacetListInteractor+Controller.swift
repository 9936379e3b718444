extension DynamicFacetListInteractor {
  /// Shows the ordered facets and the selections in `controller`, now and on every change; its
  /// picks toggle values.
  ///
  /// - Parameter controller: The view adapter.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectController<Controller: DynamicFacetListController>(_ controller: Controller)
    -> ClosureConnection
  {
    ClosureConnection(retaining: controller) { controller in
      controller.setOrderedFacets(self.orderedFacets)
      controller.setSelections(self.selections)
      return [
        self.onFacetOrderChanged.subscribe(with: controller) { controller, orderedFacets in
          controller.setOrderedFacets(orderedFacets)
        },
        self.onSelectionsChanged.subscribe(with: controller) { controller, selections in
          controller.setSelections(selections)
        },
        .callback(\.didSelect, of: controller) { [weak self] attribute, facet in
          self?.toggleSelection(ofFacetValue: facet.value, for: attribute)
        },
      ]
    }
  }
}
