/// Reads and writes one or-group of a ``FilterState``, typed by the kind of filter it holds;
/// get one with `filterState[or: "name", Filter.Facet.self]`.
///
/// Every change goes through the filter state, so it fires `onChange` (once per outermost
/// `edit`).
@MainActor
public struct OrGroupAccessor<F: FilterProtocol> {
  /// The filter state the group belongs to.
  public let filterState: FilterState
  /// The group.
  public let groupID: FilterGroup.ID

  /// The group's filters.
  public var filters: Set<F> {
    Set(filterState.getFilters(forGroupWithID: groupID).compactMap(F.init))
  }

  /// Whether the group holds no filter.
  public var isEmpty: Bool { filterState.getFilters(forGroupWithID: groupID).isEmpty }

  /// Adds a filter.
  /// - Parameter filter: The filter.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func add(_ filter: F) -> Bool {
    filterState.add(filter, toGroupWithID: groupID)
  }

  /// Adds filters, firing at most once.
  /// - Parameter filters: The filters.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func add(contentsOf filters: some Sequence<F>) -> Bool {
    filterState.add(contentsOf: Array(filters), toGroupWithID: groupID)
  }

  /// Removes a filter.
  /// - Parameter filter: The filter.
  /// - Returns: Whether the group held it.
  @discardableResult
  public func remove(_ filter: F) -> Bool {
    filterState.remove(filter, fromGroupWithID: groupID)
  }

  /// Adds a filter when absent, removes it when present.
  /// - Parameter filter: The filter.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func toggle(_ filter: F) -> Bool {
    filterState.toggle(filter, inGroupWithID: groupID)
  }

  /// Whether the group holds a filter.
  /// - Parameter filter: The filter.
  /// - Returns: `true` when it does.
  public func contains(_ filter: F) -> Bool {
    filterState.contains(filter, inGroupWithID: groupID)
  }

  /// Removes the group's filters on one attribute.
  /// - Parameter attribute: The attribute.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func removeAll(for attribute: Attribute) -> Bool {
    filterState.removeAll(for: attribute, fromGroupWithID: groupID)
  }

  /// Removes every filter of the group.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func removeAll() -> Bool {
    filterState.removeAll(fromGroupWithID: groupID)
  }
}
