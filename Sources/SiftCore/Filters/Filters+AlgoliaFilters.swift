extension Filters {
  /// Builds the filters a `filters` string in Algolia's syntax describes, so that a deep link
  /// carrying one restores a filter state.
  ///
  /// ```swift
  /// let link = #"( "brand":"Apple" OR "brand":"Sony" ) AND ( "price":10.0 TO 50.0 )"#
  /// filterState.filters = try Filters(algoliaFilters: link)
  /// filterState[or: "brand", Filter.Facet.self].filters.count  // 2
  /// ```
  ///
  /// Each top-level `AND` operand becomes a group, named after its attribute, as refinement
  /// widgets name their groups by default: a filter becomes an and-group, an `OR` of filters of
  /// one kind an or-group (an `OR` across attributes is named after them, joined by `,`). So a
  /// string rendered by ``FiltersReadable/algoliaFilters`` from such groups restores them, and
  /// renders the same. Hierarchical selections come back as and-groups of their level's
  /// filter, without their path: to restore those too, use the JSON form (``jsonData()``).
  ///
  /// - Parameter algoliaFilters: A `filters` string; empty or blank means no filters.
  /// - Throws: ``AlgoliaFiltersError``: `.syntax` with the offset of a parse error, or
  ///   `.unsupportedGroup` for an operand no group can hold (`a OR (b AND c)`, `NOT (…)`, an `OR`
  ///   mixing facet and numeric filters).
  public init(algoliaFilters: String) throws(AlgoliaFiltersError) {
    self.init()
    let parsed: FilterExpression?
    do {
      parsed = try FilterExpression.parse(algoliaFilters)
    } catch {
      throw .syntax(error)
    }
    guard let parsed else { return }
    let operands: [FilterExpression]
    if case .and(let all) = parsed { operands = all } else { operands = [parsed] }
    for (offset, operand) in operands.enumerated() {
      switch operand {
      case .filter(let filter):
        add(filter, toGroupWithID: .and(name: filter.attribute.name))
      case .or(let alternatives):
        let filters = alternatives.compactMap { alternative -> Filter? in
          if case .filter(let filter) = alternative { return filter }
          return nil
        }
        guard filters.count == alternatives.count, let first = filters.first else {
          throw .unsupportedGroup(
            index: offset + 1, group: operand.description,
            reason: "an OR of filters is all a group holds, and this one combines expressions")
        }
        guard filters.allSatisfy({ $0.filterType == first.filterType }) else {
          throw .unsupportedGroup(
            index: offset + 1, group: operand.description,
            reason: "an or-group holds one kind of filter, and this one mixes kinds")
        }
        var names: [String] = []
        for filter in filters where !names.contains(filter.attribute.name) {
          names.append(filter.attribute.name)
        }
        add(
          contentsOf: filters,
          toGroupWithID: .or(name: names.joined(separator: ","), filterType: first.filterType))
      case .not, .and:
        throw .unsupportedGroup(
          index: offset + 1, group: operand.description,
          reason: "a NOT of an expression is not a filter a group holds")
      }
    }
  }
}
