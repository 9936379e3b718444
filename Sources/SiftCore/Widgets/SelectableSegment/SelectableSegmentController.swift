/// A view that shows a few labelled choices, one of them selected: a sort-by menu, a
/// hits-per-page picker, a filter map's segmented control.
@MainActor
public protocol SelectableSegmentController: AnyObject {
  /// What identifies a choice.
  associatedtype SegmentKey: Hashable

  /// Set by the connection: call it when the user picks a choice.
  var onClick: ((SegmentKey) -> Void)? { get set }

  /// Shows which choice is selected (nil: none).
  ///
  /// - Parameter selected: The selected choice's key.
  func setSelected(_ selected: SegmentKey?)

  /// Shows the choices with their labels, in the order given.
  ///
  /// - Parameter items: The choices' keys and labels.
  func setItems(items: [(key: SegmentKey, label: String)])
}
