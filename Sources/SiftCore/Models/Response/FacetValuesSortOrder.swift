/// How facet values are sorted: Algolia's `sortFacetValuesBy` parameter.
public enum FacetValuesSortOrder: String, Sendable, Hashable, Codable, CaseIterable {
  /// By decreasing count (`"count"`).
  case count
  /// Alphabetically (`"alpha"`).
  case alpha
}
