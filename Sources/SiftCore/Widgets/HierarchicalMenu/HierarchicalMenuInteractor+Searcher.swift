extension HierarchicalMenuInteractor {
  /// Shows each level's values from the responses of `searcher` (the latest one at once), and
  /// asks the searcher to count them (the level attributes are added to its request's
  /// `facets`). Connected to a filter state, the searcher counts each level as if its deeper
  /// selection were not made.
  ///
  /// - Parameter searcher: The searcher whose facet counts to show.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> ClosureConnection {
    ClosureConnection {
      let attributes = self.facet.attributes
      return [
        searcher.subscribeFacets(attributes, with: self) { interactor, response in
          interactor.items = attributes.map { FacetValue.values(of: $0, in: response) }
        }
      ]
    }
  }
}
