/// The business logic of a search box: the current query, and its submission.
///
/// ```swift
/// let interactor = SearchBoxInteractor()
/// interactor.onQueryChanged.subscribe(with: self) { owner, query in print(query ?? "") }
/// interactor.query = "shoes"      // fires onQueryChanged
/// interactor.submitQuery()        // fires onQuerySubmitted
/// ```
@MainActor
public final class SearchBoxInteractor {
  /// Fires with the new query each time ``query`` changes.
  public let onQueryChanged = Event<String?>()

  /// Fires with the query each time it is submitted.
  public let onQuerySubmitted = Event<String?>()

  /// The current query. Setting a different value fires ``onQueryChanged``; setting the same
  /// value does nothing.
  public var query: String? {
    didSet {
      guard query != oldValue else { return }
      onQueryChanged.fire(query)
    }
  }

  /// Creates an interactor.
  ///
  /// - Parameter query: The initial query.
  public init(query: String? = nil) {
    self.query = query
  }

  /// Submits the current query: fires ``onQuerySubmitted``.
  public func submitQuery() {
    onQuerySubmitted.fire(query)
  }
}
