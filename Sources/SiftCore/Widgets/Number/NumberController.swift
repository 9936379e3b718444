/// A view that edits one number, within bounds: a stepper, a text field, a slider.
///
/// ```swift
/// final class RatingStepper: NumberController {
///   var onNumberChanged: ((NumberChange<Int>) -> Void)?
///   var value: Int?
///   var range: ClosedRange<Int>?
///   func setNumber(_ number: Int?) { value = number }
///   func setBounds(_ bounds: ClosedRange<Int>?) { range = bounds }
/// }
/// ```
@MainActor
public protocol NumberController: AnyObject {
  /// The number type the view edits: `Int`, `Double`, …
  associatedtype Number: DoubleRepresentable

  /// Set by the connection: call it with what the user does.
  var onNumberChanged: ((NumberChange<Number>) -> Void)? { get set }

  /// Shows the number; `nil` when none is set.
  ///
  /// - Parameter number: The number.
  func setNumber(_ number: Number?)

  /// Shows the bounds; `nil` while unknown.
  ///
  /// - Parameter bounds: The smallest and largest allowed numbers.
  func setBounds(_ bounds: ClosedRange<Number>?)
}
