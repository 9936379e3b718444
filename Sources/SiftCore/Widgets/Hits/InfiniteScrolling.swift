/// How a hits list pages: its mode. Pick it for the screen, as in InstantSearch:
///
/// - ``on(withOffset:)``: **infinite scrolling.** The list is the whole result set from its
///   first row; the pages around a row load as it is shown (`hit(atIndex:)`).
/// - ``off``: **one page at a time**, for numbered pagination. The list is exactly the page last
///   searched: picking page 3 in a ``PaginationConnector`` shows page 3's hits, from row 0.
///
/// ```swift
/// let feed = HitsInteractor<Product>(infiniteScrolling: .on(withOffset: 10))
/// let pagedResults = HitsInteractor<Product>(infiniteScrolling: .off)
/// ```
public enum InfiniteScrolling: Sendable, Hashable {
  /// Infinite scrolling: load the pages around a row when it is shown, `offset` rows ahead.
  case on(withOffset: Int)

  /// One page at a time: the list is the page last searched (numbered pagination).
  case off
}
