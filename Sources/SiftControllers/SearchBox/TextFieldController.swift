import SiftCore

/// A search box controller over any ``TextInput``, written with target–action the way UIKit
/// controllers are.
///
/// ```swift
/// let controller = TextFieldController(textField: HeadlessTextField())
/// controller.textField.placeholder = "Search"
/// ```
///
/// Edits become `onQueryChanged`; the return key gives the focus up and becomes
/// `onQuerySubmitted`. The field's return key is set to `.search`.
@MainActor
public final class TextFieldController: SearchBoxController {
  /// Set by the connection: called when the user edits the query.
  public var onQueryChanged: ((String?) -> Void)?

  /// Set by the connection: called when the user submits the query.
  public var onQuerySubmitted: ((String?) -> Void)?

  /// The adapted text input, exposed for customisation.
  public let textField: any TextInput

  /// Adapts `textField`.
  ///
  /// - Parameter textField: Any text input.
  public init(textField: any TextInput) {
    self.textField = textField
    setupTextField()
  }

  /// Adapts the text field of `searchBar`.
  ///
  /// - Parameter searchBar: The bar whose field to adapt.
  public convenience init(searchBar: HeadlessSearchBar) {
    self.init(textField: searchBar.searchTextField)
  }

  /// Shows a query set elsewhere, without reporting it as an edit.
  ///
  /// - Parameter query: The query to show.
  public func setQuery(_ query: String?) {
    textField.text = query
  }

  private func setupTextField() {
    textField.returnKeyType = .search
    textField.addTarget(
      self, action: TextFieldController.textFieldDidChange, for: .editingChanged)
    textField.addTarget(
      self, action: TextFieldController.textFieldDidReturn, for: .editingDidEndOnExit)
  }

  private func textFieldDidChange() {
    onQueryChanged?(textField.text)
  }

  private func textFieldDidReturn() {
    textField.resignFirstResponder()
    onQuerySubmitted?(textField.text)
  }
}
