extension Float: DoubleRepresentable {
  /// The nearest `Float` to `double`, or `nil` when it is not finite or out of `Float`'s range.
  ///
  /// - Parameters:
  ///   - double: The number.
  ///   - rule: Ignored: the nearest `Float` is taken.
  public init?(_ double: Double, rounding rule: FloatingPointRoundingRule) {
    let value = Float(double)
    guard double.isFinite, value.isFinite else { return nil }
    self = value
  }

  /// The value as a `Double`.
  ///
  /// - Returns: The number.
  public func toDouble() -> Double { Double(self) }
}
