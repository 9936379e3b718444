/// What a relevant-sort replica favours (Algolia's `relevancyStrictness`).
public enum RelevantSortPriority: Sendable, Hashable {
  /// Only the most relevant hits, sorted (`relevancyStrictness` above 0).
  case relevancy
  /// Every hit, sorted (`relevancyStrictness` 0).
  case hitsCount

  /// The priority a response reports, from its `appliedRelevancyStrictness`, or, when a
  /// response has none, from `nbSortedHits` (a positive count of sorted hits is relevancy, as
  /// InstantSearch reads it); nil when the index is not a relevant-sort replica.
  ///
  /// - Parameter response: A search response.
  public init?(_ response: SearchResponse) {
    if let strictness = response.appliedRelevancyStrictness {
      self = strictness > 0 ? .relevancy : .hitsCount
    } else if let sortedHits = response.nbSortedHits, sortedHits > 0 {
      self = .relevancy
    } else {
      return nil
    }
  }

  /// The `relevancyStrictness` a search asks for to get this priority: 0 for every hit, and nil
  /// (the replica's own setting) for the most relevant ones.
  public var relevancyStrictness: Int? {
    self == .hitsCount ? 0 : nil
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
