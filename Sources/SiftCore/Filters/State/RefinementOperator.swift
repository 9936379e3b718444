/// How a refinement widget combines its filters: all of them (and-group) or any of them
/// (or-group, which makes a facet attribute disjunctive).
public enum RefinementOperator: Hashable, Sendable {
  /// Every filter must match: the widget writes to an and-group.
  case and
  /// Any filter may match: the widget writes to an or-group of its kind of filter.
  case or

  /// The group a widget with this operator writes to.
  ///
  /// ```swift
  /// RefinementOperator.or.groupID(name: "brand", filterType: .facet)  // .or(name: "brand", filterType: .facet)
  /// ```
  ///
  /// - Parameters:
  ///   - name: The group's name.
  ///   - filterType: The kind of filter written (or-groups hold a single kind).
  /// - Returns: The group's identifier.
  public func groupID(name: String, filterType: FilterType) -> FilterGroup.ID {
    switch self {
    case .and: return .and(name: name)
    case .or: return .or(name: name, filterType: filterType)
    }
  }
}
