/// How a UI should order facets and their values: `renderingContent.facetOrdering`.
///
/// ```json
/// {"facets": {"order": ["brand", "color"]},
///  "values": {"brand": {"order": ["Apple"], "sortRemainingBy": "count"}}}
/// ```
public struct FacetOrdering: Sendable, Hashable, Codable {
  /// The order of attributes (`facets`).
  public var facets: FacetsOrder?
  /// The order of each attribute's values, by attribute (`values`).
  public var values: [String: FacetValuesOrder]?

  /// Creates an ordering.
  /// - Parameters:
  ///   - facets: the order of attributes.
  ///   - values: the order of values, by attribute.
  public init(facets: FacetsOrder? = nil, values: [String: FacetValuesOrder]? = nil) {
    self.facets = facets
    self.values = values
  }
}
