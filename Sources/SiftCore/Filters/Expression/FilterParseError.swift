/// Why a `filters` string could not be parsed, and where.
///
/// Offsets are 0-based counts of `Character`s (what an editor shows) from the start of the
/// string.
///
/// ```swift
/// do {
///   _ = try FilterExpression(parsing: "brand:Apple AND (price < 10")
/// } catch {
///   print(error)  // Unbalanced parenthesis at offset 16.
/// }
/// ```
public enum FilterParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Something else was found (or the input ended) where the named element was required:
  /// `"a filter"`, `"value"`, `"number"`, `"':' or a comparison operator"`, …
  case expected(String, at: Int)
  /// A `(` never closed (offset of the `(`), or a `)` never opened (offset of the `)`).
  case unbalancedParenthesis(at: Int)
  /// A quoted attribute or value with no closing quote (offset of the opening quote).
  case unterminatedQuote(at: Int)
  /// A comparison operator that is not one of `<`, `<=`, `=`, `!=`, `>=`, `>`.
  case unknownOperator(String, at: Int)
  /// A number that cannot be read, or is not finite.
  case invalidNumber(String, at: Int)
  /// A range whose lower bound exceeds its upper bound (offset of the lower bound).
  case invalidRange(lower: Double, upper: Double, at: Int)
  /// A malformed `<score=N>` suffix.
  case invalidScore(String, at: Int)
  /// Parentheses and `NOT`s nested more than `maximumDepth`
  /// (``FilterExpression/maximumNestingDepth``) levels deep: the offset of the `(` or `NOT`
  /// that opens one level too many.
  case nestingTooDeep(maximumDepth: Int, at: Int)

  /// The 0-based `Character` offset of the problem.
  public var offset: Int {
    switch self {
    case .expected(_, let offset), .unbalancedParenthesis(let offset),
      .unterminatedQuote(let offset), .unknownOperator(_, let offset),
      .invalidNumber(_, let offset), .invalidRange(_, _, let offset),
      .invalidScore(_, let offset), .nestingTooDeep(_, let offset):
      return offset
    }
  }

  /// A sentence saying what is wrong and where.
  public var description: String {
    switch self {
    case .expected(let what, let offset):
      return "Expected \(what) at offset \(offset)."
    case .unbalancedParenthesis(let offset):
      return "Unbalanced parenthesis at offset \(offset)."
    case .unterminatedQuote(let offset):
      return "Unterminated quote: the quote at offset \(offset) is never closed."
    case .unknownOperator(let op, let offset):
      return "Unknown operator '\(op)' at offset \(offset); expected <, <=, =, !=, >= or >."
    case .invalidNumber(let text, let offset):
      return "Invalid number '\(text)' at offset \(offset)."
    case .invalidRange(let lower, let upper, let offset):
      return "Invalid range \(lower) TO \(upper) at offset \(offset): the lower bound exceeds "
        + "the upper bound."
    case .invalidScore(let text, let offset):
      return "Invalid score '\(text)' at offset \(offset); expected <score=N> with an integer N."
    case .nestingTooDeep(let maximumDepth, let offset):
      return "Filters nested too deeply at offset \(offset): parentheses and NOTs may nest at "
        + "most \(maximumDepth) levels deep."
    }
  }
}
