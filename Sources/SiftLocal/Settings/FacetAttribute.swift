extension LocalIndexSettings {
  /// An element of `attributesForFaceting`.
  ///
  /// Reads `"brand"`, `"searchable(brand)"` (its values can be searched) and
  /// `"filterOnly(brand)"` (filters only; no counts).
  public struct FacetAttribute: Sendable, Hashable {
    /// The attribute (dotted paths allowed).
    public var name: String
    /// Whether a facet values search may run on it.
    public var isSearchable: Bool
    /// Whether it only filters, without facet counts.
    public var isFilterOnly: Bool

    /// Creates a facet attribute.
    /// - Parameters:
    ///   - name: the attribute.
    ///   - isSearchable: whether its values can be searched.
    ///   - isFilterOnly: whether it only filters.
    public init(_ name: String, isSearchable: Bool = false, isFilterOnly: Bool = false) {
      self.name = name
      self.isSearchable = isSearchable
      self.isFilterOnly = isFilterOnly
    }

    /// Parses Algolia's form; `afterDistinct(…)` is read as a plain facet.
    /// - Parameter text: the setting's element.
    /// - Returns: the facet attribute, or `nil` for an empty name.
    public static func parse(_ text: String) -> FacetAttribute? {
      var body = Substring(text).trimmingSpaces
      var searchable = false
      var filterOnly = false
      if let inner = body.unwrapping("afterDistinct") { body = inner }
      if let inner = body.unwrapping("searchable") {
        searchable = true
        body = inner
      } else if let inner = body.unwrapping("filterOnly") {
        filterOnly = true
        body = inner
      }
      return body.isEmpty
        ? nil : FacetAttribute(String(body), isSearchable: searchable, isFilterOnly: filterOnly)
    }
  }
}
