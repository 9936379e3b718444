/// A named group of filters: its identifier and its filters, in order.
///
/// And-groups (and hierarchical groups) require every filter; or-groups require any of them.
/// A group renders its filters in the order it holds them, as InstantSearch's groups do; the
/// groups that ``Filters`` and ``FilterState`` hand out (``FiltersReadable/groups``) hold them
/// sorted by their rendering, so that equal states render equal strings.
///
/// ```swift
/// let colors = FilterGroup(
///   id: .or(name: "color", filterType: .facet),
///   filters: [.facet(Filter.Facet(attribute: "color", stringValue: "red")),
///             .facet(Filter.Facet(attribute: "color", stringValue: "green"))])
/// colors.algoliaFilters  // ( "color":"red" OR "color":"green" )
/// ```
public struct FilterGroup: Hashable, Sendable {
  /// The group's identifier: its kind and name.
  public var id: ID
  /// The group's filters, in the order they render.
  public var filters: [Filter]

  /// Creates a group.
  /// - Parameters:
  ///   - id: The group's identifier.
  ///   - filters: The group's filters, in the order they render.
  public init(id: ID, filters: some Sequence<Filter>) {
    self.id = id
    self.filters = Array(filters)
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
