/// The abstract model of an editable text field: its text and appearance, its focus, and
/// UIKit-style target–action for its editing events.
///
/// ``HeadlessTextField`` is the default implementation; any real widget (a terminal line editor,
/// a test double) can conform by storing the properties and sending its events through
/// ``actions``. A `UITextField` cannot conform itself, since UIKit gives it `returnKeyType` and
/// `textContentType` properties of UIKit's own types: wrap it in a small class that forwards the
/// properties and sends UIKit's editing events on (the Apple platforms article of Sift's
/// documentation shows one).
///
/// As in UIKit, setting ``text`` in code sends no event; only user edits do. So a controller that
/// shows a query set elsewhere never hears it back as typing.
///
/// ```swift
/// final class QueryController {
///   let field: any TextInput
///   init(field: any TextInput) {
///     self.field = field
///     field.addTarget(self, action: QueryController.textDidChange, for: .editingChanged)
///   }
///   private func textDidChange() { print(field.text ?? "") }
/// }
/// ```
@MainActor
public protocol TextInput: AnyObject {
  /// The text. Setting it in code sends no event.
  var text: String? { get set }

  /// The text shown while the input is empty.
  var placeholder: String? { get set }

  /// The label of the return key.
  var returnKeyType: ReturnKeyType { get set }

  /// What the content means, for keyboard suggestions.
  var textContentType: TextContentType? { get set }

  /// Whether the input has the focus (is being edited).
  var isFirstResponder: Bool { get }

  /// Takes the focus, sending `.editingDidBegin`.
  ///
  /// - Returns: Whether the input has the focus afterwards.
  @discardableResult
  func becomeFirstResponder() -> Bool

  /// Gives the focus up, sending `.editingDidEnd`.
  ///
  /// - Returns: Whether the input gave the focus up.
  @discardableResult
  func resignFirstResponder() -> Bool

  /// The target–action registry the input sends its editing events through.
  var actions: TextInputActions { get }
}

extension TextInput {
  /// Calls `action` on `target` whenever one of `events` happens, as UIKit's `addTarget`.
  ///
  /// ```swift
  /// textField.addTarget(self, action: MyController.textFieldDidChange, for: .editingChanged)
  /// ```
  ///
  /// - Parameters:
  ///   - target: The object whose method runs; held weakly.
  ///   - action: An unapplied method reference `(Target) -> () -> Void`.
  ///   - events: The events that trigger it.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
    for events: TextInputEvents
  ) {
    actions.add(target, action: action, for: events)
  }

  /// Stops calling `target`'s actions for `events` (every target's when `target` is nil).
  ///
  /// - Parameters:
  ///   - target: The target to remove, or nil for all.
  ///   - events: The events to stop sending to it.
  public func removeTarget(_ target: AnyObject?, for events: TextInputEvents) {
    actions.remove(target, for: events)
  }

  /// Runs `handler` whenever one of `events` happens (the closure form of target–action).
  ///
  /// - Parameters:
  ///   - events: The events that trigger it.
  ///   - handler: The work to run.
  /// - Returns: A token for ``removeAction(_:)``.
  @discardableResult
  public func addAction(
    for events: TextInputEvents, _ handler: @escaping @MainActor () -> Void
  ) -> TextInputActions.Token {
    actions.add(for: events, handler)
  }

  /// Removes a closure action.
  ///
  /// - Parameter token: The token returned by ``addAction(for:_:)``.
  public func removeAction(_ token: TextInputActions.Token) {
    actions.remove(token)
  }

  /// Sends `events` to their targets, as a conforming widget does when the user edits.
  ///
  /// - Parameter events: The events that happened.
  public func sendActions(for events: TextInputEvents) {
    actions.send(events)
  }
}
