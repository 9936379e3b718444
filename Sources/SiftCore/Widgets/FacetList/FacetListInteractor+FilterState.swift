extension SelectableListInteractor where Key == String, Item == FacetValue {
  /// Makes `filterState` hold the selection: the selected values are the group's facet filters
  /// on `attribute` (set elsewhere too), and each pick replaces them in one transaction, hence
  /// one search.
  ///
  /// ```swift
  /// brands.connectFilterState(filterState, attribute: "brand", operator: .or)
  /// // picking "Apple" then "Sony": ( "brand":"Apple" OR "brand":"Sony" )
  /// ```
  ///
  /// - Parameters:
  ///   - filterState: The refinements.
  ///   - attribute: The faceted attribute.
  ///   - operator: `.or` writes to an or-group (values combine with OR, and the attribute is
  ///     faceted disjunctively), `.and` to an and-group.
  ///   - groupName: The group's name; the attribute's name by default.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(
    _ filterState: FilterState, attribute: Attribute, operator: RefinementOperator,
    groupName: String? = nil
  ) -> ClosureConnection {
    let groupID = `operator`.groupID(name: groupName ?? attribute.name, filterType: .facet)
    return connectFilterState(
      filterState, groupID: groupID,
      owns: { filter in
        guard case .facet(let facet) = filter else { return false }
        return facet.attribute == attribute && !facet.isNegated
      },
      filterForKey: { .facet(Filter.Facet(attribute: attribute, stringValue: $0)) },
      keyForFilter: { Filter.Facet($0)?.value.facetKey })
  }
}
