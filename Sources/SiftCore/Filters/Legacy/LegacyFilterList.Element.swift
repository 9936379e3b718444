extension LegacyFilterList {
  /// One element of a ``LegacyFilterList``: a single filter, or filters combined with OR.
  public enum Element: Sendable, Hashable {
    /// One filter, such as `"brand:Apple"`.
    case single(String)
    /// Filters combined with OR, such as `["color:red", "color:blue"]`.
    case anyOf([String])

    /// The element as JSON: a string or an array of strings.
    public var json: JSON {
      switch self {
      case .single(let filter): return .string(filter)
      case .anyOf(let filters): return .array(filters.map(JSON.string))
      }
    }
  }
}
