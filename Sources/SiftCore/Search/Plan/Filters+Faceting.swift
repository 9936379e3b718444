extension Filters {
  /// Removes the facet filters on `attribute` from every or-group of facet filters: what a
  /// disjunctive faceting query for `attribute` searches with.
  mutating func removeDisjunctiveFacetFilters(on attribute: Attribute) {
    for id in groupIDs where id.isFacetOrGroup {
      removeAll(for: attribute, fromGroupWithID: id)
    }
  }
}
