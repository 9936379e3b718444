/// A view that edits one number, within bounds: a stepper, a text field, a slider.
///
/// ```swift
/// final class MaxPriceStepper: NumberController {
///   var onNumberChange: ((NumberChange) -> Void)?
///   var value: Double?
///   var range: ClosedRange<Double>?
///   func setNumber(_ number: Double?) { value = number }
///   func setBounds(_ bounds: ClosedRange<Double>?) { range = bounds }
/// }
/// ```
@MainActor
public protocol NumberController: AnyObject {
  /// Set by the connection: call it with what the user does.
  var onNumberChange: ((NumberChange) -> Void)? { get set }

  /// Shows the number; `nil` when none is set.
  ///
  /// - Parameter number: The number.
  func setNumber(_ number: Double?)

  /// Shows the bounds; `nil` while unknown.
  ///
  /// - Parameter bounds: The smallest and largest allowed numbers.
  func setBounds(_ bounds: ClosedRange<Double>?)
}
