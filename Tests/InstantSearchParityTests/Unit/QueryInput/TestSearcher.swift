import SiftCore

/// InstantSearch's `TestSearcher`: a searcher that records its query and announces each search.
@MainActor
final class TestSearcher: Searchable, QuerySettable {
  var query: String? {
    didSet {
      guard oldValue != query else { return }
      onQueryChanged.fire(query)
    }
  }

  let onQueryChanged = Event<String?>()

  let onSearch = Event<Void>()

  func setQuery(_ query: String?) {
    self.query = query
  }

  func search() {
    onSearch.fire(())
  }
}
