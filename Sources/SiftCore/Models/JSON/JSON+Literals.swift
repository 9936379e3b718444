extension JSON: ExpressibleByNilLiteral {
  /// Creates `null`.
  /// - Parameter nilLiteral: the `nil` literal.
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension JSON: ExpressibleByBooleanLiteral {
  /// Creates a boolean value.
  /// - Parameter value: the literal.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension JSON: ExpressibleByIntegerLiteral {
  /// Creates an exact integer number.
  /// - Parameter value: the literal.
  public init(integerLiteral value: Int64) {
    self = .number(Number(value))
  }
}

extension JSON: ExpressibleByFloatLiteral {
  /// Creates a number from a floating-point literal.
  /// - Parameter value: the literal.
  public init(floatLiteral value: Double) {
    self = .number(Number(value))
  }
}

extension JSON: ExpressibleByStringLiteral {
  /// Creates a string value.
  /// - Parameter value: the literal.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension JSON: ExpressibleByArrayLiteral {
  /// Creates an array value.
  /// - Parameter elements: the elements.
  public init(arrayLiteral elements: JSON...) {
    self = .array(elements)
  }
}

extension JSON: ExpressibleByDictionaryLiteral {
  /// Creates an object value. When a key repeats, the last value wins.
  /// - Parameter elements: the key-value pairs.
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
