extension RenderingContent: Codable {
  /// Decodes `facetOrdering` and keeps the other members.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    facetOrdering = try container.optional(FacetOrdering.self, "facetOrdering")
    additionalFields = try container.remainder(excluding: ["facetOrdering"])
  }

  /// Encodes `facetOrdering` (when set) and the other members.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encodeIfPresent(facetOrdering, "facetOrdering")
    try container.encodeRemainder(additionalFields, excluding: ["facetOrdering"])
  }
}
