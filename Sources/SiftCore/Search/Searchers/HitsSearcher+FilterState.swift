extension HitsSearcher {
  /// Makes `filterState` the source of the searcher's refinements.
  ///
  /// The request takes the filter state's `Filters` at once, and again on each change (one per
  /// `edit { … }` transaction), which resets the page and searches once. Every search is
  /// planned from the request (see ``SearchPlan``) as one batch with disjunctive and
  /// hierarchical faceting: the main query, one query per disjunctive attribute without its
  /// own refinements, one per hierarchical level; their responses are merged into the one
  /// response widgets see.
  ///
  /// ```swift
  /// let filterState = FilterState()
  /// searcher.connectFilterState(filterState)
  /// filterState[or: "brand", Filter.Facet.self].add(Filter.Facet(attribute: "brand", value: "Apple"))
  /// ```
  ///
  /// Disconnecting stops following the filter state; the request keeps the filters it has.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - disjunctiveFacets: Attributes to facet disjunctively even without a refinement in an
  ///     or-group.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, disjunctiveFacets: Set<Attribute> = []
  ) -> ClosureConnection {
    ClosureConnection {
      var request = self.request
      request.filters = filterState.filters
      request.disjunctiveFacets = disjunctiveFacets
      self.request = request
      return [
        filterState.onChange.subscribe(with: self) { searcher, filters in
          searcher.request.filters = filters
          searcher.search()
        }
      ]
    }
  }
}
