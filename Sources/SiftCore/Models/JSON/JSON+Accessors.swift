extension JSON {
  /// The string, if this is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The number, if this is a number.
  public var numberValue: Number? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The number as a `Double`, if this is a number.
  public var doubleValue: Double? {
    numberValue?.doubleValue
  }

  /// The number as an `Int`, if this is a number that is integral and fits in `Int`.
  public var intValue: Int? {
    numberValue?.intValue
  }

  /// The boolean, if this is a boolean.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements, if this is an array.
  public var arrayValue: [JSON]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The key-value pairs, if this is an object.
  public var objectValue: [String: JSON]? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// Whether this is `null`.
  public var isNull: Bool {
    self == .null
  }

  /// Creates a number value from an integer.
  /// - Parameter value: the integer.
  public init(_ value: Int) {
    self = .number(Number(value))
  }

  /// Creates a number value from a double (integral doubles are stored as exact integers).
  /// - Parameter value: the double.
  public init(_ value: Double) {
    self = .number(Number(value))
  }

  /// Creates a string value.
  /// - Parameter value: the string.
  public init(_ value: String) {
    self = .string(value)
  }

  /// Creates a boolean value.
  /// - Parameter value: the boolean.
  public init(_ value: Bool) {
    self = .bool(value)
  }
}
