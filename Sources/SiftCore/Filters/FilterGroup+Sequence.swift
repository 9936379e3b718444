extension Sequence where Element == FilterGroup {
  /// The groups in Algolia's `filters` syntax, in the order given, joined with `AND`; empty
  /// groups are left out, and `nil` when none holds a filter (InstantSearch's
  /// `FilterGroupConverter().sql(_:)`).
  ///
  /// ```swift
  /// [sizes, colors].algoliaFilters  // ( "size":"m" ) AND ( "color":"red" OR "color":"green" )
  /// ```
  public var algoliaFilters: String? {
    let rendered = compactMap(\.algoliaFilters)
    return rendered.isEmpty ? nil : rendered.joined(separator: " AND ")
  }
}
