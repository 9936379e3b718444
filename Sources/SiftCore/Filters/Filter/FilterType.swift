/// The kinds of filter; an or-group holds filters of a single kind.
public enum FilterType: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  /// ``Filter/Facet`` filters.
  case facet
  /// ``Filter/Numeric`` filters.
  case numeric
  /// ``Filter/Tag`` filters.
  case tag

  /// Orders kinds as declared: facet, numeric, tag.
  /// - Parameters:
  ///   - lhs: A kind.
  ///   - rhs: Another kind.
  /// - Returns: Whether `lhs` is declared before `rhs`.
  public static func < (lhs: FilterType, rhs: FilterType) -> Bool {
    let order = allCases
    return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
  }
}
