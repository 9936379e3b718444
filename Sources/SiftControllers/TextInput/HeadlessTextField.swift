/// The default ``TextInput``: a text field with no UI, which simulates a user.
///
/// Use it in tests, in terminal apps, or behind any renderer. User edits (``insertText(_:)``,
/// ``deleteBackward()``, ``replaceText(with:)``, ``clear()``) take the focus if needed and send
/// `.editingChanged`; ``pressReturn()`` sends `.editingDidEndOnExit`. Setting ``text`` in code
/// sends nothing, as in UIKit.
///
/// ```swift
/// let field = HeadlessTextField()
/// field.addAction(for: .editingChanged) { print(field.text ?? "") }
/// field.insertText("a")   // prints "a"
/// field.text = "b"        // prints nothing
/// ```
@MainActor
public final class HeadlessTextField: TextInput {
  /// The text. Setting it in code sends no event.
  public var text: String?

  /// The text shown while the field is empty.
  public var placeholder: String?

  /// The label of the return key.
  public var returnKeyType: ReturnKeyType = .default

  /// What the content means, for keyboard suggestions.
  public var textContentType: TextContentType?

  /// Whether the field accepts the focus and edits.
  public var isEnabled = true

  /// Whether the field has the focus.
  public private(set) var isFirstResponder = false

  /// The target–action registry of the field.
  public let actions = TextInputActions()

  /// Creates a field.
  ///
  /// - Parameters:
  ///   - text: The initial text.
  ///   - placeholder: The text shown while the field is empty.
  public init(text: String? = nil, placeholder: String? = nil) {
    self.text = text
    self.placeholder = placeholder
  }

  /// Takes the focus, sending `.editingDidBegin` if it did not have it.
  ///
  /// - Returns: Whether the field has the focus (false when disabled).
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard isEnabled else { return false }
    guard !isFirstResponder else { return true }
    isFirstResponder = true
    sendActions(for: .editingDidBegin)
    return true
  }

  /// Gives the focus up, sending `.editingDidEnd` if it had it.
  ///
  /// - Returns: Always true: a headless field never refuses.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    isFirstResponder = false
    sendActions(for: .editingDidEnd)
    return true
  }

  /// Types `string` at the end of the text, as a user would.
  ///
  /// - Parameter string: The characters typed. An empty string changes nothing.
  public func insertText(_ string: String) {
    guard !string.isEmpty else { return }
    userEdit((text ?? "") + string)
  }

  /// Deletes the last character, as the backspace key does. Does nothing on empty text.
  public func deleteBackward() {
    guard var current = text, !current.isEmpty else { return }
    current.removeLast()
    userEdit(current)
  }

  /// Replaces the whole text, as a paste over a selection or a dictation would.
  ///
  /// - Parameter newText: The new text.
  public func replaceText(with newText: String) {
    userEdit(newText)
  }

  /// Empties the field, as its clear button does. Does nothing when already empty.
  public func clear() {
    guard !(text ?? "").isEmpty else { return }
    userEdit("")
  }

  /// Presses the return key: sends `.editingDidEndOnExit`.
  public func pressReturn() {
    guard isEnabled else { return }
    sendActions(for: .editingDidEndOnExit)
  }

  private func userEdit(_ newText: String) {
    guard becomeFirstResponder() else { return }
    guard newText != (text ?? "") else { return }
    text = newText
    sendActions(for: .editingChanged)
  }
}
