/// A view that shows the relevant-sort state and a toggle, as InstantSearch's.
///
/// ```swift
/// final class RelevantSortBanner: RelevantSortController {
///   var didToggle: (() -> Void)?
///   var hint: String?
///   func setItem(_ item: String?) { hint = item }
/// }
/// ```
@MainActor
public protocol RelevantSortController: ItemController {
  /// Set by the connection: call it when the user taps the toggle.
  var didToggle: (() -> Void)? { get set }
}
