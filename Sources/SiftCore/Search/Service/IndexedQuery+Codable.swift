extension IndexedQuery: Codable {
  /// Decodes `indexName` and the flattened search parameters.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    var query = try SearchQuery(from: decoder)
    query.additionalParameters["indexName"] = nil
    self.init(
      indexName: try container.decode(String.self, forKey: AnyCodingKey("indexName")),
      query: query)
  }

  /// Encodes `indexName` and the flattened search parameters (a search parameter named
  /// `indexName` is overridden).
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    var parameters = query.parameters
    parameters["indexName"] = .string(indexName)
    for name in parameters.keys.sorted() {
      try container.encode(parameters[name, default: .null], forKey: AnyCodingKey(name))
    }
  }
}
