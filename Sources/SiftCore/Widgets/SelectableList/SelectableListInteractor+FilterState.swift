extension SelectableListInteractor {
  /// The one link between a selectable list and a filter state that facet and filter lists
  /// share: the selection reflects the group's filters that the list owns, and each computed
  /// selection replaces them in one transaction.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - groupID: The group the list writes to.
  ///   - owns: Whether a filter of the group belongs to the list.
  ///   - filterForKey: The filter a selected key stands for.
  ///   - keyForFilter: The key a filter of the list stands for.
  /// - Returns: The connection, live at once.
  func connectFilterState(
    _ filterState: FilterState, groupID: FilterGroup.ID,
    owns: @escaping @MainActor (Filter) -> Bool,
    filterForKey: @escaping @MainActor (Key) -> Filter,
    keyForFilter: @escaping @MainActor (Filter) -> Key?
  ) -> ClosureConnection {
    ClosureConnection {
      [
        filterState.subscribeFilters(with: self) { interactor, filters in
          let owned = filters.filters(inGroupWithID: groupID).filter(owns)
          interactor.selections = Set(owned.compactMap(keyForFilter))
        },
        self.onSelectionsComputed.subscribe(with: filterState) { filterState, selections in
          filterState.edit { state in
            for filter in state.getFilters(forGroupWithID: groupID) where owns(filter) {
              state.remove(filter, fromGroupWithID: groupID)
            }
            state.add(contentsOf: selections.map(filterForKey), toGroupWithID: groupID)
          }
        },
      ]
    }
  }
}
