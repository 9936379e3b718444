extension SelectableListInteractor where Key == String, Item == FacetValue {
  /// Shows the values of `attribute` from each response of `searcher` (the latest one at once),
  /// and asks the searcher to count them: the attribute is added to its request's `facets` (and
  /// stays there).
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose facet counts to show.
  ///   - attribute: The faceted attribute.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, attribute: Attribute) -> ClosureConnection {
    ClosureConnection {
      [
        searcher.subscribeFacets([attribute], with: self) { interactor, response in
          interactor.items = FacetValue.values(of: attribute, in: response)
        }
      ]
    }
  }
}
