extension Filter.Numeric {
  /// A numeric comparison operator, spelled as in Algolia's filter syntax.
  public enum Operator: String, Hashable, Sendable, Codable, CaseIterable {
    /// `<`
    case lessThan = "<"
    /// `<=`
    case lessThanOrEqual = "<="
    /// `=`
    case equals = "="
    /// `!=`
    case notEquals = "!="
    /// `>=`
    case greaterThanOrEqual = ">="
    /// `>`
    case greaterThan = ">"

    /// The operator that selects exactly the numbers this one rejects (`<` for `>=`).
    public var inversion: Operator {
      switch self {
      case .lessThan: return .greaterThanOrEqual
      case .lessThanOrEqual: return .greaterThan
      case .equals: return .notEquals
      case .notEquals: return .equals
      case .greaterThanOrEqual: return .lessThan
      case .greaterThan: return .lessThanOrEqual
      }
    }

    /// Compares two numbers with this operator.
    /// - Parameters:
    ///   - lhs: The record's number.
    ///   - rhs: The filter's number.
    /// - Returns: Whether `lhs <op> rhs` holds.
    public func compare(_ lhs: Double, _ rhs: Double) -> Bool {
      switch self {
      case .lessThan: return lhs < rhs
      case .lessThanOrEqual: return lhs <= rhs
      case .equals: return lhs == rhs
      case .notEquals: return lhs != rhs
      case .greaterThanOrEqual: return lhs >= rhs
      case .greaterThan: return lhs > rhs
      }
    }
  }
}
