extension DynamicFacetListInteractor {
  /// Shows the facets of each response of `searcher` in the order of its
  /// `renderingContent.facetOrdering` (nothing when a response has none). Ask the searcher for
  /// the facets to order (`facets: ["*"]`, or the attributes by name).
  ///
  /// - Parameter searcher: The searcher whose responses to follow.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> ClosureConnection {
    let connection = searcherConnection(searcher)
    connection.connect()
    return connection
  }

  /// The link that ``connectSearcher(_:)`` makes, not yet connected.
  ///
  /// - Parameter searcher: The searcher whose responses to follow.
  /// - Returns: A disconnected connection.
  public func searcherConnection(_ searcher: HitsSearcher) -> ClosureConnection {
    ClosureConnection {
      @MainActor func apply(_ response: SearchResponse, to interactor: DynamicFacetListInteractor) {
        interactor.orderedFacets =
          response.renderingContent?.facetOrdering?.ordered(response.facets ?? [:]) ?? []
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
