extension LocalIndexSettings {
  /// Which query words match as word prefixes (`queryType`).
  public enum QueryType: String, Sendable, Hashable, CaseIterable {
    /// Only the last word (unless the query ends with a space).
    case prefixLast
    /// Every word.
    case prefixAll
    /// No word.
    case prefixNone
  }
}
