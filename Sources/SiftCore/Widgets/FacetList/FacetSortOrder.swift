/// The direction of a ``FacetSortCriterion``.
public enum FacetSortOrder: Hashable, Sendable {
  /// Smallest (or first in the alphabet) first.
  case ascending
  /// Largest (or last in the alphabet) first.
  case descending
}
