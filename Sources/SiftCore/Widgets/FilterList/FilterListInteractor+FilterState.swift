extension SelectableListInteractor where Key == Item, Item: FilterProtocol {
  /// Makes `filterState` hold the selection: the selected filters are the list's filters found
  /// in the group (set elsewhere too), and each pick replaces them in one transaction, hence one
  /// search. Filters of the group that are not in the list are left alone.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - operator: `.or` writes to an or-group of the list's kind of filter, `.and` to an
  ///     and-group.
  ///   - groupName: The group's name; InstantSearch's default, the empty name, when not given.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, operator: RefinementOperator, groupName: String = ""
  ) -> ClosureConnection {
    connectFilterState(
      filterState, groupID: `operator`.groupID(name: groupName, filterType: Item.filterType),
      owns: { [weak self] filter in
        guard let self, let item = Item(filter) else { return false }
        return self.items.contains(item)
      },
      filterForKey: { $0.filter },
      keyForFilter: { Item($0) })
  }
}
