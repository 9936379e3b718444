extension Filters {
  /// Removes the facet filters on `attribute` from every or-group of facet filters: what a
  /// disjunctive faceting query for `attribute` searches with.
  mutating func removeDisjunctiveFacetFilters(on attribute: Attribute) {
    for id in groupIDs where id.isFacetOrGroup {
      removeAll(for: attribute, fromGroupWithID: id)
    }
  }

  /// Replaces a group's filters.
  mutating func replaceFilters(inGroupWithID groupID: FilterGroup.ID, with filters: Set<Filter>) {
    setFilters(filters, inGroupWithID: groupID)
  }
}
