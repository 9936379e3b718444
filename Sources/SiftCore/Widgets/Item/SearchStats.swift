/// The figures a stats widget shows, taken from a ``SearchResponse``.
///
/// ```swift
/// let stats = SearchStats(response)
/// DefaultStatsPresenter().present(stats)  // "1,234 results (3ms)"
/// ```
public struct SearchStats: Sendable, Hashable {
  /// The number of hits matched (`nbHits`).
  public var totalHitsCount: Int
  /// Hits per page (`hitsPerPage`).
  public var hitsPerPage: Int?
  /// The number of pages (`nbPages`).
  public var pagesCount: Int?
  /// The zero-based page (`page`).
  public var page: Int?
  /// The engine's processing time in milliseconds (`processingTimeMS`).
  public var processingTimeMS: Int?
  /// The query text (`query`).
  public var query: String?
  /// Hits sorted by relevance on a virtual replica (`nbSortedHits`).
  public var nbSortedHits: Int?
  /// The relevancy strictness applied (`appliedRelevancyStrictness`).
  public var appliedRelevancyStrictness: Int?

  /// Creates stats.
  /// - Parameters:
  ///   - totalHitsCount: the number of hits matched.
  ///   - hitsPerPage: hits per page.
  ///   - pagesCount: the number of pages.
  ///   - page: the zero-based page.
  ///   - processingTimeMS: processing time in milliseconds.
  ///   - query: the query text.
  ///   - nbSortedHits: hits sorted by relevance.
  ///   - appliedRelevancyStrictness: the relevancy strictness applied.
  public init(
    totalHitsCount: Int, hitsPerPage: Int? = nil, pagesCount: Int? = nil, page: Int? = nil,
    processingTimeMS: Int? = nil, query: String? = nil, nbSortedHits: Int? = nil,
    appliedRelevancyStrictness: Int? = nil
  ) {
    self.totalHitsCount = totalHitsCount
    self.hitsPerPage = hitsPerPage
    self.pagesCount = pagesCount
    self.page = page
    self.processingTimeMS = processingTimeMS
    self.query = query
    self.nbSortedHits = nbSortedHits
    self.appliedRelevancyStrictness = appliedRelevancyStrictness
  }

  /// Takes the figures of a response. A response without `nbHits` counts its `hits`.
  /// - Parameter response: the response.
  public init(_ response: SearchResponse) {
    self.init(
      totalHitsCount: response.nbHits ?? response.hits.count, hitsPerPage: response.hitsPerPage,
      pagesCount: response.nbPages, page: response.page,
      processingTimeMS: response.processingTimeMS, query: response.query,
      nbSortedHits: response.nbSortedHits,
      appliedRelevancyStrictness: response.appliedRelevancyStrictness)
  }
}
