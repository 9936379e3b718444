import SiftCore

extension FacetSearcher {
  /// Creates a searcher of an Algolia index's facet values, as InstantSearch's
  /// `FacetSearcher(appID:apiKey:indexName:facetName:)` (the facet is `attribute`).
  ///
  /// ```swift
  /// let brands = FacetSearcher(
  ///   appID: "latency", apiKey: "search-only-key", indexName: "bestbuy", attribute: "brand")
  /// ```
  ///
  /// - Parameters:
  ///   - appID: The Algolia application ID.
  ///   - apiKey: A search-only API key.
  ///   - indexName: The index whose facet values to search.
  ///   - attribute: The facet attribute (declared `searchable(…)` for faceting).
  ///   - query: The search the values' records must match (filters, text).
  public convenience init(
    appID: String, apiKey: String, indexName: String, attribute: String,
    query: SearchQuery = SearchQuery()
  ) {
    self.init(
      service: AlgoliaSearchService(appID: appID, apiKey: apiKey), indexName: indexName,
      attribute: attribute, query: query)
  }
}
