/// Reads and writes one and-group of a ``FilterState``; get one with `filterState[and: "name"]`.
///
/// Every change goes through the filter state, so it fires `onChange` (once per outermost
/// `edit`).
@MainActor
public struct AndGroupAccessor: GroupAccessor {
  /// The filter state the group belongs to.
  public let filterState: FilterState
  /// The group.
  public let groupID: FilterGroup.ID

  /// The group's filters.
  public var filters: Set<Filter> { filterState.getFilters(forGroupWithID: groupID) }

  /// Adds filters of any kinds, firing at most once.
  ///
  /// ```swift
  /// filterState[and: "deals"].add(Filter.Tag(value: "sale"), Filter.Numeric(attribute: "price", operator: .lessThan, value: 50))
  /// ```
  /// - Parameter filters: The filters.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func add(_ filters: any FilterConvertible...) -> Bool {
    filterState.add(contentsOf: filters.map(\.filter), toGroupWithID: groupID)
  }

  /// Adds filters, firing at most once.
  /// - Parameter filters: The filters.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func add<S: Sequence>(contentsOf filters: S) -> Bool where S.Element: FilterConvertible {
    filterState.add(contentsOf: filters, toGroupWithID: groupID)
  }

  /// Removes filters, firing at most once.
  /// - Parameter filters: The filters.
  /// - Returns: Whether the group held any of them.
  @discardableResult
  public func remove(_ filters: any FilterConvertible...) -> Bool {
    removeAll(filters.map(\.filter))
  }

  /// Removes the filters of a sequence, firing at most once.
  /// - Parameter filters: The filters.
  /// - Returns: Whether the group held any of them.
  @discardableResult
  public func removeAll<S: Sequence>(_ filters: S) -> Bool where S.Element: FilterConvertible {
    filterState.remove(contentsOf: filters, fromGroupWithID: groupID)
  }

  /// Toggles filters, each on its own (added when absent, removed when present), firing at
  /// most once.
  /// - Parameter filters: The filters.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func toggle(_ filters: any FilterConvertible...) -> Bool {
    filterState.toggle(contentsOf: filters.map(\.filter), inGroupWithID: groupID)
  }

  /// The group's filters on one attribute.
  /// - Parameter attribute: The attribute (`_tags` for tag filters).
  /// - Returns: The filters.
  public func filters(for attribute: Attribute) -> Set<Filter> {
    filters.filter { $0.attribute == attribute }
  }

  /// Whether the group holds a filter.
  /// - Parameter filter: The filter.
  /// - Returns: `true` when it does.
  public func contains(_ filter: some FilterConvertible) -> Bool {
    filterState.contains(filter, inGroupWithID: groupID)
  }
}
