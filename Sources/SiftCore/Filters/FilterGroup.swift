/// A named group of filters, as ``Filters`` renders it: its identifier and its filters, sorted
/// by their rendering.
///
/// And-groups (and hierarchical groups) require every filter; or-groups require any of them.
public struct FilterGroup: Hashable, Sendable {
  /// The group's identifier: its kind and name.
  public var id: ID
  /// The group's filters, sorted by ``Filter/algoliaFilters``.
  public var filters: [Filter]

  /// Creates a group.
  /// - Parameters:
  ///   - id: The group's identifier.
  ///   - filters: The group's filters; they are sorted by their rendering.
  public init(id: ID, filters: some Sequence<Filter>) {
    self.id = id
    self.filters = filters.sorted { $0.algoliaFilters < $1.algoliaFilters }
  }

  /// Whether the group's filters are combined with OR.
  public var isDisjunctive: Bool {
    if case .or = id { return true }
    return false
  }

  /// The group in Algolia's `filters` syntax: `( a OR b )` or `( a AND b )`; `nil` when empty.
  public var algoliaFilters: String? {
    guard !filters.isEmpty else { return nil }
    let separator = isDisjunctive ? " OR " : " AND "
    return "( " + filters.map(\.algoliaFilters).joined(separator: separator) + " )"
  }
}
