extension ClearFiltersInteractor {
  /// Clears `filterState`'s groups on each request, in one transaction: the groups named, or
  /// every group but those named; with `.specified` and no group named, everything (hierarchical
  /// paths included).
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - groupIDs: The groups named.
  ///   - mode: Whether the named groups are the ones cleared or the ones kept.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, groupIDs: Set<FilterGroup.ID> = [],
    mode: ClearFiltersMode = .specified
  ) -> ClosureConnection {
    ClosureConnection {
      [
        self.onTriggered.subscribe(with: filterState) { filterState, _ in
          filterState.edit { state in
            switch mode {
            case .specified where groupIDs.isEmpty:
              state.removeAll()
            case .specified:
              state.removeAll(fromGroupsWithIDs: groupIDs)
            case .except:
              state.removeAll(
                fromGroupsWithIDs: state.filters.groupIDs.filter { !groupIDs.contains($0) })
            }
          }
        }
      ]
    }
  }
}
