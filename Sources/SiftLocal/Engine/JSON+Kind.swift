import SiftCore

extension JSON {
  /// The kind of value, for error messages: "a string", "an array", ….
  var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The value for an attribute name, as a key first and then as a dotted path (the lookup
  /// filters use).
  func attributeValue(_ name: String) -> JSON? {
    self[name] ?? self[path: name]
  }

  /// The scalar values of an attribute, nested arrays flattened.
  func scalarValues(of name: String) -> [JSON] {
    guard let value = attributeValue(name) else { return [] }
    var scalars: [JSON] = []
    func collect(_ value: JSON) {
      if case .array(let elements) = value {
        for element in elements { collect(element) }
      } else {
        scalars.append(value)
      }
    }
    collect(value)
    return scalars
  }
}
