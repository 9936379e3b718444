// swift-format-ignore-file
// Kept exactly in the seed's shape (public, undocumented), so it is not reformatted or linted.
import Sift

// The seed's second example, written by a user against `TextInput`: the same code as the
// seed's UIKit controller with only the type names changed (`UITextField` → `HeadlessTextField`,
// `#selector(f)` → `Type.f`), and without `NSObject`, which Swift on Linux has no runtime for.
public class MyTextFieldController: SearchBoxController {

  public var onQueryChanged: ((String?) -> Void)?
  public var onQuerySubmitted: ((String?) -> Void)?

  public let textField: HeadlessTextField

  public init(textField: HeadlessTextField) {
    self.textField = textField
    setupTextField()
  }

  public func setQuery(_ query: String?) {
    textField.text = query
  }

  private func setupTextField() {
    textField.returnKeyType = .search
    textField.addTarget(
      self, action: MyTextFieldController.textFieldDidChange, for: .editingChanged)
    textField.addTarget(
      self, action: MyTextFieldController.textFieldDidReturn, for: .editingDidEndOnExit)
  }

  private func textFieldDidChange() {
    onQueryChanged?(textField.text)
  }

  private func textFieldDidReturn() {
    textField.resignFirstResponder()
    onQuerySubmitted?(textField.text)
  }
}
