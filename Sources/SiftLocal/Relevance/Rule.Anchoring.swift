extension Rule {
  /// Where a condition's pattern must stand in the query.
  public enum Anchoring: String, Sendable, Hashable, CaseIterable {
    /// The query is the pattern.
    case `is`
    /// The query starts with the pattern.
    case startsWith
    /// The query ends with the pattern.
    case endsWith
    /// The pattern is somewhere in the query.
    case contains
  }
}
