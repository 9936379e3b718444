import SiftCore

extension TypesenseQueryTranslator {
  /// The search's value of a parameter it does not model, if set (`null` reads as unset).
  func extra(_ name: String) -> JSON? {
    switch query.additionalParameters[name] {
    case nil, .null?: return nil
    case let value?: return value
    }
  }

  /// An unmodelled parameter read as a string.
  func extraString(_ name: String) throws(TypesenseError) -> String? {
    guard let value = extra(name) else { return nil }
    guard case .string(let text) = value else {
      throw .invalidParameter(name: name, reason: "expected a string, found \(value.kind)")
    }
    return text
  }

  /// An unmodelled parameter read as a boolean (`true`, `false`, or those words as strings).
  func extraBool(_ name: String) throws(TypesenseError) -> Bool? {
    switch extra(name) {
    case nil: return nil
    case .bool(let flag)?: return flag
    case .string(let text)? where text == "true" || text == "false": return text == "true"
    case let value?:
      throw .invalidParameter(name: name, reason: "expected a boolean, found \(value.kind)")
    }
  }

  /// An unmodelled parameter read as a list of strings (a single string is a list of one).
  func extraStrings(_ name: String) throws(TypesenseError) -> [String]? {
    switch extra(name) {
    case nil: return nil
    case .string(let text)?: return [text]
    case .array(let values)?:
      var strings: [String] = []
      for value in values {
        guard case .string(let text) = value else {
          throw .invalidParameter(name: name, reason: "expected strings, found \(value.kind)")
        }
        strings.append(text)
      }
      return strings
    case let value?:
      throw .invalidParameter(name: name, reason: "expected a list of strings, found \(value.kind)")
    }
  }

  /// A count that must not be negative.
  func nonNegative(_ value: Int?, _ name: String) throws(TypesenseError) -> Int? {
    guard let value else { return nil }
    guard value >= 0 else {
      throw .invalidParameter(name: name, reason: "expected a non-negative integer, found \(value)")
    }
    return value
  }
}
