extension Int: DoubleRepresentable {
  /// `double` rounded with `rule`, or `nil` when it is not finite or out of `Int`'s range.
  ///
  /// - Parameters:
  ///   - double: The number.
  ///   - rule: How to round it.
  public init?(_ double: Double, rounding rule: FloatingPointRoundingRule) {
    guard double.isFinite, let value = Int(exactly: double.rounded(rule)) else { return nil }
    self = value
  }

  /// The value as a `Double`.
  ///
  /// - Returns: The number.
  public func toDouble() -> Double { Double(self) }
}
