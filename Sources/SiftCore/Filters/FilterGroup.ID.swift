extension FilterGroup {
  /// Identifies a group of filters in a ``FilterState``: its kind and its name.
  ///
  /// Groups with the same name but different kinds are different groups. An or-group holds a
  /// single kind of filter, named by its `filterType`.
  ///
  /// Identifiers order by name, then or before and before hierarchical, then by filter type;
  /// groups render in that order.
  public enum ID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Filters that must all match.
    case and(name: String)
    /// Filters of one kind, any of which must match.
    case or(name: String, filterType: FilterType)
    /// The facet filter selected in a hierarchical menu (must match), with its path.
    case hierarchical(name: String)

    /// The group's name.
    public var name: String {
      switch self {
      case .and(let name), .hierarchical(let name): return name
      case .or(let name, _): return name
      }
    }

    /// The only kind of filter the group accepts, or `nil` when it accepts any.
    public var acceptedFilterType: FilterType? {
      switch self {
      case .and: return nil
      case .or(_, let filterType): return filterType
      case .hierarchical: return .facet
      }
    }

    /// Whether the group accepts `filter`.
    /// - Parameter filter: A filter.
    /// - Returns: `true` unless the group holds another kind of filter.
    public func accepts(_ filter: Filter) -> Bool {
      acceptedFilterType.map { $0 == filter.filterType } ?? true
    }

    /// The kind as a word: `and`, `or` or `hierarchical`.
    var kind: String {
      switch self {
      case .and: return "and"
      case .or: return "or"
      case .hierarchical: return "hierarchical"
      }
    }

    private var kindRank: Int {
      switch self {
      case .or: return 0
      case .and: return 1
      case .hierarchical: return 2
      }
    }

    /// Orders by name, then kind (or, and, hierarchical), then filter type.
    /// - Parameters:
    ///   - lhs: An identifier.
    ///   - rhs: Another identifier.
    /// - Returns: Whether `lhs` sorts before `rhs`.
    public static func < (lhs: ID, rhs: ID) -> Bool {
      if lhs.name != rhs.name { return lhs.name < rhs.name }
      if lhs.kindRank != rhs.kindRank { return lhs.kindRank < rhs.kindRank }
      if case .or(_, let left) = lhs, case .or(_, let right) = rhs { return left < right }
      return false
    }

    /// A readable form: `and("g")`, `or("brand", facet)`, `hierarchical("categories")`.
    public var description: String {
      switch self {
      case .and(let name): return "and(\"\(name)\")"
      case .or(let name, let type): return "or(\"\(name)\", \(type.rawValue))"
      case .hierarchical(let name): return "hierarchical(\"\(name)\")"
      }
    }
  }
}
