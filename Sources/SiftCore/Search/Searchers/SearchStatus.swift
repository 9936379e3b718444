/// What a searcher is doing, for loading indicators and error banners.
public enum SearchStatus: Sendable, Hashable {
  /// Nothing in flight; the last search, if any, succeeded or was cancelled.
  case idle
  /// A search is in flight.
  case loading
  /// A search has been in flight for longer than the searcher's stalled delay.
  case stalled
  /// The latest search failed; nothing is in flight.
  case error(SearchError)

  /// Whether a search is in flight (`.loading` or `.stalled`).
  public var isLoading: Bool {
    switch self {
    case .loading, .stalled: true
    case .idle, .error: false
    }
  }
}
