/// One value of a facet with its count: a row of a facet list.
///
/// ```swift
/// let apple = FacetValue(value: "Apple", count: 42)
/// ```
public struct FacetValue: Hashable, Sendable {
  /// The value, as the engine lists it (`"Apple"`, `"4"`, `"true"`).
  public var value: String
  /// The number of records with this value that match the search.
  public var count: Int
  /// The value to show: with the part matching a facet query wrapped in highlight tags when it
  /// comes from a facet values search, and the value itself when it comes from a search
  /// response's `facets` (as InstantSearch's facets are).
  public var highlighted: String?

  /// Creates a facet value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - count: The number of matching records.
  ///   - highlighted: The value with highlight tags, if any.
  public init(value: String, count: Int, highlighted: String? = nil) {
    self.value = value
    self.count = count
    self.highlighted = highlighted
  }

  /// Creates a facet value from a facet values search hit.
  ///
  /// - Parameter hit: The hit.
  public init(_ hit: FacetHit) {
    self.init(value: hit.value, count: hit.count, highlighted: hit.highlighted)
  }

  /// The values of `attribute` in a response's `facets`, by decreasing count then by value,
  /// each highlighted as itself.
  ///
  /// - Parameters:
  ///   - response: A search response.
  ///   - attribute: A faceted attribute.
  /// - Returns: Its values; empty when the response has no counts for it.
  public static func values(of attribute: Attribute, in response: SearchResponse) -> [FacetValue] {
    (response.facets?[attribute.name] ?? [:])
      .map { FacetValue(value: $0.key, count: $0.value, highlighted: $0.key) }
      .sorted { ($1.count, $0.value) < ($0.count, $1.value) }
  }
}
