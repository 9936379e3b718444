extension SelectableListInteractor where Key == String, Item == FacetValue {
  /// Shows the values of `attribute` from each response of `searcher`, and asks the searcher to
  /// count them: the attribute is added to its request's `facets` (and stays there).
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose facet counts to show.
  ///   - attribute: The faceted attribute.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, attribute: Attribute) -> ClosureConnection {
    let connection = searcherConnection(searcher, attribute: attribute)
    connection.connect()
    return connection
  }

  /// The link that ``connectSearcher(_:attribute:)`` makes, not yet connected.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose facet counts to show.
  ///   - attribute: The faceted attribute.
  /// - Returns: A disconnected connection.
  public func searcherConnection(_ searcher: HitsSearcher, attribute: Attribute)
    -> ClosureConnection
  {
    ClosureConnection {
      searcher.registerFacet(attribute)
      if let latest = searcher.latestResults {
        self.items = FacetValue.values(of: attribute, in: latest.response)
      }
      searcher.onResults.subscribe(with: self) { interactor, response in
        interactor.items = FacetValue.values(of: attribute, in: response)
      }
      return { [weak self, weak searcher] in
        guard let self else { return }
        searcher?.onResults.cancelSubscription(for: self)
      }
    }
  }
}
