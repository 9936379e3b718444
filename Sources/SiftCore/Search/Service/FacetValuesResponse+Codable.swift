extension FacetValuesResponse: Codable {
  /// Decodes Algolia's facet values response.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(
      facetHits: try container.optional([FacetHit].self, "facetHits") ?? [],
      exhaustiveFacetsCount: try container.optional(Bool.self, "exhaustiveFacetsCount"),
      processingTimeMS: try container.optional(Int.self, "processingTimeMS"))
  }

  /// Encodes the same shape.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(facetHits, forKey: AnyCodingKey("facetHits"))
    try container.encodeIfPresent(exhaustiveFacetsCount, "exhaustiveFacetsCount")
    try container.encodeIfPresent(processingTimeMS, "processingTimeMS")
  }
}
