import SiftCore

extension HitsSearcher {
  /// Creates a searcher of an Algolia index, as InstantSearch's `HitsSearcher(appID:apiKey:indexName:)`.
  ///
  /// ```swift
  /// let searcher = HitsSearcher(appID: "latency", apiKey: "search-only-key", indexName: "bestbuy")
  /// ```
  ///
  /// - Parameters:
  ///   - appID: The Algolia application ID.
  ///   - apiKey: A search-only API key.
  ///   - indexName: The index to search.
  ///   - query: The initial search parameters.
  public convenience init(
    appID: String, apiKey: String, indexName: String, query: SearchQuery = SearchQuery()
  ) {
    self.init(
      service: AlgoliaSearchService(appID: appID, apiKey: apiKey), indexName: indexName,
      query: query)
  }
}
