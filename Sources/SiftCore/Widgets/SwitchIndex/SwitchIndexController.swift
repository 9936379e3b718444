/// A view that offers a few indices to switch between: a sort menu, a segmented control, an
/// action sheet.
///
/// Implement ``set(items:selected:)`` to show titles, or InstantSearch's
/// ``set(indexNames:selected:)`` to show names; call ``select`` when the user picks one.
///
/// ```swift
/// final class SortSheet: SwitchIndexController {
///   var select: ((String) -> Void)?
///   func set(items: [SwitchIndexItem], selected: String?) {
///     rows = items.map { ($0.title, $0.indexName == selected) }
///   }
/// }
/// ```
@MainActor
public protocol SwitchIndexController: AnyObject {
  /// Set by the connection: call it with the index the user picked.
  var select: ((String) -> Void)? { get set }

  /// Shows the indices offered, with their titles, and the selected one.
  ///
  /// - Parameters:
  ///   - items: The indices, in order.
  ///   - selected: The selected index; nil when none of them is.
  func set(items: [SwitchIndexItem], selected: String?)

  /// Shows the names of the indices offered and the selected one (InstantSearch's shape).
  ///
  /// - Parameters:
  ///   - indexNames: The index names, in order.
  ///   - selected: The selected index; nil when none of them is.
  func set(indexNames: [String], selected: String?)
}

extension SwitchIndexController {
  /// Shows the names: a controller that implements only ``set(indexNames:selected:)`` works.
  ///
  /// - Parameters:
  ///   - items: The indices, in order.
  ///   - selected: The selected index.
  public func set(items: [SwitchIndexItem], selected: String?) {
    set(indexNames: items.map(\.indexName), selected: selected)
  }

  /// Does nothing: a controller that implements ``set(items:selected:)`` needs nothing else.
  ///
  /// - Parameters:
  ///   - indexNames: The index names.
  ///   - selected: The selected index.
  public func set(indexNames: [String], selected: String?) {}
}
