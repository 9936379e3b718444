/// One attribute's facet values, as a dynamic facet list shows them.
public struct AttributedFacets: Hashable, Sendable {
  /// The faceted attribute.
  public var attribute: Attribute
  /// Its values, in display order.
  public var facets: [FacetValue]

  /// Creates an attribute's values.
  ///
  /// - Parameters:
  ///   - attribute: The faceted attribute.
  ///   - facets: Its values, in display order.
  public init(attribute: Attribute, facets: [FacetValue]) {
    self.attribute = attribute
    self.facets = facets
  }
}
