import SiftCore

/// How a record's facet value can be found by a facet or tag filter, with the semantics of
/// ``SiftCore/Filter/matches(_:)``: strings and booleans compare lowercased, numbers
/// numerically, and a string that reads as a number matches that number.
enum FilterKey: Sendable, Hashable {
  /// A string (lowercased) or a boolean (`"true"` / `"false"`).
  case text(String)
  /// A JSON number.
  case number(Double)
  /// A JSON string that reads as a number.
  case numericString(Double)

  /// The keys a record value is stored under (a facet column stores them per distinct value:
  /// see ``TextFilterIndex``).
  static func keys(of value: JSON) -> [FilterKey] {
    switch value {
    case .string(let text):
      var keys: [FilterKey] = [.text(text.lowercased())]
      if let number = Double(text), !number.isNaN { keys.append(.numericString(number)) }
      return keys
    case .number(let number):
      return number.doubleValue.isNaN ? [] : [.number(number.doubleValue)]
    case .bool(let flag):
      return [.text(flag ? "true" : "false")]
    default:
      return []
    }
  }

  /// The keys a filter value looks up.
  static func lookups(of value: Filter.Facet.Value) -> [FilterKey] {
    switch value {
    case .string(let text):
      var keys: [FilterKey] = [.text(text.lowercased())]
      if let number = Double(text), !number.isNaN { keys.append(.number(number)) }
      return keys
    case .number(let number):
      return [.number(number), .numericString(number)]
    case .bool(let flag):
      return [.text(flag ? "true" : "false")]
    }
  }
}
