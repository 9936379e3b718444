/// A view of one item that the user can select or deselect: a check box, a switch, a filter
/// button (InstantSearch's `SelectableController`).
///
/// ```swift
/// final class FreeShippingSwitch: SelectableController {
///   var onClick: ((Bool) -> Void)?
///   var isOn = false
///   func setSelected(_ isSelected: Bool) { isOn = isSelected }
///   func setItem(_ item: Filter.Facet) {}
/// }
/// ```
@MainActor
public protocol SelectableController: ItemController {
  /// Set by the connection: call it with the selection the user asks for.
  var onClick: ((Bool) -> Void)? { get set }

  /// Shows whether the item is selected.
  ///
  /// - Parameter isSelected: Whether it is.
  func setSelected(_ isSelected: Bool)
}
