extension HitsSearcher {
  /// Adds `attribute` to the request's `facets`, so responses count its values, unless it is
  /// there already. Refinement widgets call it when they connect; it never searches.
  ///
  /// - Parameter attribute: A faceted attribute.
  public func registerFacet(_ attribute: Attribute) {
    let facets = request.query.facets ?? []
    guard !facets.contains(attribute.name) else { return }
    request.query.facets = facets + [attribute.name]
  }

  /// Counts `attributes` (see ``registerFacet(_:)``) and runs `handler` with the latest response
  /// at once, then with each new one: the searcher link of every widget that shows facet data.
  ///
  /// - Parameters:
  ///   - attributes: The faceted attributes the widget reads.
  ///   - owner: The subscription's owner, held weakly.
  ///   - handler: Called with the owner and a response.
  /// - Returns: The subscription.
  func subscribeFacets<Owner: AnyObject>(
    _ attributes: [Attribute], with owner: Owner,
    _ handler: @escaping @MainActor (Owner, SearchResponse) -> Void
  ) -> EventSubscription {
    for attribute in attributes {
      registerFacet(attribute)
    }
    return onResults.subscribePast(with: owner, handler)
  }
}
