extension SearchBoxInteractor {
  /// Makes picking a suggestion of `suggestions` set the query and submit it.
  ///
  /// ```swift
  /// let multi = MultiSearcher(service: service)
  /// let products = multi.addHitsSearcher(indexName: "products")
  /// let suggestionsSearcher = multi.addHitsSearcher(indexName: "products_query_suggestions")
  /// let suggestions = HitsInteractor<QuerySuggestion>(infiniteScrolling: .off)
  /// suggestions.connectSearcher(suggestionsSearcher)
  /// searchBox.connectQuerySuggestions(suggestions)
  /// suggestions.selectHit(atIndex: 0)   // the query becomes the first suggestion, submitted
  /// ```
  ///
  /// - Parameter suggestions: The hits of a query suggestions index.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectQuerySuggestions(_ suggestions: HitsInteractor<QuerySuggestion>)
    -> ClosureConnection
  {
    ClosureConnection {
      [
        suggestions.onHitSelected.subscribe(with: self) { searchBox, suggestion in
          searchBox.query = suggestion.query
          searchBox.submitQuery()
        }
      ]
    }
  }
}
