import Foundation
import SiftCore

/// A ``SiftCore/SearchService`` that sends searches to a hosted service and, when the network
/// fails, answers them from a local mirror: online first, offline when needed. Widgets need no
/// change.
///
/// ```swift
/// let hosted = AlgoliaSearchService(appID: "MYAPP", apiKey: "search-key")
/// let mirror = AlgoliaIndexMirror(source: hosted, indexName: "products", directory: mirrorURL)
/// try mirror.openSaved()
/// let service = OnlineFirstSearchService(online: hosted, offline: mirror.service)
/// let searcher = HitsSearcher(service: service, indexName: "products")
/// ```
///
/// A network failure is a `SearchError.transport` of the online service (every host
/// unreachable, timed out or failing with 5xx). After one, searches go straight to the mirror
/// for ``retryOnlineAfter``, so that typing offline does not wait on the network at each
/// keystroke; then the hosted service is tried again. Any other error of the hosted service
/// (a 4xx, an undecodable reply, a cancellation) is thrown as it is.
///
/// Each response says which service answered (``SiftCore/SearchResponse/answeredBy``). When
/// both fail, the error is ``OnlineFirstSearchError/unavailable(hosted:mirror:)``.
public final class OnlineFirstSearchService: SearchService, @unchecked Sendable {
  /// The hosted service.
  public let online: any SearchService
  /// The local mirror.
  public let offline: any SearchService
  /// How long searches go to the mirror after a network failure before the hosted service is
  /// tried again.
  public let retryOnlineAfter: Duration

  private let elapsed: @Sendable () -> Duration
  private let lock = NSLock()
  /// When the last network failure happened (guarded by `lock`).
  private var failure: (at: Duration, error: SearchError)?

  /// Creates the service.
  /// - Parameters:
  ///   - online: the hosted service (an ``AlgoliaSearchService``).
  ///   - offline: the mirror (an ``AlgoliaIndexMirror``'s `service`, or any local service).
  ///   - retryOnlineAfter: how long to answer from the mirror after a network failure.
  ///   - clock: the clock timing `retryOnlineAfter` (tests pass a `ManualClock`).
  public init(
    online: any SearchService, offline: any SearchService,
    retryOnlineAfter: Duration = .seconds(30), clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.online = online
    self.offline = offline
    self.retryOnlineAfter = retryOnlineAfter
    elapsed = Self.stopwatch(clock)
  }

  /// Whether searches go to the mirror now (a network failure less than `retryOnlineAfter`
  /// ago).
  public var isOffline: Bool { recentFailure() != nil }

  /// Searches online, or offline when the network fails.
  /// - Parameter queries: the searches.
  /// - Returns: one response per query, each saying which service answered.
  /// - Throws: the hosted service's `SearchError` when it is not a network failure;
  ///   ``OnlineFirstSearchError`` when the mirror fails too.
  public func search(_ queries: [IndexedQuery]) async throws -> [SearchResponse] {
    try await run(
      online: { try await self.online.search(queries) },
      offline: { try await self.offline.search(queries) },
      mark: { responses, source in
        responses.map { response in
          var response = response
          response.answeredBy = source
          return response
        }
      })
  }

  /// Searches facet values online, or offline when the network fails.
  /// - Parameter query: the facet values search.
  /// - Returns: the values.
  /// - Throws: as ``search(_:)``.
  public func searchForFacetValues(_ query: FacetValuesQuery) async throws -> FacetValuesResponse {
    try await run(
      online: { try await self.online.searchForFacetValues(query) },
      offline: { try await self.offline.searchForFacetValues(query) }, mark: { value, _ in value })
  }

  private func run<Value: Sendable>(
    online: () async throws -> Value, offline: () async throws -> Value,
    mark: (Value, ResponseSource) -> Value
  ) async throws -> Value {
    var networkError = recentFailure()
    if networkError == nil {
      do {
        return mark(try await online(), .hosted)
      } catch let error as SearchError {
        guard case .transport = error else { throw error }
        let now = elapsed()
        lock.withLock { failure = (now, error) }
        networkError = error
      }
    }
    do {
      return mark(try await offline(), .mirror)
    } catch let error as SearchError {
      if case .cancelled = error { throw error }
      throw OnlineFirstSearchError.unavailable(
        hosted: networkError ?? error, mirror: error)
    } catch {
      throw OnlineFirstSearchError.unavailable(
        hosted: networkError ?? .invalidRequest("\(error)"), mirror: .invalidRequest("\(error)"))
    }
  }

  /// The network failure that keeps searches offline now, if any.
  private func recentFailure() -> SearchError? {
    let now = elapsed()
    return lock.withLock {
      guard let failure, now - failure.at < retryOnlineAfter else { return nil }
      return failure.error
    }
  }

  private static func stopwatch<C: Clock>(_ clock: C) -> @Sendable () -> Duration
  where C.Duration == Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
