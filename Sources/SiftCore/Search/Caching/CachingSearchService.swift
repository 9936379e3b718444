/// A ``SearchService`` wrapper that answers repeated searches from memory and shares identical
/// searches in flight.
///
/// ```swift
/// let service = CachingSearchService(wrapping: AlgoliaSearchService(appID: "…", apiKey: "…"))
/// let searcher = HitsSearcher(service: service, indexName: "products")
/// // typing "tv", deleting the "v" and typing it again searches "tv" once
/// ```
///
/// - **In flight:** a query identical to one whose call has not returned yet waits for that
///   call instead of making another; a batch's queries that are neither stored nor in flight go
///   to the backend together, in one call. A call nobody waits for any more (every search that
///   needed it was superseded) is cancelled.
/// - **Stored:** each successful response is kept per query, the least recently used forgotten
///   first beyond ``capacity``, and served for ``timeToLive`` on the injected clock. Errors are
///   never stored: the next identical search calls the backend again.
/// - **Invalidation:** ``invalidate(indexName:)`` and ``invalidateAll()``. When the backend is a
///   ``VersionedSearchService`` (`LocalSearchService` is), a write to an index makes its stored
///   responses stale at once, including responses of calls that were in flight during the
///   write.
///
/// Searches for facet values are cached and shared the same way. The type is `Sendable` and
/// runs off the main actor, as every `SearchService`.
public final class CachingSearchService: VersionedSearchService {
  /// The backend that answers what the cache cannot.
  public let base: any SearchService

  /// The most responses kept (search responses and facet values responses each).
  public let capacity: Int

  /// How long a response is served after it was received.
  public let timeToLive: Duration

  private let searches: ResponseCache<IndexedQuery, SearchResponse>
  private let facetValues: ResponseCache<FacetValuesQuery, FacetValuesResponse>

  /// Wraps `base`.
  ///
  /// - Parameters:
  ///   - base: The backend.
  ///   - capacity: The most responses kept; 0 keeps none (identical searches in flight are
  ///     still shared). 100 by default.
  ///   - timeToLive: How long a response is served; 5 minutes by default.
  ///   - clock: The clock that ages responses; tests pass a `ManualClock`.
  public init(
    wrapping base: any SearchService, capacity: Int = 100, timeToLive: Duration = .seconds(300),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.base = base
    self.capacity = max(0, capacity)
    self.timeToLive = timeToLive
    let versioned = base as? any VersionedSearchService
    let version: @Sendable (String) -> IndexVersion? = { versioned?.indexVersion(named: $0) }
    self.searches = ResponseCache(
      capacity: capacity, timeToLive: timeToLive, clock: clock, indexName: { $0.indexName },
      version: version)
    self.facetValues = ResponseCache(
      capacity: capacity, timeToLive: timeToLive, clock: clock, indexName: { $0.indexName },
      version: version)
  }

  /// The number of search responses kept now.
  public var cachedResponseCount: Int { searches.count }

  /// Answers each query from memory, from an identical call in flight, or from the backend (the
  /// rest of the batch in one call).
  ///
  /// - Parameter queries: The searches.
  /// - Returns: One response per query, in order.
  /// - Throws: What the backend throws; ``SearchError/cancelled`` when the task is cancelled.
  public func search(_ queries: [IndexedQuery]) async throws -> [SearchResponse] {
    let base = base
    return try await searches.values(for: queries) { missing in
      try await base.search(missing)
    }
  }

  /// Answers a facet values search from memory, from an identical call in flight, or from the
  /// backend.
  ///
  /// - Parameter query: The facet values search.
  /// - Returns: The backend's response.
  /// - Throws: What the backend throws; ``SearchError/cancelled`` when the task is cancelled.
  public func searchForFacetValues(_ query: FacetValuesQuery) async throws -> FacetValuesResponse {
    let base = base
    let responses = try await facetValues.values(for: [query]) { missing in
      var responses: [FacetValuesResponse] = []
      for query in missing {
        responses.append(try await base.searchForFacetValues(query))
      }
      return responses
    }
    guard let response = responses.first else {
      throw SearchError.responseCountMismatch(expected: 1, received: 0)
    }
    return response
  }

  /// Forgets the responses of one index (or replica). Calls in flight for it are answered, but
  /// not kept, and later searches do not wait for them.
  ///
  /// - Parameter indexName: The index.
  public func invalidate(indexName: String) {
    searches.invalidate(indexName: indexName)
    facetValues.invalidate(indexName: indexName)
  }

  /// Forgets every response. Calls in flight are answered, but not kept.
  public func invalidateAll() {
    searches.invalidateAll()
    facetValues.invalidateAll()
  }

  /// The backend's version of the index, when the backend is a ``VersionedSearchService``.
  ///
  /// - Parameter indexName: The index.
  /// - Returns: The version, or `nil`.
  public func indexVersion(named indexName: String) -> IndexVersion? {
    (base as? any VersionedSearchService)?.indexVersion(named: indexName)
  }
}
