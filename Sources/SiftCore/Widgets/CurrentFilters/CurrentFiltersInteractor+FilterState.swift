extension CurrentFiltersInteractor {
  /// Shows the filters of `filterState` (optionally only some groups'), adds a filter to its
  /// group when asked to (``CurrentFiltersInteractor/add(item:)``), and removes a filter from its
  /// group when the user removes its item; removing a hierarchical menu's filter clears the
  /// menu's path too.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - groupIDs: The groups to show; every group when `nil`.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, groupIDs: Set<FilterGroup.ID>? = nil
  ) -> ClosureConnection {
    ClosureConnection {
      [
        filterState.subscribeFilters(with: self) { interactor, filters in
          interactor.items = filters.groups
            .filter { groupIDs?.contains($0.id) ?? true }
            .flatMap { group in group.filters.map { FilterAndID(filter: $0, id: group.id) } }
        },
        self.onItemAdded.subscribe(with: filterState) { filterState, item in
          filterState.add(item.filter, toGroupWithID: item.id)
        },
        self.onItemRemoved.subscribe(with: filterState) { filterState, item in
          if case .hierarchical = item.id {
            filterState.removeAll(fromGroupWithID: item.id)
          } else {
            filterState.remove(item.filter, fromGroupWithID: item.id)
          }
        },
      ]
    }
  }
}
