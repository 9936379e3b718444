/// Algolia's nested filter arrays, as used by `facetFilters`, `numericFilters`, `tagFilters`
/// and `optionalFilters`: the outer list is combined with AND, an inner list with OR.
///
/// ```swift
/// let filters: LegacyFilterList = ["brand:Apple", ["color:red", "color:blue"]]
/// // brand:Apple AND (color:red OR color:blue)
/// ```
///
/// It decodes from an array of strings and string arrays, or from a single string (which
/// becomes a one-element list), and always encodes as an array.
public struct LegacyFilterList: Sendable, Hashable {
  /// The AND-ed elements, in order.
  public var elements: [Element]

  /// Creates a list.
  /// - Parameter elements: the AND-ed elements.
  public init(_ elements: [Element]) {
    self.elements = elements
  }

  /// The list as JSON: an array of strings and string arrays.
  public var json: JSON {
    .array(elements.map(\.json))
  }
}
