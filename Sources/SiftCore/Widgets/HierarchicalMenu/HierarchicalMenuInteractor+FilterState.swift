extension HierarchicalMenuInteractor {
  /// Makes `filterState`'s hierarchical group `groupName` hold the selection: the selected path
  /// is the group's (set elsewhere too), and each pick sets the level attributes, the path and
  /// the filter in one transaction. A value deeper than the menu's levels changes nothing.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - groupName: The hierarchical group's name; InstantSearch's, `_hierarchical`, by default.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, groupName: String = HierarchicalFacet.defaultGroupName
  ) -> ClosureConnection {
    ClosureConnection {
      let facet = self.facet
      return [
        filterState.subscribeFilters(with: self) { interactor, filters in
          interactor.selections = filters.hierarchicalPath(forGroupNamed: groupName)
            .map(\.value.facetKey)
        },
        self.onSelectionComputed.subscribe(with: filterState) { filterState, value in
          do {
            try filterState[hierarchical: groupName].select(value, in: facet)
          } catch {
            // Deeper than the menu: nothing to select, nothing changes.
          }
        },
      ]
    }
  }
}
