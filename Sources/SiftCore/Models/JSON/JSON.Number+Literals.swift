extension JSON.Number: ExpressibleByIntegerLiteral {
  /// Creates an exact integer number from a literal.
  /// - Parameter value: the literal.
  public init(integerLiteral value: Int64) {
    self.init(value)
  }
}

extension JSON.Number: ExpressibleByFloatLiteral {
  /// Creates a number from a floating-point literal.
  /// - Parameter value: the literal.
  public init(floatLiteral value: Double) {
    self.init(value)
  }
}
