/// The batch a hits searcher sends for a request, and how the batch's responses become the one
/// response its widgets see: a pure function of the request.
///
/// A request without refinements or disjunctive facets is one query, its ``HitsSearcher/Request/indexedQuery``.
/// Otherwise the plan is disjunctive and hierarchical faceting (see ``FacetingQueryBuilder``):
/// the main query, one query per disjunctive attribute, one per hierarchical level, merged back
/// into the main response.
///
/// ```swift
/// var request = HitsSearcher.Request(indexName: "products", query: SearchQuery("phone"))
/// request.filters.add(
///   Filter.Facet(attribute: "brand", value: "Apple"),
///   toGroupWithID: .or(name: "brand", filterType: .facet))
/// let plan = SearchPlan(request)
/// let response = try plan.merge(try await service.search(plan.queries))
/// ```
///
/// A searcher hands its plan to its scheduler: its own runner, or the batch of the
/// `MultiSearcher` it belongs to, which sends the plans of all its searchers in one call.
public struct SearchPlan: Sendable {
  /// The queries of the batch, in order, main query first.
  public let queries: [IndexedQuery]

  /// Combines the batch's responses (one per query, in order) into the searcher's response.
  /// Throws a `SearchError` when they do not fit the queries.
  public let merge: @Sendable ([SearchResponse]) throws -> SearchResponse

  /// The plan for `request`.
  ///
  /// - Parameter request: What the searcher searches.
  public init(_ request: HitsSearcher.Request) {
    guard request.filters != Filters() || !request.disjunctiveFacets.isEmpty else {
      self = .single(request.indexedQuery)
      return
    }
    let builder = FacetingQueryBuilder(
      query: request.query, indexName: request.indexName, filters: request.filters,
      disjunctiveFacets: request.disjunctiveFacets)
    self.init(queries: builder.build()) { responses in
      do throws(FacetingError) {
        return try builder.aggregate(responses)
      } catch .responseCountMismatch(let expected, let received) {
        throw SearchError.responseCountMismatch(expected: expected, received: received)
      }
    }
  }

  private init(
    queries: [IndexedQuery], merge: @escaping @Sendable ([SearchResponse]) throws -> SearchResponse
  ) {
    self.queries = queries
    self.merge = merge
  }

  /// A plan of one query whose response is the searcher's response.
  private static func single(_ query: IndexedQuery) -> SearchPlan {
    SearchPlan(queries: [query]) { responses in
      guard responses.count == 1, let response = responses.first else {
        throw SearchError.responseCountMismatch(expected: 1, received: responses.count)
      }
      return response
    }
  }
}
