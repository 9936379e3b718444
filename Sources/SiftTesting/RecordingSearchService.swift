import Foundation
import SiftCore

/// Wraps any `SearchService` and records every call that passes through it.
///
/// ```swift
/// let service = RecordingSearchService(wrapping: LocalSearchService(index: index))
/// let searcher = HitsSearcher(service: service, indexName: "products")
/// // … after a search:
/// XCTAssertEqual(service.receivedBatches.count, 1)
/// ```
public final class RecordingSearchService: SearchService, @unchecked Sendable {
  /// The wrapped backend.
  public let base: any SearchService
  private let lock = NSLock()
  private var batches: [[IndexedQuery]] = []
  private var facetValuesQueries: [FacetValuesQuery] = []

  /// Wraps `base`.
  ///
  /// - Parameter base: The backend that answers.
  public init(wrapping base: any SearchService) {
    self.base = base
  }

  /// Every batch received, in arrival order.
  public var receivedBatches: [[IndexedQuery]] {
    lock.withLock { batches }
  }

  /// Every facet values search received, in arrival order.
  public var receivedFacetValuesQueries: [FacetValuesQuery] {
    lock.withLock { facetValuesQueries }
  }

  /// Records the batch and forwards it.
  public func search(_ queries: [IndexedQuery]) async throws -> [SearchResponse] {
    lock.withLock { batches.append(queries) }
    return try await base.search(queries)
  }

  /// Records the query and forwards it.
  public func searchForFacetValues(_ query: FacetValuesQuery) async throws -> FacetValuesResponse {
    lock.withLock { facetValuesQueries.append(query) }
    return try await base.searchForFacetValues(query)
  }
}
