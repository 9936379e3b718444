/// A JSON value: the currency of records, hits and unmodelled search parameters.
///
/// ```swift
/// let record: JSON = ["name": "Amazon Echo", "price": 99.99, "tags": ["audio", "voice"]]
/// record["name"]?.stringValue                        // "Amazon Echo"
/// record[path: "tags.0"]                             // "audio"
/// let parsed = try JSON.parse(Data(#"{"objectID":"1"}"#.utf8))
/// ```
///
/// Numbers are ``JSON/Number`` values: integers are kept exactly as `Int64` (so
/// `9007199254740993` and `Int64.max` round-trip), anything else is a `Double`. Equality compares
/// numeric values, so `3` equals `3.0`.
///
/// Objects are unordered dictionaries: two objects are equal when they hold the same keys and
/// values, and every encoding this type produces writes keys sorted, so output is deterministic.
public enum JSON: Sendable, Hashable {
  /// The JSON `null` literal.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number: an exact 64-bit integer or a double.
  case number(Number)
  /// A string.
  case string(String)
  /// An ordered array of values.
  case array([JSON])
  /// An object: string keys to values. Key order is not significant.
  case object([String: JSON])
}
