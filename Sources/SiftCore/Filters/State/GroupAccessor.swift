/// What the group accessors of a ``FilterState`` share, as InstantSearch's protocol of this name:
/// the group, whether it is empty, and clearing it, its filters on one attribute, or every
/// other group.
///
/// ```swift
/// filterState[or: "brand", Filter.Facet.self].removeAllOthers()  // only the brands stay
/// ```
@MainActor
public protocol GroupAccessor {
  /// The filter state the group belongs to.
  var filterState: FilterState { get }

  /// The group.
  var groupID: FilterGroup.ID { get }
}

extension GroupAccessor {
  /// Whether the group holds no filter.
  public var isEmpty: Bool { filterState.getFilters(forGroupWithID: groupID).isEmpty }

  /// Removes the group's filters on one attribute.
  /// - Parameter attribute: The attribute (`_tags` for tag filters).
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func removeAll(for attribute: Attribute) -> Bool {
    filterState.removeAll(for: attribute, fromGroupWithID: groupID)
  }

  /// Removes every filter of the group (and a hierarchical group's path).
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func removeAll() -> Bool {
    filterState.removeAll(fromGroupWithID: groupID)
  }

  /// Removes every filter of every other group; this one stays as it is.
  /// - Returns: Whether the filters changed.
  @discardableResult
  public func removeAllOthers() -> Bool {
    filterState.removeAll(except: [groupID])
  }
}
