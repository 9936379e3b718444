import SiftCore

extension MultiSearcher {
  /// Creates a multi-searcher over an Algolia application, as InstantSearch's
  /// `MultiSearcher(appID:apiKey:requestOptions:)`.
  ///
  /// ```swift
  /// let multiSearcher = MultiSearcher(
  ///   appID: "latency", apiKey: "search-only-key",
  ///   requestOptions: .init(headers: ["X-Algolia-UserToken": "user-42"]))
  /// ```
  ///
  /// - Parameters:
  ///   - appID: The Algolia application ID.
  ///   - apiKey: A search-only API key.
  ///   - requestOptions: Headers and a read timeout every batch of the searcher sends; none by
  ///     default.
  public convenience init(
    appID: String, apiKey: String, requestOptions: AlgoliaSearchService.RequestOptions? = nil
  ) {
    self.init(
      service: AlgoliaSearchService(
        appID: appID, apiKey: apiKey,
        configuration: AlgoliaSearchService.Configuration(requestOptions: requestOptions)))
  }
}
