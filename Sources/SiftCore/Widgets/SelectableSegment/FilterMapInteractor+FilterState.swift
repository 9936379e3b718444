extension SelectableSegmentInteractor where SegmentKey == Int, Segment: FilterProtocol {
  /// Keeps the selection in a filter state group: the selection is the first key (in order)
  /// whose filter the group holds, nil when it holds none; a selection asked for replaces the
  /// map's filters in the group with the chosen one, in one transaction (none for nil).
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - attribute: The attribute the map's filters are on; it names the group by default.
  ///   - operator: Whether the group is an and-group or an or-group.
  ///   - groupName: The group's name; `attribute` when `nil`.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, attribute: Attribute, operator: RefinementOperator,
    groupName: String? = nil
  ) -> ClosureConnection {
    let groupID = `operator`.groupID(
      name: groupName ?? attribute.name, filterType: Segment.filterType)
    return ClosureConnection {
      [
        filterState.subscribeFilters(with: self) { interactor, filters in
          interactor.selected = interactor.items.keys.sorted().first { key in
            interactor.items[key].map { filters.contains($0, inGroupWithID: groupID) } ?? false
          }
        },
        self.onSelectedComputed.subscribe(with: filterState) { [weak self] filterState, selected in
          guard let self else { return }
          let items = self.items
          filterState.edit { state in
            for filter in items.values {
              state.remove(filter, fromGroupWithID: groupID)
            }
            if let selected, let filter = items[selected] {
              state.add(filter, toGroupWithID: groupID)
            }
          }
        },
      ]
    }
  }
}
