/// A view that shows the relevant-sort state and a toggle.
@MainActor
public protocol RelevantSortController: ItemController {
  /// Set by the connection: call it when the user taps the toggle.
  var onClick: (() -> Void)? { get set }
}
