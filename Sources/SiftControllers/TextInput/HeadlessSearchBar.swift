/// A search bar with no UI: a ``HeadlessTextField`` plus bar-level state, the headless
/// counterpart of `UISearchBar`.
///
/// The bar-level ``placeholder``, ``textContentType`` and ``returnKeyType`` are those of its
/// ``searchTextField``. It reports edits, the search key and the cancel button to its
/// ``delegate``; a cancel tap clears the text (reported as an edit) and submits nothing.
///
/// ```swift
/// let searchBar = HeadlessSearchBar(placeholder: "Search products")
/// searchBar.searchTextField.insertText("shoes")
/// searchBar.searchTextField.pressReturn()
/// ```
@MainActor
public final class HeadlessSearchBar {
  /// The field the user types in.
  public let searchTextField: HeadlessTextField

  /// Whether the cancel button is shown.
  public var showsCancelButton = false

  /// Told of edits, of the search key and of the cancel button; held weakly.
  public weak var delegate: (any HeadlessSearchBarDelegate)?

  /// Creates a search bar.
  ///
  /// - Parameters:
  ///   - searchTextField: The field to use; a new one by default.
  ///   - placeholder: The text shown while the field is empty.
  public init(searchTextField: HeadlessTextField = HeadlessTextField(), placeholder: String? = nil)
  {
    self.searchTextField = searchTextField
    if let placeholder {
      searchTextField.placeholder = placeholder
    }
    searchTextField.addAction(for: .editingChanged) { [weak self] in
      guard let self else { return }
      self.delegate?.searchBar(self, textDidChange: self.text ?? "")
    }
    searchTextField.addAction(for: .editingDidEndOnExit) { [weak self] in
      guard let self else { return }
      self.delegate?.searchBarSearchButtonClicked(self)
    }
    searchTextField.addAction(for: .editingDidBegin) { [weak self] in
      guard let self else { return }
      self.delegate?.searchBarTextDidBeginEditing(self)
    }
    searchTextField.addAction(for: .editingDidEnd) { [weak self] in
      guard let self else { return }
      self.delegate?.searchBarTextDidEndEditing(self)
    }
  }

  /// The text of the field. Setting it in code sends no event.
  public var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue }
  }

  /// The text shown while the field is empty.
  public var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }

  /// What the content means, for keyboard suggestions.
  public var textContentType: TextContentType? {
    get { searchTextField.textContentType }
    set { searchTextField.textContentType = newValue }
  }

  /// The label of the return key.
  public var returnKeyType: ReturnKeyType {
    get { searchTextField.returnKeyType }
    set { searchTextField.returnKeyType = newValue }
  }

  /// Taps the cancel button, as a user would: clears the text (an edit), gives the focus up,
  /// and tells the delegate. Nothing is submitted.
  public func tapCancelButton() {
    searchTextField.clear()
    searchTextField.resignFirstResponder()
    delegate?.searchBarCancelButtonClicked(self)
  }
}
