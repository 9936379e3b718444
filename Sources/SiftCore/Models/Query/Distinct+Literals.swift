extension Distinct: ExpressibleByBooleanLiteral {
  /// Creates `.enabled(value)`.
  /// - Parameter value: the literal.
  public init(booleanLiteral value: Bool) {
    self = .enabled(value)
  }
}

extension Distinct: ExpressibleByIntegerLiteral {
  /// Creates `.count(value)`.
  /// - Parameter value: the literal.
  public init(integerLiteral value: Int) {
    self = .count(value)
  }
}
