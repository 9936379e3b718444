/// The order of one attribute's facet values, from
/// `renderingContent.facetOrdering.values.<attribute>`.
public struct FacetValuesOrder: Sendable, Hashable, Codable {
  /// Values shown first, in this order. A missing `order` decodes as empty.
  public var order: [String]
  /// How the values not in ``order`` are shown; `nil` when the response does not say.
  public var sortRemainingBy: SortRemainingBy?
  /// Values never shown (`hide`).
  public var hide: [String]?

  /// Creates an order.
  /// - Parameters:
  ///   - order: values shown first.
  ///   - sortRemainingBy: how the others are shown.
  ///   - hide: values never shown.
  public init(
    order: [String] = [], sortRemainingBy: SortRemainingBy? = nil, hide: [String]? = nil
  ) {
    self.order = order
    self.sortRemainingBy = sortRemainingBy
    self.hide = hide
  }

  /// Decodes `{"order": [...], "sortRemainingBy": "count", "hide": [...]}`.
  /// - Parameter decoder: the decoder.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    order = try container.optional([String].self, "order") ?? []
    sortRemainingBy = try container.optional(SortRemainingBy.self, "sortRemainingBy")
    hide = try container.optional([String].self, "hide")
  }

  /// Encodes the same shape.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(order, forKey: AnyCodingKey("order"))
    try container.encodeIfPresent(sortRemainingBy, "sortRemainingBy")
    try container.encodeIfPresent(hide, "hide")
  }
}
