extension DoubleRepresentable where Self: BinaryInteger {
  /// The integer `double` rounds to with `rule`, or `nil` when it is not finite or out of this
  /// type's range (a negative number for an unsigned type).
  ///
  /// - Parameters:
  ///   - double: The number.
  ///   - rule: How to round it to a whole number.
  public init?(_ double: Double, rounding rule: FloatingPointRoundingRule) {
    guard double.isFinite, let value = Self(exactly: double.rounded(rule)) else { return nil }
    self = value
  }

  /// The integer as a `Double` (the nearest one, for integers past 2⁵³).
  ///
  /// - Returns: The number.
  public func toDouble() -> Double { Double(self) }
}
