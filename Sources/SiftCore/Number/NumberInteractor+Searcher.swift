extension NumberInteractor {
  /// Takes the bounds from the `facets_stats` of `attribute` in each response of `searcher`, and
  /// asks the searcher to compute them (the attribute is added to its request's `facets`). While
  /// a number is set, the bounds only widen, so they never shrink to the filter's own effect.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose statistics to follow.
  ///   - attribute: The numeric attribute.
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
  ///   - searcher: The searcher whose statistics to follow.
  ///   - attribute: The numeric attribute.
  /// - Returns: A disconnected connection.
  public func searcherConnection(_ searcher: HitsSearcher, attribute: Attribute)
    -> ClosureConnection
  {
    ClosureConnection {
      @MainActor func apply(_ response: SearchResponse, to interactor: NumberInteractor) {
        interactor.bounds = ClosedRange.nextBounds(
          current: interactor.bounds, stats: response.facetsStats?[attribute.name],
          isRefined: interactor.number != nil)
      }
      searcher.registerFacet(attribute)
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
