/// When a search box starts a search.
public enum SearchTriggeringMode: Sendable, Hashable, CaseIterable {
  /// Search on every edit, debounced: instant search.
  case searchAsYouType

  /// Search only when the query is submitted (the return key).
  case searchOnSubmit
}
