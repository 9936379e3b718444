extension HierarchicalMenuInteractor {
  /// Makes `filterState`'s hierarchical group `groupName` hold the selection: the selected path
  /// is the group's (set elsewhere too), and each pick sets the level attributes, the path and
  /// the filter in one transaction. A value deeper than the menu's levels changes nothing.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - groupName: The hierarchical group's name.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState, groupName: String)
    -> ClosureConnection
  {
    let connection = filterStateConnection(filterState, groupName: groupName)
    connection.connect()
    return connection
  }

  /// The link that ``connectFilterState(_:groupName:)`` makes, not yet connected.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - groupName: The hierarchical group's name.
  /// - Returns: A disconnected connection.
  public func filterStateConnection(_ filterState: FilterState, groupName: String)
    -> ClosureConnection
  {
    ClosureConnection {
      let facet = self.facet
      @MainActor func reflect(_ filters: Filters, in interactor: HierarchicalMenuInteractor) {
        interactor.selections = filters.hierarchicalPath(forGroupNamed: groupName)
          .map(\.value.facetKey)
      }
      reflect(filterState.filters, in: self)
      filterState.onChange.subscribe(with: self) { interactor, filters in
        reflect(filters, in: interactor)
      }
      self.onSelectionComputed.subscribe(with: filterState) { filterState, value in
        do {
          try filterState[hierarchical: groupName].select(value, in: facet)
        } catch {
          // Deeper than the menu: nothing to select, nothing changes.
        }
      }
      return { [weak self, weak filterState] in
        guard let self, let filterState else { return }
        filterState.onChange.cancelSubscription(for: self)
        self.onSelectionComputed.cancelSubscription(for: filterState)
      }
    }
  }
}
