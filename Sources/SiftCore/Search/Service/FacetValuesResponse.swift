/// The result of a facet values search, in Algolia's shape:
/// `{"facetHits": [{"value": …, "highlighted": …, "count": …}], "exhaustiveFacetsCount": true,
/// "processingTimeMS": 1}`.
///
/// A missing `facetHits` decodes as `[]`; the other fields are `nil` when missing.
public struct FacetValuesResponse: Sendable, Hashable {
  /// The matching facet values, best first.
  public var facetHits: [FacetHit]
  /// Whether the counts are exact.
  public var exhaustiveFacetsCount: Bool?
  /// The engine's processing time in milliseconds.
  public var processingTimeMS: Int?

  /// Creates a response.
  /// - Parameters:
  ///   - facetHits: the matching facet values.
  ///   - exhaustiveFacetsCount: whether the counts are exact.
  ///   - processingTimeMS: processing time in milliseconds.
  public init(
    facetHits: [FacetHit] = [], exhaustiveFacetsCount: Bool? = nil, processingTimeMS: Int? = nil
  ) {
    self.facetHits = facetHits
    self.exhaustiveFacetsCount = exhaustiveFacetsCount
    self.processingTimeMS = processingTimeMS
  }
}
