extension CurrentFiltersInteractor {
  /// Shows the filters of `filterState` (optionally only some groups'), and removes a filter
  /// from its group when the user removes its item; removing a hierarchical menu's filter
  /// clears the menu's path too.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - groupIDs: The groups to show; every group when `nil`.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, groupIDs: Set<FilterGroup.ID>? = nil
  ) -> ClosureConnection {
    let connection = filterStateConnection(filterState, groupIDs: groupIDs)
    connection.connect()
    return connection
  }

  /// The link that ``connectFilterState(_:groupIDs:)`` makes, not yet connected.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - groupIDs: The groups to show; every group when `nil`.
  /// - Returns: A disconnected connection.
  public func filterStateConnection(
    _ filterState: FilterState, groupIDs: Set<FilterGroup.ID>? = nil
  ) -> ClosureConnection {
    ClosureConnection {
      @MainActor func reflect(_ filters: Filters, in interactor: CurrentFiltersInteractor) {
        interactor.items = filters.groups
          .filter { groupIDs?.contains($0.id) ?? true }
          .flatMap { group in group.filters.map { FilterAndID(filter: $0, id: group.id) } }
      }
      reflect(filterState.filters, in: self)
      filterState.onChange.subscribe(with: self) { interactor, filters in
        reflect(filters, in: interactor)
      }
      self.onItemRemoved.subscribe(with: filterState) { filterState, item in
        if case .hierarchical = item.id {
          filterState.removeAll(fromGroupWithID: item.id)
        } else {
          filterState.remove(item.filter, fromGroupWithID: item.id)
        }
      }
      return { [weak self, weak filterState] in
        guard let self, let filterState else { return }
        filterState.onChange.cancelSubscription(for: self)
        self.onItemRemoved.cancelSubscription(for: filterState)
      }
    }
  }
}
