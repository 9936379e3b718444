extension SelectableListInteractor where Key == String, Item == FacetValue {
  /// Shows the values a facet values search finds ("search for a brand"), with their
  /// highlighting: the latest search's at once, then each new one's.
  ///
  /// - Parameter facetSearcher: The searcher of the facet's values.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFacetSearcher(_ facetSearcher: FacetSearcher) -> ClosureConnection {
    ClosureConnection {
      [
        facetSearcher.onResults.subscribePast(with: self) { interactor, response in
          interactor.items = response.facetHits.map(FacetValue.init)
        }
      ]
    }
  }
}
