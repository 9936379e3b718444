/// The backend seam: runs searches in Algolia's request and response shapes.
///
/// Implementations (the embedded engine, Algolia's REST API, test stubs) run off the main
/// actor and must be safe to call concurrently.
///
/// ```swift
/// let responses = try await service.search([
///   IndexedQuery(indexName: "products", query: SearchQuery("phone", hitsPerPage: 20)),
/// ])
/// ```
public protocol SearchService: Sendable {
  /// Runs several searches at once (Algolia's multi-query).
  ///
  /// - Parameter queries: the searches, each against an index.
  /// - Returns: one response per query, in the same order.
  /// - Throws: ``SearchError`` (`.cancelled` when the task is cancelled).
  func search(_ queries: [IndexedQuery]) async throws -> [SearchResponse]

  /// Searches the values of one facet (Algolia's search for facet values).
  ///
  /// - Parameter query: the attribute, the text typed and the search the values must match.
  /// - Returns: the matching facet values with their counts.
  /// - Throws: ``SearchError``.
  func searchForFacetValues(_ query: FacetValuesQuery) async throws -> FacetValuesResponse
}
