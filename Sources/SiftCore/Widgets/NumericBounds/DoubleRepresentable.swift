/// A number type the number and number range widgets can work in: every standard integer and
/// floating-point type (`Int`, `UInt`, `Int8` … `UInt64`, `Float`, `Double`, `Float16` where
/// it exists, `CGFloat`), or your own. Filters hold `Double`s; widgets convert at their edges,
/// so a widget over `Int` shows and picks whole numbers.
///
/// Any other `BinaryInteger` or `BinaryFloatingPoint` type adopts it with an empty extension
/// (`extension MyFixedPoint: DoubleRepresentable {}`): the conversions come with the protocol.
///
/// ```swift
/// let rating = NumberRangeConnector<Int>(searcher: searcher, filterState: filterState, attribute: "rating")
/// let price = NumberRangeConnector<Double>(searcher: searcher, filterState: filterState, attribute: "price")
/// ```
///
/// The conversion from `Double` is failable and rounds as told, so no input (a `NaN`, a number
/// out of `Int`'s range in a deep link or a response) can trap.
public protocol DoubleRepresentable: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
  /// The value `double` rounds to with `rule`, or `nil` when this type holds no such value
  /// (`NaN`, an infinity, a number out of range).
  ///
  /// - Parameters:
  ///   - double: The number.
  ///   - rule: How to round it to a value of this type; floating-point types ignore it.
  init?(_ double: Double, rounding rule: FloatingPointRoundingRule)

  /// The value as a `Double`, as filters hold it.
  ///
  /// - Returns: The number.
  func toDouble() -> Double
}

extension DoubleRepresentable {
  /// The nearest value to `double`, or `nil` when there is none.
  static func nearest(_ double: Double) -> Self? {
    Self(double, rounding: .toNearestOrAwayFromZero)
  }

  /// The smallest range of this type that holds `range` (bounds rounded outwards), or `nil`.
  static func enclosing(_ range: ClosedRange<Double>) -> ClosedRange<Self>? {
    guard let lower = Self(range.lowerBound, rounding: .down),
      let upper = Self(range.upperBound, rounding: .up), lower <= upper
    else { return nil }
    return lower...upper
  }
}

extension ClosedRange where Bound: DoubleRepresentable {
  /// The range in `Double`s.
  var doubles: ClosedRange<Double> { lowerBound.toDouble()...upperBound.toDouble() }
}
