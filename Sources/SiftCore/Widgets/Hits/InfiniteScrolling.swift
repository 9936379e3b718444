/// Whether a hits list loads further pages as its rows are shown.
public enum InfiniteScrolling: Sendable, Hashable {
  /// Load the pages around a row when it is shown, `offset` rows ahead.
  case on(withOffset: Int)

  /// Show the latest page only (for numbered pagination).
  case off
}
