/// Why and where JSON text could not be parsed.
///
/// ```swift
/// do { _ = try JSON.parse(Data("[1, 2,]".utf8)) } catch let error as JSONParseError {
///   print(error)  // "Invalid JSON at line 1, column 7 (byte 6): expected a value, found ']'"
/// }
/// ```
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The kinds of problem, for callers that react to one of them.
  public enum Kind: Sendable, Hashable {
    /// The text is not well-formed JSON; ``JSONParseError/reason`` says how.
    case malformed
    /// Arrays and objects nest more than `maximumDepth` (``JSON/maximumNestingDepth``) levels
    /// deep; ``JSONParseError/offset`` is the `[` or `{` that opens one level too many.
    case nestingTooDeep(maximumDepth: Int)
  }

  /// The kind of problem.
  public var kind: Kind
  /// What went wrong, for example `expected ',' or '}' in object, found 'x'`.
  public var reason: String
  /// The zero-based byte offset in the input where the problem was found.
  public var offset: Int
  /// The one-based line of ``offset``.
  public var line: Int
  /// The one-based column (in bytes) of ``offset``.
  public var column: Int

  /// Creates an error.
  /// - Parameters:
  ///   - reason: what went wrong.
  ///   - offset: the zero-based byte offset.
  ///   - line: the one-based line.
  ///   - column: the one-based column.
  ///   - kind: the kind of problem; malformed text by default.
  public init(reason: String, offset: Int, line: Int, column: Int, kind: Kind = .malformed) {
    self.kind = kind
    self.reason = reason
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// A sentence naming the reason and the position.
  public var description: String {
    "Invalid JSON at line \(line), column \(column) (byte \(offset)): \(reason)"
  }
}
