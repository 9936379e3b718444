/// The query a search box's link to its searcher searched last, so that submitting a query the
/// link has just searched (a suggestion picked with no debounce: the query changes, then is
/// submitted) does not search it a second time.
@MainActor
final class SearchedQueryRecord {
  /// The query of the link's last search; `nil` before the first.
  private var last: String??

  /// Whether the link is showing a query set on the searcher elsewhere (not to be searched).
  var isReflecting = false

  /// Records a search of `query`.
  func record(_ query: String?) {
    last = .some(query)
  }

  /// Forgets the last search, so the next submit searches whatever it carries.
  func reset() {
    last = nil
  }

  /// Whether `query` is the query of the link's last search.
  func wasLast(_ query: String?) -> Bool {
    last == .some(query)
  }
}
