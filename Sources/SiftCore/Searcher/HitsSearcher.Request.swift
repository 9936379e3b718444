extension HitsSearcher {
  /// What a hits searcher sends: an index and Algolia's search parameters (query, filters,
  /// page, …).
  public struct Request: Sendable, Hashable, Codable {
    /// The index to search.
    public var indexName: String

    /// The search parameters.
    public var query: SearchQuery

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - indexName: The index to search.
    ///   - query: The search parameters.
    public init(indexName: String, query: SearchQuery = SearchQuery()) {
      self.indexName = indexName
      self.query = query
    }

    /// The request as one query of a batch.
    public var indexedQuery: IndexedQuery {
      IndexedQuery(indexName: indexName, query: query)
    }

    /// The request without its page: what identifies a result set, so that pages of one
    /// result set can be told from pages of another.
    public var resultSet: Request {
      var copy = self
      copy.query.page = nil
      return copy
    }
  }
}
