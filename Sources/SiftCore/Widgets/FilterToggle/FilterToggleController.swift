/// A view that turns one filter on and off: a switch, a check box, a chip.
///
/// ```swift
/// final class FreeShippingSwitch: FilterToggleController {
///   var onClick: ((Bool) -> Void)?
///   var isOn = false
///   var title = ""
///   func setSelected(_ isSelected: Bool) { isOn = isSelected }
///   func setItem(_ item: String) { title = item }
/// }
/// ```
@MainActor
public protocol FilterToggleController: AnyObject {
  /// Set by the connection: call it with the state the user asks for (`true`: on).
  var onClick: ((Bool) -> Void)? { get set }

  /// Shows whether the filter is on.
  ///
  /// - Parameter isSelected: Whether the filter is applied.
  func setSelected(_ isSelected: Bool)

  /// Shows the toggle's label.
  ///
  /// - Parameter item: The label.
  func setItem(_ item: String)
}
