extension FacetSearcher {
  /// Makes the values searched those of records matching `filterState`'s refinements, as the
  /// facet list shows them: refinements of the searched attribute in or-groups are left out
  /// (disjunctive faceting), so every value stays reachable. Each change searches again.
  ///
  /// - Parameter filterState: The refinements.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState) -> ClosureConnection {
    ClosureConnection {
      @MainActor func apply(_ filters: Filters, to searcher: FacetSearcher) {
        var filters = filters
        filters.removeDisjunctiveFacetFilters(on: Attribute(searcher.request.attribute))
        searcher.request.query.filters = filters.algoliaFilters
      }
      apply(filterState.filters, to: self)
      return [
        filterState.onChange.subscribe(with: self) { searcher, filters in
          apply(filters, to: searcher)
          searcher.search()
        }
      ]
    }
  }
}
