extension SearchError {
  /// The request a ``SearchError`` belongs to.
  public enum Request: Sendable, Hashable {
    /// A multi-query search.
    case search([IndexedQuery])
    /// A facet values search.
    case facetValues(FacetValuesQuery)
    /// A read of an index's data for a copy of it (`endpoint` is `browse`, `settings`,
    /// `synonyms` or `rules`).
    case indexRead(indexName: String, endpoint: String)
  }
}

extension SearchError.Request: CustomStringConvertible {
  /// A short summary, such as `search of products ("phone"), brands`.
  public var description: String {
    func summary(_ indexName: String, _ query: SearchQuery) -> String {
      guard let text = query.query, !text.isEmpty else { return indexName }
      return "\(indexName) (\"\(text)\")"
    }
    switch self {
    case .search(let queries):
      let targets = queries.map { summary($0.indexName, $0.query) }.joined(separator: ", ")
      return "search of " + (targets.isEmpty ? "no index" : targets)
    case .facetValues(let query):
      return "facet values search of \(query.indexName).\(query.attribute) "
        + "(\"\(query.facetQuery)\")"
    case .indexRead(let indexName, let endpoint):
      return "\(endpoint) of \(indexName)"
    }
  }
}
