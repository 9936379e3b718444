/// What reads filters: a ``Filters`` value, and a ``FilterState`` (on the main actor). Both read
/// through this one API, under the same names, InstantSearch's `getFilters…` among them.
///
/// ```swift
/// filterState.getFilters(for: "brand")      // the same call on a FilterState…
/// filterState.filters.getFilters(for: "brand")  // …and on its Filters value
/// filterState.getFiltersAndID()             // every filter with the group holding it
/// ```
public protocol FiltersReadable {
  /// The filters read.
  var filters: Filters { get }
}

extension FiltersReadable {
  // MARK: Groups

  /// Whether no group holds a filter. Hierarchical attributes do not count.
  public var isEmpty: Bool { filters.storage.isEmpty }

  /// The identifiers of the groups that hold filters, sorted as they render.
  public var groupIDs: [FilterGroup.ID] { filters.storage.keys.sorted() }

  /// The identifiers of the groups that hold filters (InstantSearch's name).
  ///
  /// - Returns: The identifiers.
  public func getGroupIDs() -> Set<FilterGroup.ID> { Set(filters.storage.keys) }

  /// The non-empty groups, sorted as they render (by name, then or before and), each with its
  /// filters sorted by their rendering.
  public var groups: [FilterGroup] {
    filters.storage.sorted { $0.key < $1.key }.map { id, filters in
      FilterGroup(id: id, filters: filters.sorted { $0.algoliaFilters < $1.algoliaFilters })
    }
  }

  // MARK: Filters

  /// The filters of one group.
  ///
  /// - Parameter groupID: The group.
  /// - Returns: Its filters; empty when the group holds none.
  public func filters(inGroupWithID groupID: FilterGroup.ID) -> Set<Filter> {
    filters.storage[groupID] ?? []
  }

  /// The filters of one group (InstantSearch's name).
  ///
  /// - Parameter groupID: The group.
  /// - Returns: Its filters; empty when the group holds none.
  public func getFilters(forGroupWithID groupID: FilterGroup.ID) -> Set<Filter> {
    filters(inGroupWithID: groupID)
  }

  /// The filters on one attribute, across every group.
  ///
  /// - Parameter attribute: An attribute (`_tags` for tag filters).
  /// - Returns: The filters whose attribute is `attribute`.
  public func filters(for attribute: Attribute) -> Set<Filter> {
    allFilters.filter { $0.attribute == attribute }
  }

  /// The filters on one attribute, across every group (InstantSearch's name).
  ///
  /// - Parameter attribute: An attribute (`_tags` for tag filters).
  /// - Returns: The filters whose attribute is `attribute`.
  public func getFilters(for attribute: Attribute) -> Set<Filter> {
    filters(for: attribute)
  }

  /// Every filter of every group.
  public var allFilters: Set<Filter> {
    filters.storage.values.reduce(into: Set<Filter>()) { $0.formUnion($1) }
  }

  /// Every filter of every group (InstantSearch's name).
  ///
  /// - Returns: All filters.
  public func getFilters() -> Set<Filter> { allFilters }

  /// Every filter with the group that holds it, as current filters list them.
  ///
  /// - Returns: One item per filter and group (a filter in two groups is listed twice).
  public func getFiltersAndID() -> Set<FilterAndID> {
    var items: Set<FilterAndID> = []
    for (id, group) in filters.storage {
      for filter in group {
        items.insert(FilterAndID(filter: filter, id: id))
      }
    }
    return items
  }

  /// Whether a group holds a filter.
  ///
  /// - Parameters:
  ///   - filter: A filter.
  ///   - groupID: The group.
  /// - Returns: `true` when the group holds `filter`.
  public func contains(_ filter: some FilterConvertible, inGroupWithID groupID: FilterGroup.ID)
    -> Bool
  {
    filters.storage[groupID]?.contains(filter.filter) ?? false
  }

  /// Whether any group holds a filter.
  ///
  /// - Parameter filter: A filter.
  /// - Returns: `true` when some group holds `filter`.
  public func contains(_ filter: some FilterConvertible) -> Bool {
    let filter = filter.filter
    return filters.storage.values.contains { $0.contains(filter) }
  }

  // MARK: Faceting

  /// The attributes of the facet filters held by or-groups: the attributes that need
  /// disjunctive faceting.
  public var disjunctiveFacetAttributes: Set<Attribute> {
    var attributes: Set<Attribute> = []
    for (id, group) in filters.storage where id.isFacetOrGroup {
      for case .facet(let facet) in group {
        attributes.insert(facet.attribute)
      }
    }
    return attributes
  }

  /// The values of the facet filters (negated or not) on `attribute`, across every group.
  ///
  /// - Parameter attribute: A faceted attribute.
  /// - Returns: The values refined on `attribute`.
  public func facetValues(for attribute: Attribute) -> Set<Filter.Facet.Value> {
    var values: Set<Filter.Facet.Value> = []
    for group in filters.storage.values {
      for case .facet(let facet) in group where facet.attribute == attribute {
        values.insert(facet.value)
      }
    }
    return values
  }

  // MARK: Hierarchical groups

  /// The names of the hierarchical groups that hold a filter, level attributes or a path,
  /// sorted.
  public var hierarchicalGroupNames: [String] {
    let value = filters
    var names = Set(value.hierarchicalAttributesStorage.keys).union(
      value.hierarchicalPathStorage.keys)
    for case .hierarchical(let name) in value.storage.keys {
      names.insert(name)
    }
    return names.sorted()
  }

  /// The level attributes (`categories.lvl0`, `categories.lvl1`, …) of a hierarchical group.
  ///
  /// - Parameter name: The hierarchical group's name.
  /// - Returns: The attributes, from the top level down; empty when unset.
  public func hierarchicalAttributes(forGroupNamed name: String) -> [Attribute] {
    filters.hierarchicalAttributesStorage[name] ?? []
  }

  /// The selected path of a hierarchical group: one facet filter per level from the top down to
  /// the selected one (`lvl0:"A"`, `lvl1:"A > B"`).
  ///
  /// - Parameter name: The hierarchical group's name.
  /// - Returns: The path; empty when nothing is selected.
  public func hierarchicalPath(forGroupNamed name: String) -> [Filter.Facet] {
    filters.hierarchicalPathStorage[name] ?? []
  }
}
