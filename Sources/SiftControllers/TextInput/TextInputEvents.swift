/// The editing events a ``TextInput`` sends to its targets, as UIKit's control events do.
public struct TextInputEvents: OptionSet, Sendable, Hashable {
  /// The raw bits of the set.
  public let rawValue: UInt

  /// Creates a set from raw bits.
  ///
  /// - Parameter rawValue: The raw bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The input became first responder: the user started editing.
  public static let editingDidBegin = TextInputEvents(rawValue: 1 << 0)

  /// The user changed the text (typing, deleting, pasting, clearing).
  public static let editingChanged = TextInputEvents(rawValue: 1 << 1)

  /// The input resigned first responder: editing ended.
  public static let editingDidEnd = TextInputEvents(rawValue: 1 << 2)

  /// The user pressed the return key.
  public static let editingDidEndOnExit = TextInputEvents(rawValue: 1 << 3)

  /// Every editing event.
  public static let allEditingEvents: TextInputEvents = [
    .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
  ]
}
