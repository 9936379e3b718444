import SiftCore

extension AlgoliaSearchService {
  /// One page of an index's records, as `browse` returns it.
  public struct BrowsePage: Sendable, Hashable {
    /// The records.
    public var hits: [JSON]
    /// The cursor of the next page; `nil` on the last page.
    public var cursor: String?
    /// The number of records the browse goes through (`nbHits`), when the reply gives it.
    public var nbHits: Int?

    /// Creates a page.
    /// - Parameters:
    ///   - hits: the records.
    ///   - cursor: the cursor of the next page; `nil` on the last page.
    ///   - nbHits: the number of records browsed.
    public init(hits: [JSON], cursor: String?, nbHits: Int?) {
      self.hits = hits
      self.cursor = cursor
      self.nbHits = nbHits
    }
  }
}
