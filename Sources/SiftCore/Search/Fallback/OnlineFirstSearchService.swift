import Foundation

/// A ``SearchService`` that sends searches to one service and, when the network fails, answers
/// them from another: online first, offline when needed. Any two services will do (a hosted
/// backend and a local mirror of it, usually); widgets need no change.
///
/// ```swift
/// let hosted = AlgoliaSearchService(appID: "MYAPP", apiKey: "search-key")  // or any backend
/// let mirror = LocalIndexMirror(source: hosted, indexName: "products", directory: mirrorURL)
/// try mirror.openSaved()
/// let service = OnlineFirstSearchService(online: hosted, offline: mirror.service)
/// let searcher = HitsSearcher(service: service, indexName: "products")
/// ```
///
/// A network failure is a ``SearchError/transport(description:request:)`` of the online service
/// (every host unreachable, timed out or failing with 5xx, as the hosted adapters report it).
/// After one, searches go straight to the offline service for ``retryOnlineAfter``, so that
/// typing offline does not wait on the network at each keystroke; then the online service is
/// tried again. Any other error of the online service (a 4xx, an undecodable reply, a
/// cancellation) is thrown as it is.
///
/// Each response says which service answered (``SearchResponse/answeredBy``). When both fail,
/// the error is ``OnlineFirstSearchError/unavailable(hosted:mirror:)``.
public final class OnlineFirstSearchService: SearchService, @unchecked Sendable {
  /// The service asked first (a hosted backend).
  public let online: any SearchService
  /// The service asked when the network fails (a local mirror).
  public let offline: any SearchService
  /// How long searches go to the offline service after a network failure before the online
  /// service is tried again.
  public let retryOnlineAfter: Duration

  private let elapsed: @Sendable () -> Duration
  private let lock = NSLock()
  /// When the last network failure happened (guarded by `lock`).
  private var failure: (at: Duration, error: SearchError)?

  /// Creates the service.
  /// - Parameters:
  ///   - online: the service asked first (`AlgoliaSearchService`, `TypesenseSearchService`, …).
  ///   - offline: the service asked when the network fails (a `LocalIndexMirror`'s `service`,
  ///     or any local service).
  ///   - retryOnlineAfter: how long to answer offline after a network failure.
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

  /// Whether searches go to the offline service now (a network failure less than
  /// `retryOnlineAfter` ago).
  public var isOffline: Bool { recentFailure() != nil }

  /// Searches online, or offline when the network fails.
  /// - Parameter queries: the searches.
  /// - Returns: one response per query, each saying which service answered.
  /// - Throws: the online service's `SearchError` when it is not a network failure;
  ///   ``OnlineFirstSearchError`` when the offline service fails too.
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
