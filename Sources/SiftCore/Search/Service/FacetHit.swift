/// A facet value found by a facet values search.
public struct FacetHit: Sendable, Hashable, Codable {
  /// The facet value.
  public var value: String
  /// The value with the matched part wrapped in highlight tags.
  public var highlighted: String
  /// The number of records with this value that match the search.
  public var count: Int

  /// Creates a facet hit.
  /// - Parameters:
  ///   - value: the facet value.
  ///   - highlighted: the value with highlight tags.
  ///   - count: the number of matching records.
  public init(value: String, highlighted: String, count: Int) {
    self.value = value
    self.highlighted = highlighted
    self.count = count
  }

  /// ``highlighted`` parsed with the given tags.
  /// - Parameters:
  ///   - preTag: the pre tag; `<em>` by default.
  ///   - postTag: the post tag; `</em>` by default.
  /// - Returns: the parsed value.
  public func highlightedString(
    preTag: String = HighlightedString.defaultPreTag,
    postTag: String = HighlightedString.defaultPostTag
  ) -> HighlightedString {
    HighlightedString(string: highlighted, preTag: preTag, postTag: postTag)
  }
}
