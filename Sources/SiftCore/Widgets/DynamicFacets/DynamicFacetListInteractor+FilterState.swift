extension DynamicFacetListInteractor {
  /// Makes `filterState` hold the selections: an attribute's selected values are the facet
  /// filters on it in its group (set elsewhere too), and each pick rewrites the attribute's
  /// filters in one transaction. Or-groups make their attributes disjunctive.
  ///
  /// - Parameter filterState: The refinements.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState) -> ClosureConnection {
    ClosureConnection {
      [
        filterState.subscribeFilters(with: self) { interactor, filters in
          var selections: [Attribute: Set<String>] = [:]
          for group in filters.groups {
            for case .facet(let facet) in group.filters
            where !facet.isNegated && interactor.groupID(for: facet.attribute) == group.id {
              selections[facet.attribute, default: []].insert(facet.value.facetKey)
            }
          }
          interactor.selections = selections
        },
        self.onSelectionsComputed.subscribe(with: filterState) {
          [weak self] filterState, computed in
          guard let self else { return }
          let attributes = Set(computed.keys).union(self.selections.keys)
          filterState.edit { state in
            for attribute in attributes where computed[attribute] != self.selections[attribute] {
              let groupID = self.groupID(for: attribute)
              for filter in state.getFilters(forGroupWithID: groupID) {
                if case .facet(let facet) = filter, facet.attribute == attribute, !facet.isNegated {
                  state.remove(filter, fromGroupWithID: groupID)
                }
              }
              state.add(
                contentsOf: (computed[attribute] ?? []).map {
                  Filter.Facet(attribute: attribute, stringValue: $0)
                }, toGroupWithID: groupID)
            }
          }
        },
      ]
    }
  }
}
