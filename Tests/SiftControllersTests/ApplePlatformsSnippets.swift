import Sift

#if canImport(UIKit)
  import UIKit
#else
  // Where UIKit is missing (Linux, macOS), a stand-in with the shape of the UIKit API the snippets
  // use, so that the Apple platforms article's adapter compiles and runs here too. With UIKit, the
  // same snippets compile against the real thing.

  /// UIKit's return key types, in UIKit's order.
  enum UIReturnKeyType: Int {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
    case `continue`
  }

  /// UIKit's text content type: a string constant.
  struct UITextContentType: RawRepresentable, Hashable {
    var rawValue: String
    static let countryName = UITextContentType(rawValue: "countryName")
  }

  /// A closure a control runs for its events.
  @MainActor
  final class UIAction {
    let handler: @MainActor (UIAction) -> Void
    init(handler: @escaping @MainActor (UIAction) -> Void) { self.handler = handler }
  }

  /// A control that runs its actions for its events.
  @MainActor
  class UIControl {
    struct Event: OptionSet, Hashable {
      let rawValue: UInt
      static let editingDidBegin = Event(rawValue: 1 << 16)
      static let editingChanged = Event(rawValue: 1 << 17)
      static let editingDidEnd = Event(rawValue: 1 << 18)
      static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    }

    private var actions: [(UIAction, Event)] = []

    func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }

    func sendActions(for events: Event) {
      for (action, registered) in actions where !registered.isDisjoint(with: events) {
        action.handler(action)
      }
    }
  }

  /// A text field that a test edits as a user would.
  @MainActor
  final class UITextField: UIControl {
    var text: String?
    var placeholder: String?
    var returnKeyType: UIReturnKeyType = .default
    var textContentType: UITextContentType!
    private(set) var isFirstResponder = false

    @discardableResult
    func becomeFirstResponder() -> Bool {
      isFirstResponder = true
      sendActions(for: .editingDidBegin)
      return true
    }

    @discardableResult
    func resignFirstResponder() -> Bool {
      isFirstResponder = false
      sendActions(for: .editingDidEnd)
      return true
    }

    /// What UIKit does when the user types `typed` at the end of the text.
    func userTypes(_ typed: String) {
      text = (text ?? "") + typed
      sendActions(for: .editingChanged)
    }

    /// What UIKit does when the user taps the return key.
    func userPressesReturn() {
      sendActions(for: .editingDidEndOnExit)
    }
  }
#endif

/// A `UITextField` as Sift's abstract text input: the properties forwarded, UIKit's editing
/// events sent on as `TextInput`'s.
@MainActor
final class UIKitTextInput: TextInput {
  let field: UITextField
  let actions = TextInputActions()

  init(_ field: UITextField) {
    self.field = field
    let events: [(UIControl.Event, TextInputEvents)] = [
      (.editingDidBegin, .editingDidBegin), (.editingChanged, .editingChanged),
      (.editingDidEnd, .editingDidEnd), (.editingDidEndOnExit, .editingDidEndOnExit),
    ]
    for (uikitEvent, event) in events {
      field.addAction(UIAction { [weak self] _ in self?.sendActions(for: event) }, for: uikitEvent)
    }
  }

  var text: String? {
    get { field.text }
    set { field.text = newValue }
  }

  var placeholder: String? {
    get { field.placeholder }
    set { field.placeholder = newValue }
  }

  var returnKeyType: ReturnKeyType {
    get { Self.returnKeys.first { $0.1 == field.returnKeyType }?.0 ?? .default }
    set { field.returnKeyType = Self.returnKeys.first { $0.0 == newValue }?.1 ?? .default }
  }

  var textContentType: TextContentType? {
    get { field.textContentType.map { TextContentType(rawValue: $0.rawValue) } }
    set { field.textContentType = newValue.map { UITextContentType(rawValue: $0.rawValue) } }
  }

  var isFirstResponder: Bool { field.isFirstResponder }

  @discardableResult
  func becomeFirstResponder() -> Bool { field.becomeFirstResponder() }

  @discardableResult
  func resignFirstResponder() -> Bool { field.resignFirstResponder() }

  private static let returnKeys: [(ReturnKeyType, UIReturnKeyType)] = [
    (.default, .default), (.go, .go), (.google, .google), (.join, .join), (.next, .next),
    (.route, .route), (.search, .search), (.send, .send), (.yahoo, .yahoo), (.done, .done),
    (.emergencyCall, .emergencyCall), (.continue, .continue),
  ]
}

/// The Apple platforms article's snippets (Sources/Sift/Sift.docc/ApplePlatforms.md), compiled.
@MainActor
enum ApplePlatformsSnippets {
  static func uikitField(
    searcher: some Searchable & QuerySettable
  ) -> (UITextField, TextFieldController, SearchBoxConnector) {
    let queryField = UITextField()
    let controller = TextFieldController(textField: UIKitTextInput(queryField))
    let searchBoxConnector = SearchBoxConnector(searcher: searcher, controller: controller)
    return (queryField, controller, searchBoxConnector)
  }
}
