/// Reads and writes one or-group of a ``FilterState``, typed by the kind of filter it holds;
/// get one with `filterState[or: "name", Filter.Facet.self]`.
///
/// Every change goes through the filter state, so it fires `onChange` (once per outermost
/// `edit`).
@MainActor
public struct OrGroupAccessor<F: FilterProtocol>: GroupAccessor {
  /// The filter state the group belongs to.
  public let filterState: FilterState
  /// The group.
  public let groupID: FilterGroup.ID

  /// The group's filters.
  public var filters: Set<F> {
    Set(filterState.getFilters(forGroupWithID: groupID).compactMap(F.init))
  }

  /// Adds filters, firing at most once.
  ///
  /// ```swift
  /// filterState[or: "brand", Filter.Facet.self].add(sony, apple)
  /// ```
  /// - Parameter filters: The filters.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func add(_ filters: F...) -> Bool {
    filterState.add(contentsOf: filters, toGroupWithID: groupID)
  }

  /// Adds filters, firing at most once.
  /// - Parameter filters: The filters.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func add(contentsOf filters: some Sequence<F>) -> Bool {
    filterState.add(contentsOf: Array(filters), toGroupWithID: groupID)
  }

  /// Removes filters, firing at most once.
  /// - Parameter filters: The filters.
  /// - Returns: Whether the group held any of them.
  @discardableResult
  public func remove(_ filters: F...) -> Bool {
    removeAll(filters)
  }

  /// Removes the filters of a sequence, firing at most once.
  /// - Parameter filters: The filters.
  /// - Returns: Whether the group held any of them.
  @discardableResult
  public func removeAll(_ filters: some Sequence<F>) -> Bool {
    filterState.remove(contentsOf: Array(filters), fromGroupWithID: groupID)
  }

  /// Toggles filters, each on its own (added when absent, removed when present), firing at
  /// most once.
  /// - Parameter filters: The filters.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func toggle(_ filters: F...) -> Bool {
    filterState.toggle(contentsOf: filters, inGroupWithID: groupID)
  }

  /// The group's filters on one attribute.
  /// - Parameter attribute: The attribute.
  /// - Returns: The filters.
  public func filters(for attribute: Attribute) -> Set<F> {
    filters.filter { $0.attribute == attribute }
  }

  /// Whether the group holds a filter.
  /// - Parameter filter: The filter.
  /// - Returns: `true` when it does.
  public func contains(_ filter: F) -> Bool {
    filterState.contains(filter, inGroupWithID: groupID)
  }
}
