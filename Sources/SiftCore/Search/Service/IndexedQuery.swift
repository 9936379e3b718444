/// A search against one index: an element of a multi-query.
///
/// It encodes as Algolia's multi-query request element: the search parameters flattened,
/// plus `indexName` — `{"indexName": "products", "query": "phone", "hitsPerPage": 20}`.
public struct IndexedQuery: Sendable, Hashable {
  /// The index to search.
  public var indexName: String
  /// The search parameters.
  public var query: SearchQuery

  /// Creates a query against an index.
  /// - Parameters:
  ///   - indexName: the index to search.
  ///   - query: the search parameters.
  public init(indexName: String, query: SearchQuery) {
    self.indexName = indexName
    self.query = query
  }
}
