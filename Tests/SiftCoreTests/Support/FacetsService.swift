import SiftCore
import SiftTesting

/// A stub backend whose responses count facet values as the test says: `facets(filters)` for the
/// filters of each query (main or faceting), and stats for `price`.
func facetsService(
  facets: @escaping @Sendable (String?) -> [String: [String: Int]],
  stats: @escaping @Sendable (String?) -> [String: FacetStats] = { _ in [:] }
) -> StubSearchService {
  let service = StubSearchService()
  service.respond { indexed in
    SearchResponse(
      nbHits: 10, facets: facets(indexed.query.filters), facetsStats: stats(indexed.query.filters),
      index: indexed.indexName)
  }
  return service
}
