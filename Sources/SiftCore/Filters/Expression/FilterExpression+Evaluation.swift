extension FilterExpression {
  /// Whether a record satisfies the expression, with Algolia's semantics.
  ///
  /// ```swift
  /// let expression = try FilterExpression(parsing: "color:Red AND price < 20")
  /// expression.matches(["color": ["red", "blue"], "price": 15])  // true
  /// ```
  ///
  /// See ``Filter/matches(_:)`` for how a single filter matches.
  /// - Parameter record: A record.
  /// - Returns: Whether the record is selected.
  public func matches(_ record: JSON) -> Bool {
    switch self {
    case .filter(let filter): return filter.matches(record)
    case .not(let operand): return !operand.matches(record)
    case .and(let operands): return operands.allSatisfy { $0.matches(record) }
    case .or(let operands): return operands.contains { $0.matches(record) }
    }
  }
}

extension Filter {
  /// Whether a record satisfies the filter, with Algolia's semantics.
  ///
  /// - The attribute is looked up as a key, then as a dotted path (`"author.name"`, through
  ///   arrays of objects); an array value matches when any of its elements (nested arrays
  ///   flattened) matches.
  /// - Facet values match case-insensitively, as Algolia's facet filters do: a string value
  ///   matches a string (compared lowercased), a number written the same way (`"42"` matches
  ///   42) or a boolean (`"true"`); a number matches an equal number or a string that reads as
  ///   it; a boolean matches a boolean or the string `"true"` / `"false"`.
  /// - Tags match case-sensitively, as Algolia's tag filters do: a tag matches a string of
  ///   `_tags` equal to it (`TEDx` does not match `tedx`).
  /// - Numeric filters only consider numbers; a comparison or range matches when any number
  ///   satisfies it. `!=` matches when no number equals the value (so it is exactly
  ///   `NOT attribute = value`).
  /// - A negated filter matches exactly the records the filter does not match, including
  ///   records that lack the attribute. Scores do not affect matching.
  ///
  /// - Parameter record: A record.
  /// - Returns: Whether the record is selected.
  public func matches(_ record: JSON) -> Bool {
    let matched: Bool
    let values = record.scalarValues(of: attribute.name)
    switch self {
    case .facet(let facet):
      matched = values.contains { Self.facetValue(facet.value, matches: $0) }
    case .tag(let tag):
      matched = values.contains { $0 == .string(tag.value) }
    case .numeric(let numeric):
      let numbers = values.compactMap(\.doubleValue)
      switch numeric.value {
      case .comparison(.notEquals, let number):
        matched = !numbers.contains(number)
      case .comparison(let op, let number):
        matched = numbers.contains { op.compare($0, number) }
      case .range(let range):
        matched = numbers.contains { range.contains($0) }
      }
    }
    return matched != isNegated
  }

  private static func facetValue(_ value: Facet.Value, matches element: JSON) -> Bool {
    switch (value, element) {
    case (.string(let string), .string(let other)):
      return string.lowercased() == other.lowercased()
    case (.string(let string), .number(let number)):
      return Double(string).map { $0 == number.doubleValue } ?? false
    case (.string(let string), .bool(let bool)):
      return string.lowercased() == (bool ? "true" : "false")
    case (.number(let number), .number(let other)):
      return number == other.doubleValue
    case (.number(let number), .string(let other)):
      return Double(other).map { $0 == number } ?? false
    case (.bool(let bool), .bool(let other)):
      return bool == other
    case (.bool(let bool), .string(let other)):
      return other.lowercased() == (bool ? "true" : "false")
    default:
      return false
    }
  }
}
