extension FiltersReadable {
  /// The filters in Algolia's `filters` syntax, byte for byte as InstantSearch renders them:
  /// each non-empty group as `( a OR b )` or `( a AND b )` (hierarchical groups as and-groups),
  /// filters sorted by their rendering, groups sorted by name (or before and for equal names),
  /// joined by ` AND `; `nil` when no group holds a filter.
  ///
  /// ```swift
  /// filters.algoliaFilters  // ( "brand":"Apple" OR "brand":"Sony" ) AND ( "price" < 100.0 )
  /// ```
  public var algoliaFilters: String? {
    let rendered = groups.compactMap(\.algoliaFilters)
    return rendered.isEmpty ? nil : rendered.joined(separator: " AND ")
  }

  /// The filters as a ``FilterExpression`` (normalized): the conjunction of the groups, each
  /// the conjunction or disjunction of its filters; `nil` when no group holds a filter.
  ///
  /// Parsing ``algoliaFilters`` gives this expression back.
  public var expression: FilterExpression? {
    let operands = groups.map { group -> FilterExpression in
      let filters = group.filters.map(FilterExpression.filter)
      return group.isDisjunctive ? .or(filters) : .and(filters)
    }
    return operands.isEmpty ? nil : FilterExpression.and(operands).normalized
  }

  /// The filters in the legacy array forms: `facetFilters`, `numericFilters` and `tagFilters`
  /// (see ``LegacyFilters``).
  public var legacyForm: LegacyFilters {
    var legacy = LegacyFilters()
    for group in groups {
      if group.isDisjunctive {
        guard let first = group.filters.first else { continue }
        legacy.append(.anyOf(group.filters.flatMap(\.legacyAlternatives)), for: first.filterType)
      } else {
        for filter in group.filters {
          let alternatives = filter.legacyAlternatives
          let element: LegacyFilterList.Element =
            alternatives.count == 1 ? .single(alternatives[0]) : .anyOf(alternatives)
          legacy.append(element, for: filter.filterType)
        }
      }
    }
    return legacy
  }
}

extension Filter {
  /// The legacy strings whose disjunction is this filter.
  fileprivate var legacyAlternatives: [String] {
    switch self {
    case .facet(let facet): return [facet.legacyForm]
    case .numeric(let numeric): return numeric.legacyForm
    case .tag(let tag): return [tag.legacyForm]
    }
  }
}

extension Filters: CustomStringConvertible {
  /// The filters in Algolia's `filters` syntax (``algoliaFilters``); empty when there are none.
  public var description: String { algoliaFilters ?? "" }
}
