extension FilterExpression: CustomStringConvertible {
  /// The expression in Algolia's `filters` syntax, filters spelled as ``Filter/algoliaFilters``.
  ///
  /// Operands that are themselves `AND` / `OR` combinations are parenthesized (`( a OR b ) AND
  /// c`); `NOT` of a filter is written as the negated filter, `NOT` of anything else as
  /// `NOT ( … )` (which Sift's parser reads but Algolia's engine does not accept). Parsing the
  /// description gives back the ``normalized`` expression. An empty `and` / `or` has no
  /// spelling in the syntax and is written `( )`.
  public var description: String {
    switch self {
    case .filter(let filter):
      return filter.algoliaFilters
    case .not(let operand):
      if case .filter(let filter) = operand {
        return filter.negated().algoliaFilters
      }
      return "NOT ( " + operand.description + " )"
    case .and(let operands):
      return Self.join(operands, with: " AND ")
    case .or(let operands):
      return Self.join(operands, with: " OR ")
    }
  }

  private static func join(_ operands: [FilterExpression], with separator: String) -> String {
    guard !operands.isEmpty else { return "( )" }
    return operands.map { operand in
      switch operand {
      case .and, .or: return "( " + operand.description + " )"
      case .filter, .not: return operand.description
      }
    }.joined(separator: separator)
  }
}
