extension NumberInteractor {
  /// Makes `filterState` hold the number: it is the group's `attribute <operator> N` filter (set
  /// elsewhere too), and each change replaces it in one transaction; clearing removes it.
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - attribute: The numeric attribute.
  ///   - numericOperator: The comparison (`<=` for a maximum price).
  ///   - operator: Whether the group is an and-group (the default) or an or-group of numeric
  ///     filters.
  ///   - groupName: The group's name; the attribute's name by default.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, attribute: Attribute, numericOperator: Filter.Numeric.Operator,
    operator: RefinementOperator = .and, groupName: String? = nil
  ) -> ClosureConnection {
    let groupID = `operator`.groupID(name: groupName ?? attribute.name, filterType: .numeric)
    @Sendable func owned(_ filter: Filter) -> Filter.Numeric? {
      guard let numeric = Filter.Numeric(filter), numeric.attribute == attribute,
        !numeric.isNegated, case .comparison(numericOperator, _) = numeric.value
      else { return nil }
      return numeric
    }
    return ClosureConnection {
      [
        filterState.subscribeFilters(with: self) { interactor, filters in
          let numbers = filters.filters(inGroupWithID: groupID).compactMap(owned)
            .compactMap { numeric -> Double? in
              if case .comparison(_, let number) = numeric.value { return number }
              return nil
            }
          interactor.number = numbers.min().flatMap(Number.nearest)
        },
        self.onNumberComputed.subscribe(with: filterState) { filterState, number in
          filterState.edit { state in
            for filter in state.getFilters(forGroupWithID: groupID) where owned(filter) != nil {
              state.remove(filter, fromGroupWithID: groupID)
            }
            if let number {
              state.add(
                Filter.Numeric(
                  attribute: attribute, operator: numericOperator, value: number.toDouble()),
                toGroupWithID: groupID)
            }
          }
        },
      ]
    }
  }
}
