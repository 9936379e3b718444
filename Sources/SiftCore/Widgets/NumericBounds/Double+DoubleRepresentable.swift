extension Double: DoubleRepresentable {
  /// `double` itself, or `nil` when it is not finite.
  ///
  /// - Parameters:
  ///   - double: The number.
  ///   - rule: Ignored: a `Double` holds every finite `Double`.
  public init?(_ double: Double, rounding rule: FloatingPointRoundingRule) {
    guard double.isFinite else { return nil }
    self = double
  }

  /// The value itself.
  ///
  /// - Returns: The number.
  public func toDouble() -> Double { self }
}
