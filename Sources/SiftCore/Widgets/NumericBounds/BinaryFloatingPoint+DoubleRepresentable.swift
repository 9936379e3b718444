extension DoubleRepresentable where Self: BinaryFloatingPoint {
  /// The nearest value of this type to `double`, or `nil` when `double` is not finite or
  /// overflows this type.
  ///
  /// - Parameters:
  ///   - double: The number.
  ///   - rule: Ignored: a floating-point type takes the nearest value.
  public init?(_ double: Double, rounding rule: FloatingPointRoundingRule) {
    let value = Self(double)
    guard double.isFinite, value.isFinite else { return nil }
    self = value
  }

  /// The number as a `Double`.
  ///
  /// - Returns: The number.
  public func toDouble() -> Double { Double(self) }
}
