/// Which groups a clear-filters button clears.
public enum ClearFiltersMode: Hashable, Sendable {
  /// The groups named (every group when none is named).
  case specified
  /// Every group except those named.
  case except
}
