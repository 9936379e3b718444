/// Reads and writes one and-group of a ``FilterState``; get one with `filterState[and: "name"]`.
///
/// Every change goes through the filter state, so it fires `onChange` (once per outermost
/// `edit`).
@MainActor
public struct AndGroupAccessor {
  /// The filter state the group belongs to.
  public let filterState: FilterState
  /// The group.
  public let groupID: FilterGroup.ID

  /// The group's filters.
  public var filters: Set<Filter> { filterState.getFilters(forGroupWithID: groupID) }

  /// Whether the group holds no filter.
  public var isEmpty: Bool { filters.isEmpty }

  /// Adds a filter.
  /// - Parameter filter: The filter.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func add(_ filter: some FilterConvertible) -> Bool {
    filterState.add(filter, toGroupWithID: groupID)
  }

  /// Adds filters, firing at most once.
  /// - Parameter filters: The filters.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func add<S: Sequence>(contentsOf filters: S) -> Bool where S.Element: FilterConvertible {
    filterState.add(contentsOf: filters, toGroupWithID: groupID)
  }

  /// Removes a filter.
  /// - Parameter filter: The filter.
  /// - Returns: Whether the group held it.
  @discardableResult
  public func remove(_ filter: some FilterConvertible) -> Bool {
    filterState.remove(filter, fromGroupWithID: groupID)
  }

  /// Adds a filter when absent, removes it when present.
  /// - Parameter filter: The filter.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func toggle(_ filter: some FilterConvertible) -> Bool {
    filterState.toggle(filter, inGroupWithID: groupID)
  }

  /// Whether the group holds a filter.
  /// - Parameter filter: The filter.
  /// - Returns: `true` when it does.
  public func contains(_ filter: some FilterConvertible) -> Bool {
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
