/// Why faceting responses could not be merged.
public enum FacetingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The number of responses differs from the number of queries built.
  case responseCountMismatch(expected: Int, received: Int)

  /// A sentence saying what is wrong.
  public var description: String {
    switch self {
    case .responseCountMismatch(let expected, let received):
      return "Expected \(expected) responses, one per query built, but received \(received)."
    }
  }
}
