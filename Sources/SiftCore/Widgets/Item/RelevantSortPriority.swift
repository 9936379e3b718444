/// What a relevant-sort replica favours (Algolia's `relevancyStrictness`).
public enum RelevantSortPriority: Sendable, Hashable {
  /// Only the most relevant hits, sorted (`relevancyStrictness` above 0).
  case relevancy
  /// Every hit, sorted (`relevancyStrictness` 0).
  case hitsCount

  /// The priority a response reports, from its `appliedRelevancyStrictness`; nil when the index
  /// is not a relevant-sort replica.
  ///
  /// - Parameter response: A search response.
  public init?(_ response: SearchResponse) {
    guard let strictness = response.appliedRelevancyStrictness else { return nil }
    self = strictness > 0 ? .relevancy : .hitsCount
  }

  /// The other priority.
  public var toggled: RelevantSortPriority {
    self == .relevancy ? .hitsCount : .relevancy
  }

  /// The default texts: a hint about what is shown and the title of the toggle.
  public var defaultText: (hint: String, toggleTitle: String) {
    switch self {
    case .relevancy:
      ("We removed some search results to show you the most relevant ones", "Show all results")
    case .hitsCount: ("Currently showing all results", "Show more relevant results")
    }
  }
}
