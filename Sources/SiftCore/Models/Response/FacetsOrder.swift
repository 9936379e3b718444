/// The order of facet attributes, from `renderingContent.facetOrdering.facets`.
public struct FacetsOrder: Sendable, Hashable, Codable {
  /// Attribute names in display order; attributes not listed follow. A missing `order`
  /// decodes as empty.
  public var order: [String]

  /// Creates an order.
  /// - Parameter order: attribute names in display order.
  public init(order: [String] = []) {
    self.order = order
  }

  /// Decodes `{"order": [...]}`.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    order = try container.optional([String].self, "order") ?? []
  }

  /// Encodes `{"order": [...]}`.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(order, forKey: AnyCodingKey("order"))
  }
}
