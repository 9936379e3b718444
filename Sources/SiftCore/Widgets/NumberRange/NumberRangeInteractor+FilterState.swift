extension NumberRangeInteractor {
  /// Makes `filterState` hold the range: it is the group's `attribute:A TO B` filter (set
  /// elsewhere too), and each pick replaces it in one transaction; clearing removes it.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - attribute: The numeric attribute.
  ///   - groupName: The and-group's name; the attribute's name by default.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, attribute: Attribute, groupName: String? = nil
  ) -> ClosureConnection {
    let groupID = FilterGroup.ID.and(name: groupName ?? attribute.name)
    @Sendable func range(of filter: Filter) -> ClosedRange<Double>? {
      guard let numeric = Filter.Numeric(filter), numeric.attribute == attribute,
        !numeric.isNegated, case .range(let range) = numeric.value
      else { return nil }
      return range
    }
    return ClosureConnection {
      [
        filterState.subscribeFilters(with: self) { interactor, filters in
          interactor.range = filters.filters(inGroupWithID: groupID).compactMap(range)
            .min { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
            .flatMap { range -> ClosedRange<Number>? in
              guard let lower = Number.nearest(range.lowerBound),
                let upper = Number.nearest(range.upperBound)
              else { return nil }
              return lower...upper
            }
        },
        self.onRangeComputed.subscribe(with: filterState) { filterState, newRange in
          filterState.edit { state in
            for filter in state.getFilters(forGroupWithID: groupID)
            where range(of: filter) != nil {
              state.remove(filter, fromGroupWithID: groupID)
            }
            if let newRange {
              state.add(
                Filter.Numeric(attribute: attribute, range: newRange.doubles),
                toGroupWithID: groupID)
            }
          }
        },
      ]
    }
  }
}
