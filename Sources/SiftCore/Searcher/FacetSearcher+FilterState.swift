extension FacetSearcher {
  /// Makes the values searched those of records matching `filterState`'s refinements, as the
  /// facet list shows them: refinements of the searched attribute in or-groups are left out
  /// (disjunctive faceting), so every value stays reachable. Each change searches again.
  ///
  /// - Parameter filterState: The refinements.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState) -> ClosureConnection {
    let connection = filterStateConnection(filterState)
    connection.connect()
    return connection
  }

  /// The link that ``connectFilterState(_:)`` makes, not yet connected.
  ///
  /// - Parameter filterState: The refinements.
  /// - Returns: A disconnected connection.
  public func filterStateConnection(_ filterState: FilterState) -> ClosureConnection {
    ClosureConnection {
      @MainActor func apply(_ filters: Filters, to searcher: FacetSearcher) {
        var filters = filters
        filters.removeDisjunctiveFacetFilters(on: Attribute(searcher.request.attribute))
        searcher.request.query.filters = filters.sqlForm
      }
      apply(filterState.filters, to: self)
      filterState.onChange.subscribe(with: self) { searcher, filters in
        apply(filters, to: searcher)
        searcher.search()
      }
      return { [weak self, weak filterState] in
        guard let self else { return }
        filterState?.onChange.cancelSubscription(for: self)
      }
    }
  }
}
