extension HitsSearcher {
  /// Makes `filterState` the source of the searcher's filters.
  ///
  /// Each change of the filter state (one per `edit { … }` transaction) sets the request's
  /// `filters`, which resets the page, and searches once. While connected, every search is
  /// planned as one batch with disjunctive and hierarchical faceting: the main query, one query
  /// per disjunctive attribute without its own refinements, one per hierarchical level; their
  /// responses are merged into the one response widgets see.
  ///
  /// ```swift
  /// let filterState = FilterState()
  /// searcher.connectFilterState(filterState)
  /// filterState[or: "brand", Filter.Facet.self].add(Filter.Facet(attribute: "brand", value: "Apple"))
  /// ```
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
      self.request.query.filters = filterState.filters.sqlForm
      return [
        .callback(\.planner, of: self) { [weak filterState] request in
          guard let filterState else { return .single(request.indexedQuery) }
          return Self.facetingPlan(
            for: request, filters: filterState.filters, disjunctiveFacets: disjunctiveFacets)
        },
        filterState.onChange.subscribe(with: self) { searcher, filters in
          searcher.request.query.filters = filters.sqlForm
          searcher.search()
        },
      ]
    }
  }

  /// The batch for `request` under `filters`: the searcher's own `filters` come from the filter
  /// state, so the builder starts from the query without them.
  private static func facetingPlan(
    for request: Request, filters: Filters, disjunctiveFacets: Set<Attribute>
  ) -> SearchPlan {
    var base = request.query
    base.filters = nil
    let builder = FacetingQueryBuilder(
      query: base, indexName: request.indexName, filters: filters,
      disjunctiveFacets: disjunctiveFacets)
    let queries = builder.build()
    return SearchPlan(queries: queries) { responses in
      do throws(FacetingError) {
        return try builder.aggregate(responses)
      } catch .responseCountMismatch(let expected, let received) {
        throw SearchError.responseCountMismatch(expected: expected, received: received)
      }
    }
  }
}
