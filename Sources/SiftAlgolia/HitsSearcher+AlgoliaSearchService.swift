import SiftCore

extension HitsSearcher {
  /// Creates a searcher of an Algolia index, as InstantSearch's
  /// `HitsSearcher(appID:apiKey:indexName:query:requestOptions:)`.
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
  ///   - requestOptions: Headers and a read timeout every search of the searcher sends; none by
  ///     default.
  public convenience init(
    appID: String, apiKey: String, indexName: String, query: SearchQuery = SearchQuery(),
    requestOptions: AlgoliaSearchService.RequestOptions? = nil
  ) {
    self.init(
      service: AlgoliaSearchService(
        appID: appID, apiKey: apiKey,
        configuration: AlgoliaSearchService.Configuration(requestOptions: requestOptions)),
      indexName: indexName, query: query)
  }
}
