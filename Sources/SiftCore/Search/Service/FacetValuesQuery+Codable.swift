extension FacetValuesQuery: Codable {
  private static let ownNames: Set<String> = ["indexName", "facet", "facetQuery", "maxFacetHits"]

  /// Decodes `indexName`, `facet`, `facetQuery`, `maxFacetHits` and the flattened search
  /// parameters. A missing `facetQuery` reads as `""`.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    var query = try SearchQuery(from: decoder)
    for name in Self.ownNames { query.additionalParameters[name] = nil }
    self.init(
      indexName: try container.decode(String.self, forKey: AnyCodingKey("indexName")),
      attribute: try container.decode(String.self, forKey: AnyCodingKey("facet")),
      facetQuery: try container.optional(String.self, "facetQuery") ?? "",
      query: query,
      maxFacetHits: try container.optional(Int.self, "maxFacetHits"))
  }

  /// Encodes the flattened search parameters with `indexName`, `facet`, `facetQuery` and
  /// `maxFacetHits` (which override search parameters of the same names).
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    var parameters = query.parameters
    parameters["indexName"] = .string(indexName)
    parameters["facet"] = .string(attribute)
    parameters["facetQuery"] = .string(facetQuery)
    parameters["maxFacetHits"] = maxFacetHits.map(JSON.init)
    for name in parameters.keys.sorted() {
      try container.encode(parameters[name, default: .null], forKey: AnyCodingKey(name))
    }
  }
}
