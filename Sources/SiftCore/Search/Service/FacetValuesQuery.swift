/// A search for the values of one facet, such as brand names matching "app".
///
/// It encodes as Algolia's search-for-facet-values request: the search parameters flattened,
/// plus `indexName`, `facet` (the attribute), `facetQuery` and `maxFacetHits` —
/// `{"indexName": "products", "facet": "brand", "facetQuery": "app", "query": "phone"}`.
public struct FacetValuesQuery: Sendable, Hashable {
  /// The index to search.
  public var indexName: String
  /// The facet attribute whose values are searched.
  public var attribute: String
  /// The text typed to match values against.
  public var facetQuery: String
  /// The search the values' records must match (query text, filters, …).
  public var query: SearchQuery
  /// The most values to return (Algolia's default is 10, its maximum 100).
  public var maxFacetHits: Int?

  /// Creates a facet values search.
  /// - Parameters:
  ///   - indexName: the index to search.
  ///   - attribute: the facet attribute.
  ///   - facetQuery: the text typed.
  ///   - query: the search the records must match.
  ///   - maxFacetHits: the most values to return.
  public init(
    indexName: String, attribute: String, facetQuery: String, query: SearchQuery = SearchQuery(),
    maxFacetHits: Int? = nil
  ) {
    self.indexName = indexName
    self.attribute = attribute
    self.facetQuery = facetQuery
    self.query = query
    self.maxFacetHits = maxFacetHits
  }
}
