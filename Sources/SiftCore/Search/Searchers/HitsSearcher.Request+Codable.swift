extension HitsSearcher.Request: Codable {
  private enum CodingKeys: String, CodingKey {
    case indexName, query, filters, disjunctiveFacets
  }

  /// Decodes a request; absent `filters` and `disjunctiveFacets` are empty.
  ///
  /// - Parameter decoder: The decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      indexName: try container.decode(String.self, forKey: .indexName),
      query: try container.decode(SearchQuery.self, forKey: .query),
      filters: try container.decodeIfPresent(Filters.self, forKey: .filters) ?? Filters(),
      disjunctiveFacets: try container.decodeIfPresent(
        Set<Attribute>.self, forKey: .disjunctiveFacets) ?? [])
  }

  /// Encodes the index, the search parameters, the filters and the disjunctive facets.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(indexName, forKey: .indexName)
    try container.encode(query, forKey: .query)
    try container.encode(filters, forKey: .filters)
    try container.encode(disjunctiveFacets.sorted(), forKey: .disjunctiveFacets)
  }
}
