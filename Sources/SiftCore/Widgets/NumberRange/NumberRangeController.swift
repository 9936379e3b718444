/// A view that edits a closed range of numbers within bounds: a two-thumb slider, two fields.
///
/// ```swift
/// final class PriceSlider: NumberRangeController {
///   var onRangeChanged: ((ClosedRange<Double>?) -> Void)?
///   var range: ClosedRange<Double>?
///   var bounds: ClosedRange<Double>?
///   func setRange(_ range: ClosedRange<Double>?) { self.range = range }
///   func setBounds(_ bounds: ClosedRange<Double>?) { self.bounds = bounds }
/// }
/// ```
@MainActor
public protocol NumberRangeController: AnyObject {
  /// The number type the view edits: `Int`, `Double`, …
  associatedtype Number: DoubleRepresentable

  /// Set by the connection: call it with the range the user picks; `nil` clears it.
  var onRangeChanged: ((ClosedRange<Number>?) -> Void)? { get set }

  /// Shows the range; `nil` when none is set.
  ///
  /// - Parameter range: The range.
  func setRange(_ range: ClosedRange<Number>?)

  /// Shows the bounds; `nil` while unknown.
  ///
  /// - Parameter bounds: The smallest and largest allowed numbers.
  func setBounds(_ bounds: ClosedRange<Number>?)
}
