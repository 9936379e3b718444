/// The business logic of current filters: the active filters with their groups, and the
/// additions and removals asked for, which the filter state connection applies.
///
/// ```swift
/// let current = CurrentFiltersInteractor()
/// current.connectFilterState(filterState, groupIDs: [.or(name: "brand", filterType: .facet)])
/// current.remove(current.items[0])  // removes the filter from its group
/// current.add(item: FilterAndID(filter: .tag("sale"), id: .and(name: "promo")))  // adds it
/// ```
@MainActor
public final class CurrentFiltersInteractor {
  /// Fires with the items each time they change.
  public let onItemsChanged = Event<[FilterAndID]>()

  /// Fires with an item the user removes, before the removal is applied.
  public let onItemRemoved = Event<FilterAndID>()

  /// Fires with an item to add, before the addition is applied.
  public let onItemAdded = Event<FilterAndID>()

  /// Fires with the items an addition or a removal asks for, before it is applied
  /// (InstantSearch's `onItemsComputed`).
  public let onItemsComputed = Event<[FilterAndID]>()

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
    onItemsComputed.fire(items.filter { $0 != item })
    onItemRemoved.fire(item)
  }

  /// Asks for a filter to be added to its group; the filter state connection adds it, and the
  /// items follow the filter state.
  ///
  /// ```swift
  /// current.add(item: FilterAndID(filter: .tag("sale"), id: .and(name: "promo")))
  /// ```
  ///
  /// - Parameter item: The filter and the group to add it to.
  public func add(item: FilterAndID) {
    onItemsComputed.fire(items.contains(item) ? items : items + [item])
    onItemAdded.fire(item)
  }
}
