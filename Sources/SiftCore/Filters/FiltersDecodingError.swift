/// Why JSON could not be decoded into ``Filters``, and where.
///
/// ```swift
/// do {
///   try filterState.restore(fromJSON: data)
/// } catch {
///   print(error)  // Invalid value at groups[0].filters[1].operator: Unknown operator '=>'; …
/// }
/// ```
public struct FiltersDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of decoding failure.
  public enum Kind: String, Hashable, Sendable {
    /// The bytes are not valid JSON.
    case malformedJSON
    /// A required key is missing.
    case missingKey
    /// A value has the wrong JSON type.
    case typeMismatch
    /// A value is well-typed but not acceptable (unknown operator, inverted range, filter of
    /// the wrong kind for its group, …).
    case invalidValue
  }

  /// What went wrong.
  public var kind: Kind
  /// Where, as a key path such as `groups[0].filters[1].operator`; empty for the whole
  /// document.
  public var path: String
  /// A human-readable explanation.
  public var reason: String

  /// Creates an error.
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - path: Where, as a key path.
  ///   - reason: A human-readable explanation.
  public init(kind: Kind, path: String, reason: String) {
    self.kind = kind
    self.path = path
    self.reason = reason
  }

  /// Translates a `DecodingError`.
  init(_ error: DecodingError) {
    switch error {
    case .keyNotFound(let key, let context):
      self.init(
        kind: .missingKey, path: Self.path(context.codingPath + [key]),
        reason: "Missing key '\(key.stringValue)'.")
    case .typeMismatch(let type, let context):
      self.init(
        kind: .typeMismatch, path: Self.path(context.codingPath),
        reason: "Expected \(type). \(context.debugDescription)")
    case .valueNotFound(let type, let context):
      self.init(
        kind: .typeMismatch, path: Self.path(context.codingPath),
        reason: "Expected \(type), found null. \(context.debugDescription)")
    case .dataCorrupted(let context):
      let isSyntax = context.codingPath.isEmpty && context.underlyingError != nil
      self.init(
        kind: isSyntax ? .malformedJSON : .invalidValue, path: Self.path(context.codingPath),
        reason: context.debugDescription)
    @unknown default:
      self.init(kind: .invalidValue, path: "", reason: "\(error)")
    }
  }

  /// A readable sentence: the kind, the path and the reason.
  public var description: String {
    let label: String
    switch kind {
    case .malformedJSON: label = "Malformed JSON"
    case .missingKey: label = "Missing key"
    case .typeMismatch: label = "Type mismatch"
    case .invalidValue: label = "Invalid value"
    }
    return path.isEmpty ? "\(label): \(reason)" : "\(label) at \(path): \(reason)"
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    var output = ""
    for key in codingPath {
      if let index = key.intValue {
        output += "[\(index)]"
      } else {
        output += output.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return output
  }
}
