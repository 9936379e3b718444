extension LocalIndexSettings {
  /// An element of `attributesForFaceting`.
  ///
  /// Reads `"brand"`, `"searchable(brand)"` (its values can be searched),
  /// `"filterOnly(brand)"` (filters only; no counts) and `"afterDistinct(brand)"` (counted after
  /// distinct; also `"afterDistinct(searchable(brand))"`).
  public struct FacetAttribute: Sendable, Hashable {
    /// The attribute (dotted paths allowed).
    public var name: String
    /// Whether a facet values search may run on it.
    public var isSearchable: Bool
    /// Whether it only filters, without facet counts.
    public var isFilterOnly: Bool
    /// Whether its counts are computed after distinct, over the distinct hits only
    /// (`afterDistinct(…)`; the `facetingAfterDistinct` parameter does it for every facet).
    public var isAfterDistinct: Bool

    /// Creates a facet attribute.
    /// - Parameters:
    ///   - name: the attribute.
    ///   - isSearchable: whether its values can be searched.
    ///   - isFilterOnly: whether it only filters.
    ///   - isAfterDistinct: whether it is counted after distinct.
    public init(
      _ name: String, isSearchable: Bool = false, isFilterOnly: Bool = false,
      isAfterDistinct: Bool = false
    ) {
      self.name = name
      self.isSearchable = isSearchable
      self.isFilterOnly = isFilterOnly
      self.isAfterDistinct = isAfterDistinct
    }

    /// Parses Algolia's form.
    /// - Parameter text: the setting's element.
    /// - Returns: the facet attribute, or `nil` for an empty name.
    public static func parse(_ text: String) -> FacetAttribute? {
      var body = Substring(text).trimmingSpaces
      var searchable = false
      var filterOnly = false
      var afterDistinct = false
      if let inner = body.unwrapping("afterDistinct") {
        afterDistinct = true
        body = inner
      }
      if let inner = body.unwrapping("searchable") {
        searchable = true
        body = inner
      } else if let inner = body.unwrapping("filterOnly") {
        filterOnly = true
        body = inner
      }
      return body.isEmpty
        ? nil
        : FacetAttribute(
          String(body), isSearchable: searchable, isFilterOnly: filterOnly,
          isAfterDistinct: afterDistinct)
    }
  }
}
