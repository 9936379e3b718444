extension LocalIndexSettings {
  /// How the `exact` criterion treats a one-word query (`exactOnSingleWordQuery`).
  public enum ExactOnSingleWordQuery: String, Sendable, Hashable, CaseIterable {
    /// Exact when an attribute's whole value is the word.
    case attribute
    /// Exact when a word of the record is the query word.
    case word
    /// Never exact.
    case none
  }
}
