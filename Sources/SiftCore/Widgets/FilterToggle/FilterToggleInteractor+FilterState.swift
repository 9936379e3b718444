extension FilterToggleInteractor {
  /// Makes `filterState` hold the toggle's state: it is on while the group holds the filter
  /// (added elsewhere too), and each toggle swaps the filter and the default filter in one
  /// transaction. When the group holds neither and there is a default filter, connecting applies
  /// the default filter.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - operator: `.and` (default) writes to an and-group, `.or` to an or-group of the
  ///     filter's kind.
  ///   - groupName: The group's name; the filter's attribute by default.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, operator: RefinementOperator = .and, groupName: String? = nil
  ) -> ClosureConnection {
    let groupID = `operator`.groupID(
      name: groupName ?? filter.attribute.name, filterType: F.filterType)
    let filter = filter
    let defaultFilter = defaultFilter
    return ClosureConnection {
      if let defaultFilter, !filterState.contains(filter, inGroupWithID: groupID),
        !filterState.contains(defaultFilter, inGroupWithID: groupID)
      {
        filterState.add(defaultFilter, toGroupWithID: groupID)
      }
      return [
        filterState.subscribeFilters(with: self) { interactor, filters in
          interactor.isSelected = filters.contains(filter, inGroupWithID: groupID)
        },
        self.onSelectionComputed.subscribe(with: filterState) { filterState, isSelected in
          filterState.edit { state in
            let (on, off) = isSelected ? (filter, defaultFilter) : (defaultFilter, filter)
            if let off { state.remove(off, fromGroupWithID: groupID) }
            if let on { state.add(on, toGroupWithID: groupID) }
          }
        },
      ]
    }
  }
}
