extension SelectableListInteractor where Key == String, Item == FacetValue {
  /// Shows the values a facet values search finds ("search for a brand"), with their
  /// highlighting.
  ///
  /// - Parameter facetSearcher: The searcher of the facet's values.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectFacetSearcher(_ facetSearcher: FacetSearcher) -> ClosureConnection {
    let connection = facetSearcherConnection(facetSearcher)
    connection.connect()
    return connection
  }

  /// The link that ``connectFacetSearcher(_:)`` makes, not yet connected.
  ///
  /// - Parameter facetSearcher: The searcher of the facet's values.
  /// - Returns: A disconnected connection.
  public func facetSearcherConnection(_ facetSearcher: FacetSearcher) -> ClosureConnection {
    ClosureConnection {
      if let latest = facetSearcher.latestResults {
        self.items = latest.response.facetHits.map(FacetValue.init)
      }
      facetSearcher.onResults.subscribe(with: self) { interactor, response in
        interactor.items = response.facetHits.map(FacetValue.init)
      }
      return { [weak self, weak facetSearcher] in
        guard let self else { return }
        facetSearcher?.onResults.cancelSubscription(for: self)
      }
    }
  }
}
