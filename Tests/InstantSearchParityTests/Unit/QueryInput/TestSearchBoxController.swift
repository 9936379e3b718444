import SiftCore

/// InstantSearch's `TestSearchBoxController`: a search box whose text a test sets, as a user
/// types it, and submits.
@MainActor
final class TestSearchBoxController: SearchBoxController {
  var query: String? {
    didSet {
      guard oldValue != query else { return }
      onQueryChanged?(query)
    }
  }

  var onQueryChanged: ((String?) -> Void)?
  var onQuerySubmitted: ((String?) -> Void)?

  func setQuery(_ query: String?) {
    self.query = query
  }

  func submitQuery() {
    onQuerySubmitted?(query)
  }
}
