import SiftCore

/// A stand-in searcher that records what a widget asks of it, for testing search boxes and
/// other query-driven widgets without a backend.
///
/// ```swift
/// let searcher = RecordingSearcher()
/// let connector = SearchBoxConnector(searcher: searcher, debounce: .zero, controller: controller)
/// controller.type("shoes")
/// XCTAssertEqual(searcher.searchedQueries, ["shoes"])
/// ```
@MainActor
public final class RecordingSearcher: Searchable, QuerySettable {
  /// The query of the next search.
  public private(set) var query: String?

  /// Every query set, in order.
  public private(set) var setQueries: [String?] = []

  /// The query of each search started, in order.
  public private(set) var searchedQueries: [String?] = []

  /// Creates a searcher with no query.
  public init() {}

  /// Records the query.
  ///
  /// - Parameter query: The new query.
  public func setQuery(_ query: String?) {
    self.query = query
    setQueries.append(query)
  }

  /// Records a search with the current query.
  public func search() {
    searchedQueries.append(query)
  }
}
