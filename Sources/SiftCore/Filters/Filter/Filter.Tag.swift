extension Filter {
  /// A tag filter: records whose `_tags` contain (or, negated, do not contain) a tag.
  ///
  /// ```swift
  /// let featured = Filter.Tag(value: "featured")   // "_tags":"featured"
  /// ```
  public struct Tag: FilterProtocol {
    /// Tag filters are of kind ``FilterType/tag``.
    public static var filterType: FilterType { .tag }

    /// The attribute Algolia stores tags in: `_tags`.
    public static let tagsAttribute: Attribute = "_tags"

    /// The tag.
    public var value: String
    /// Whether records with this tag are excluded rather than selected.
    public var isNegated: Bool

    /// Creates a tag filter.
    /// - Parameters:
    ///   - value: The tag.
    ///   - isNegated: Whether records with this tag are excluded.
    public init(value: String, isNegated: Bool = false) {
      self.value = value
      self.isNegated = isNegated
    }

    /// Unwraps a type-erased tag filter.
    /// - Parameter filter: A type-erased filter.
    public init?(_ filter: Filter) {
      guard case .tag(let tag) = filter else { return nil }
      self = tag
    }

    /// Always `_tags`.
    public var attribute: Attribute { Self.tagsAttribute }

    /// The type-erased filter.
    public var filter: Filter { .tag(self) }
  }
}
