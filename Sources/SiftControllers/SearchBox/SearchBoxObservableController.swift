import Observation
import SiftCore

/// A headless search box controller for SwiftUI or any renderer that observes state.
///
/// ```swift
/// struct SearchView: View {
///   @Bindable var searchBox: SearchBoxObservableController
///   var body: some View {
///     TextField("Search", text: $searchBox.query).onSubmit { searchBox.submit() }
///   }
/// }
/// ```
///
/// Writing ``query`` is an edit (it reports `onQueryChanged`); a query set by the connection
/// updates ``query`` without reporting it back.
@MainActor
@Observable
public final class SearchBoxObservableController: SearchBoxController {
  /// Set by the connection: called when the user edits the query.
  @ObservationIgnored public var onQueryChanged: ((String?) -> Void)?

  /// Set by the connection: called when the user submits the query.
  @ObservationIgnored public var onQuerySubmitted: ((String?) -> Void)?

  private var storedQuery: String

  /// The query being edited. Setting a different value reports an edit.
  public var query: String {
    get { storedQuery }
    set {
      guard newValue != storedQuery else { return }
      storedQuery = newValue
      onQueryChanged?(newValue)
    }
  }

  /// Creates a controller.
  ///
  /// - Parameter query: The initial query.
  public init(query: String = "") {
    self.storedQuery = query
  }

  /// Submits the current query.
  public func submit() {
    onQuerySubmitted?(storedQuery)
  }

  /// Shows a query set elsewhere, without reporting it as an edit.
  ///
  /// - Parameter query: The query to show; nil shows an empty query.
  public func setQuery(_ query: String?) {
    storedQuery = query ?? ""
  }
}
