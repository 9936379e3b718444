extension JSON {
  /// The kind of value, for error messages: "a string", "an object", ….
  package var kind: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The value of a record's attribute, as Algolia finds it: a key first, then a dotted path
  /// (`"author.name"`, through arrays of objects).
  ///
  /// - Parameter name: The attribute's name.
  /// - Returns: The value; `nil` when the record has none.
  package func attributeValue(_ name: String) -> JSON? {
    self[name] ?? self[path: name]
  }

  /// The scalar values of a record's attribute (see ``attributeValue(_:)``), nested arrays
  /// flattened: what filters match and facets count.
  ///
  /// - Parameter name: The attribute's name.
  /// - Returns: The scalars, in order; empty when the record has none.
  package func scalarValues(of name: String) -> [JSON] {
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
