/// What every searcher offers the widgets: searching, cancelling, and a status to show.
///
/// `HitsSearcher`, `FacetSearcher` and `MultiSearcher` conform; loading widgets and custom
/// widgets can take `any Searcher`.
@MainActor
public protocol Searcher: Searchable {
  /// What the searcher is doing.
  var status: SearchStatus { get }

  /// Fires each time ``status`` changes.
  var onStatusChanged: Event<SearchStatus> { get }

  /// Fires with each error of the latest search.
  var onError: Event<SearchError> { get }

  /// Cancels the search in flight, if any; its response will not be delivered.
  func cancel()
}

extension Searcher {
  /// Whether a search is in flight.
  public var isLoading: Bool { status.isLoading }
}
