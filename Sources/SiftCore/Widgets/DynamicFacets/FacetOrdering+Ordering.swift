extension FacetOrdering {
  /// The facets of a response in this order, as a dynamic facet list shows them.
  ///
  /// Attributes: those listed in `facets.order` that have counts, in that order (`"*"` stands
  /// for every attribute not listed, by name). Values of an attribute: those in its
  /// `values.order` first, in that order; then the others by `sortRemainingBy` (`count`, the
  /// default: by decreasing count then by value; `alpha`: by value; `hidden`: not shown);
  /// values in `hide` are never shown.
  ///
  /// ```swift
  /// let ordering = FacetOrdering(
  ///   facets: FacetsOrder(order: ["brand", "color"]),
  ///   values: ["brand": FacetValuesOrder(order: ["Sony"], sortRemainingBy: .alpha)])
  /// ordering.ordered(["color": ["red": 3], "brand": ["Apple": 9, "Sony": 1, "LG": 4]])
  /// // brand: Sony, Apple, LG; color: red
  /// ```
  ///
  /// - Parameter facets: A response's `facets`: attribute → value → count.
  /// - Returns: The attributes and their values, in display order.
  public func ordered(_ facets: [String: [String: Int]]) -> [AttributedFacets] {
    var names: [String] = []
    for name in self.facets?.order ?? [] {
      if name == "*" {
        let listed = Set(self.facets?.order ?? [])
        names += facets.keys.filter { !listed.contains($0) }.sorted()
      } else if facets[name] != nil, !names.contains(name) {
        names.append(name)
      }
    }
    return names.compactMap { name in
      guard let counts = facets[name] else { return nil }
      return AttributedFacets(
        attribute: Attribute(name), facets: orderedValues(counts, order: values?[name]))
    }
  }

  private func orderedValues(_ counts: [String: Int], order: FacetValuesOrder?) -> [FacetValue] {
    let hidden = Set(order?.hide ?? [])
    let pinned = (order?.order ?? []).filter { counts[$0] != nil && !hidden.contains($0) }
    let pinnedSet = Set(pinned)
    var remaining = counts.keys.filter { !pinnedSet.contains($0) && !hidden.contains($0) }
    switch order?.sortRemainingBy {
    case .hidden?:
      remaining = []
    case .alpha?:
      remaining.sort { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
    default:
      remaining.sort { (counts[$1] ?? 0, $0) < (counts[$0] ?? 0, $1) }
    }
    return (pinned + remaining).map {
      FacetValue(value: $0, count: counts[$0] ?? 0, highlighted: $0)
    }
  }
}
