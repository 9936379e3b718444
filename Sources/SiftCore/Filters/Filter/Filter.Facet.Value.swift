extension Filter.Facet {
  /// The value of a facet filter: a string, a number or a boolean.
  ///
  /// Its description is the facet value as Algolia lists it: the string itself, the number as
  /// Swift prints a `Double` (`42.0`), or `true` / `false`.
  public enum Value: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral
  {
    /// A string value.
    case string(String)
    /// A numeric value.
    case number(Double)
    /// A boolean value.
    case bool(Bool)

    /// Creates a string value from a literal.
    /// - Parameter value: The string.
    public init(stringLiteral value: String) {
      self = .string(value)
    }

    /// Creates a number value from a literal.
    /// - Parameter value: The number.
    public init(floatLiteral value: Double) {
      self = .number(value)
    }

    /// Creates a number value from an integer literal.
    /// - Parameter value: The number.
    public init(integerLiteral value: Int) {
      self = .number(Double(value))
    }

    /// Creates a boolean value from a literal.
    /// - Parameter value: The boolean.
    public init(booleanLiteral value: Bool) {
      self = .bool(value)
    }

    /// The value as Algolia lists it among facet values.
    public var description: String {
      switch self {
      case .string(let value): return value
      case .number(let value): return String(value)
      case .bool(let value): return value ? "true" : "false"
      }
    }
  }
}
