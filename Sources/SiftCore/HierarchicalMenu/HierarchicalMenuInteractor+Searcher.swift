extension HierarchicalMenuInteractor {
  /// Shows each level's values from the responses of `searcher`, and asks the searcher to count
  /// them (the level attributes are added to its request's `facets`). Connected to a filter
  /// state, the searcher counts each level as if its deeper selection were not made.
  ///
  /// - Parameter searcher: The searcher whose facet counts to show.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> ClosureConnection {
    let connection = searcherConnection(searcher)
    connection.connect()
    return connection
  }

  /// The link that ``connectSearcher(_:)`` makes, not yet connected.
  ///
  /// - Parameter searcher: The searcher whose facet counts to show.
  /// - Returns: A disconnected connection.
  public func searcherConnection(_ searcher: HitsSearcher) -> ClosureConnection {
    ClosureConnection {
      let attributes = self.facet.attributes
      @MainActor func apply(_ response: SearchResponse, to interactor: HierarchicalMenuInteractor) {
        interactor.items = attributes.map { FacetValue.values(of: $0, in: response) }
      }
      for attribute in attributes {
        searcher.registerFacet(attribute)
      }
      if let latest = searcher.latestResults {
        apply(latest.response, to: self)
      }
      searcher.onResults.subscribe(with: self) { interactor, response in
        apply(response, to: interactor)
      }
      return { [weak self, weak searcher] in
        guard let self else { return }
        searcher?.onResults.cancelSubscription(for: self)
      }
    }
  }
}
