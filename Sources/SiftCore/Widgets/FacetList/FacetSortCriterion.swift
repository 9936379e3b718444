/// One way of ordering facet values; a ``FacetListPresenter`` tries its criteria in order until
/// one tells two values apart.
public enum FacetSortCriterion: Hashable, Sendable {
  /// Selected values first.
  case isRefined
  /// By count.
  case count(order: FacetSortOrder)
  /// By value, case-insensitively.
  case alphabetical(order: FacetSortOrder)
}
