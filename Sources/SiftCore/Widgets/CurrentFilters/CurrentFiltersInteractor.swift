/// The business logic of current filters: the active filters with their groups, and the user's
/// removals, applied by the filter state connection.
///
/// ```swift
/// let current = CurrentFiltersInteractor()
/// current.connectFilterState(filterState, groupIDs: [.or(name: "brand", filterType: .facet)])
/// current.remove(current.items[0])  // removes the filter from its group
/// ```
@MainActor
public final class CurrentFiltersInteractor {
  /// Fires with the items each time they change.
  public let onItemsChanged = Event<[FilterAndID]>()

  /// Fires with an item the user removes, before the removal is applied.
  public let onItemRemoved = Event<FilterAndID>()

  /// The active filters, by group (in rendering order), then by rendering. Setting different
  /// items fires ``onItemsChanged``.
  public var items: [FilterAndID] {
    didSet {
      if items != oldValue { onItemsChanged.fire(items) }
    }
  }

  /// Creates an interactor.
  ///
  /// - Parameter items: The initial items.
  public init(items: [FilterAndID] = []) {
    self.items = items
  }

  /// Reports a user's removal, to be applied by the connections.
  ///
  /// - Parameter item: The item to remove.
  public func remove(_ item: FilterAndID) {
    onItemRemoved.fire(item)
  }
}
