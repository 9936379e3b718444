extension DynamicFacetListInteractor {
  /// Shows the facets of each response of `searcher` (the latest one at once) in the order of
  /// its `renderingContent.facetOrdering` (nothing when a response has none). Ask the searcher
  /// for the facets to order (`facets: ["*"]`, or the attributes by name).
  ///
  /// - Parameter searcher: The searcher whose responses to follow.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> ClosureConnection {
    ClosureConnection {
      [
        searcher.onResults.subscribePast(with: self) { interactor, response in
          interactor.orderedFacets =
            response.renderingContent?.facetOrdering?.ordered(response.facets ?? [:]) ?? []
        }
      ]
    }
  }
}
