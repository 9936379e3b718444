/// Content a response asks the UI to render: `renderingContent`.
///
/// Only `facetOrdering` is modelled; other members (such as `redirect` or `widgets`) are kept
/// in ``additionalFields`` and encoded back.
public struct RenderingContent: Sendable, Hashable {
  /// How to order facets and their values.
  public var facetOrdering: FacetOrdering?
  /// Members this type does not model.
  public var additionalFields: [String: JSON]

  /// Creates rendering content.
  /// - Parameters:
  ///   - facetOrdering: how to order facets and values.
  ///   - additionalFields: members this type does not model.
  public init(facetOrdering: FacetOrdering? = nil, additionalFields: [String: JSON] = [:]) {
    self.facetOrdering = facetOrdering
    self.additionalFields = additionalFields
  }
}
