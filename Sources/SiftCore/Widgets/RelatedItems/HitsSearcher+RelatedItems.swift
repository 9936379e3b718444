extension HitsSearcher {
  /// Makes the searcher search the items related to `hit`: records sharing the values the
  /// patterns name rank first (Algolia's `optionalFilters`, one per value with its score, and
  /// `sumOrFiltersScores`, as InstantSearch sends them), and the hit itself is excluded
  /// (`filters`: `( NOT "objectID":"…" )`, as InstantSearch writes it).
  ///
  /// The connection sets both parameters when it connects, replacing the request's own
  /// `optionalFilters` and raw `filters`: give related items a searcher of their own. It does
  /// not search; call `search()`.
  ///
  /// - Parameters:
  ///   - hit: The hit whose related items to search.
  ///   - patterns: How related items resemble it.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectRelatedItems<Record>(
    to hit: Hit<Record>, matching patterns: [MatchingPattern<Record>]
  ) -> ClosureConnection {
    let optionalFilters = MatchingPattern.optionalFilters(for: hit.record, matching: patterns)
    let exclusion = Filter.Facet(attribute: "objectID", stringValue: hit.objectID, isNegated: true)
    return ClosureConnection {
      var query = self.request.query
      query.optionalFilters = optionalFilters.elements.isEmpty ? nil : optionalFilters
      query.sumOrFiltersScores = true
      query.filters =
        FilterGroup(id: .and(name: "objectID"), filters: [.facet(exclusion)])
        .algoliaFilters
      self.request.query = query
      return []
    }
  }
}
