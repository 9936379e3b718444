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
}
