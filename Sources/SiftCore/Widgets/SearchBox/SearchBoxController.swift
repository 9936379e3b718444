/// A view that edits and submits a search query, adapted for a search box widget.
///
/// Conform any text input to it: the headless `SearchBarController` and `TextFieldController`
/// do, and so can a UIKit field, a terminal line editor or a test double.
///
/// ```swift
/// final class MyController: SearchBoxController {
///   var onQueryChanged: ((String?) -> Void)?
///   var onQuerySubmitted: ((String?) -> Void)?
///   func setQuery(_ query: String?) { field.text = query }
/// }
/// ```
@MainActor
public protocol SearchBoxController: AnyObject {
  /// Set by the connection: call it when the user edits the query.
  var onQueryChanged: ((String?) -> Void)? { get set }

  /// Set by the connection: call it when the user submits the query.
  var onQuerySubmitted: ((String?) -> Void)? { get set }

  /// Shows a query set elsewhere (in code, by another widget, by a deep link).
  ///
  /// Must not call `onQueryChanged`: a programmatic query is not an edit.
  ///
  /// - Parameter query: The query to show.
  func setQuery(_ query: String?)
}
