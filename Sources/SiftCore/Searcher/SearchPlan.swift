/// How a searcher turns its request into one `SearchService.search` batch, and the batch's
/// responses back into one response.
///
/// A plain search is one query (``single(_:)``). Faceting that needs several queries (for
/// instance disjunctive faceting, where each refined attribute is counted without its own
/// filters) is a plan with several queries and a merge.
public struct SearchPlan: Sendable {
  /// The queries of the batch, in order.
  public var queries: [IndexedQuery]

  /// Combines the batch's responses (one per query, in order) into the searcher's response.
  public var merge: @Sendable ([SearchResponse]) throws -> SearchResponse

  /// Creates a plan.
  ///
  /// - Parameters:
  ///   - queries: The queries of the batch.
  ///   - merge: Combines their responses; may throw a `SearchError`.
  public init(
    queries: [IndexedQuery], merge: @escaping @Sendable ([SearchResponse]) throws -> SearchResponse
  ) {
    self.queries = queries
    self.merge = merge
  }

  /// A plan of one query whose response is the searcher's response.
  ///
  /// - Parameter query: The query.
  /// - Returns: The plan.
  public static func single(_ query: IndexedQuery) -> SearchPlan {
    SearchPlan(queries: [query]) { responses in
      guard responses.count == 1, let response = responses.first else {
        throw SearchError.responseCountMismatch(expected: 1, received: responses.count)
      }
      return response
    }
  }
}
