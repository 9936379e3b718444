import SiftCore

extension MultiSearcher {
  /// Creates a multi-searcher over an Algolia application, as InstantSearch's
  /// `MultiSearcher(appID:apiKey:)`.
  ///
  /// ```swift
  /// let multiSearcher = MultiSearcher(appID: "latency", apiKey: "search-only-key")
  /// ```
  ///
  /// - Parameters:
  ///   - appID: The Algolia application ID.
  ///   - apiKey: A search-only API key.
  public convenience init(appID: String, apiKey: String) {
    self.init(service: AlgoliaSearchService(appID: appID, apiKey: apiKey))
  }
}
