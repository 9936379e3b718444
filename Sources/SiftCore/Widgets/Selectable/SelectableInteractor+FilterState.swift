extension SelectableInteractor where Item: FilterProtocol {
  /// Links the item, a filter, with a filter state: the item is selected while its group holds
  /// it, and a selection asked for adds it to or removes it from the group.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - operator: Whether the group is an and-group or an or-group (InstantSearch's default).
  ///   - groupName: The group's name; the filter's attribute when `nil`.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, operator: RefinementOperator = .or, groupName: String? = nil
  ) -> ClosureConnection {
    let groupID = `operator`.groupID(
      name: groupName ?? item.attribute.name, filterType: Item.filterType)
    return ClosureConnection {
      [
        filterState.subscribeFilters(with: self) { interactor, filters in
          interactor.isSelected = filters.contains(interactor.item, inGroupWithID: groupID)
        },
        self.onSelectedComputed.subscribe(with: filterState) {
          [weak self] filterState, isSelected in
          guard let item = self?.item else { return }
          if isSelected {
            filterState.add(item, toGroupWithID: groupID)
          } else {
            filterState.remove(item, fromGroupWithID: groupID)
          }
        },
      ]
    }
  }
}
