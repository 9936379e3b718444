import Foundation
import SiftCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A ``SiftCore/SearchService`` over Algolia's REST API, with Algolia's retry strategy and no
/// dependencies.
///
/// Swapping the embedded engine for a hosted one is one line; every widget stays as it is:
///
/// ```swift
/// let service = AlgoliaSearchService(appID: "MYAPP", apiKey: "search-only-key")
/// let searcher = HitsSearcher(service: service, indexName: "products")
/// ```
///
/// Searches go to the multiple-queries endpoint (`POST /1/indexes/*/queries`, strategy
/// `none`), facet values searches to `POST /1/indexes/{index}/facets/{attribute}/query`, each
/// with the search parameters URL-encoded in `params` as Algolia expects.
///
/// **Retry strategy.** A call tries every host once, in order, until one answers: the read
/// host `{appID}-dsn.algolia.net` first, then `{appID}-1/2/3.algolianet.com` in an order shuffled
/// when the service is made (or the ``Host``s you pass, in your order). A network error, a
/// timeout or a status that is neither 2xx nor 4xx moves on to the next host, and puts the host
/// that failed at the back of the order for ``Configuration/hostDownDelay``. A 4xx is the
/// caller's mistake and is not retried, except a `429 Too Many Requests` with a `Retry-After`
/// (see ``Configuration/maximumRetryAfter``). The attempt after `n` failed ones times out after
/// ``Configuration/readTimeout`` × (`n` + 1); as in Algolia's clients, a host that timed out
/// keeps a longer timeout, ``Configuration/readTimeout`` × (its timeouts + 1), until
/// ``Configuration/hostDownDelay`` has passed since its last timeout, so that a slow but healthy
/// host ends up answering in time. ``RequestOptions`` give one call its own headers and
/// timeout.
///
/// **Errors** are ``SiftCore/SearchError``s:
/// - `.http(status:message:request:)` for a 4xx, with the `message` of Algolia's error body;
/// - `.decoding(description:request:)` for a reply that is not the expected JSON, naming the key
///   path (`results[0].nbHits`) or the line and column of a syntax error;
/// - `.transport(description:request:)` when every host failed, naming each host and why;
/// - `.responseCountMismatch` when the reply has a different number of results than queries;
/// - `.cancelled` when the calling task is cancelled: the HTTP request in flight is cancelled
///   too, so a superseded search stops using the network.
public final class AlgoliaSearchService: SearchService {
  /// The version of Sift sent in the user agent.
  public static let siftVersion = "0.1.0"

  /// The default user agent, `Sift (<version>)`, sent as `User-Agent` and `X-Algolia-Agent`.
  public static let defaultUserAgent = "Sift (\(siftVersion))"

  /// The Algolia application ID.
  public let appID: String
  /// The hosts in their configured order (the order of a call also depends on recent failures).
  public let hosts: [Host]
  /// The timeouts, retry memory and extra headers.
  public let configuration: Configuration

  private let apiKey: String
  private let transport: URLSessionTransport
  private let failover: HostFailover<Host>
  private let clock: any Clock<Duration>

  /// Creates a service for an Algolia application.
  ///
  /// ```swift
  /// // Algolia's hosts:
  /// let service = AlgoliaSearchService(appID: "MYAPP", apiKey: "search-only-key")
  /// // A proxy, a gateway or a test server:
  /// let local = AlgoliaSearchService(
  ///   appID: "MYAPP", apiKey: "key",
  ///   hosts: [AlgoliaSearchService.Host("127.0.0.1", scheme: .http, port: 8080)])
  /// ```
  /// - Parameters:
  ///   - appID: The application ID, sent as `X-Algolia-Application-Id`.
  ///   - apiKey: A search API key, sent as `X-Algolia-API-Key`.
  ///   - hosts: The hosts to try, in order; `nil` for ``defaultHosts(appID:)``.
  ///   - configuration: Timeouts, the host-down delay and extra headers.
  ///   - clock: The clock that times request timeouts and ``Configuration/hostDownDelay``;
  ///     tests pass a `ManualClock`.
  public init(
    appID: String, apiKey: String, hosts: [Host]? = nil,
    configuration: Configuration = Configuration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    let hosts = hosts ?? Self.defaultHosts(appID: appID)
    self.appID = appID
    self.apiKey = apiKey
    self.hosts = hosts
    self.configuration = configuration
    self.transport = URLSessionTransport()
    self.clock = clock
    self.failover = HostFailover(
      hosts: hosts, downDelay: configuration.hostDownDelay, clock: clock)
  }

  deinit {
    transport.invalidate()
  }

  /// Algolia's read hosts for an application: `{appID}-dsn.algolia.net`, then
  /// `{appID}-1.algolianet.com`, `-2` and `-3` in random order, all HTTPS.
  ///
  /// - Parameter appID: The application ID.
  /// - Returns: The four hosts.
  public static func defaultHosts(appID: String) -> [Host] {
    var generator = SystemRandomNumberGenerator()
    return defaultHosts(appID: appID, using: &generator)
  }

  /// Algolia's read hosts, the fallbacks shuffled with `generator`.
  ///
  /// - Parameters:
  ///   - appID: The application ID.
  ///   - generator: The source of randomness for the fallbacks' order.
  /// - Returns: The four hosts, the DSN host first.
  public static func defaultHosts(
    appID: String, using generator: inout some RandomNumberGenerator
  ) -> [Host] {
    let fallbacks = (1...3).map { Host("\(appID)-\($0).algolianet.com") }
    return [Host("\(appID)-dsn.algolia.net")] + fallbacks.shuffled(using: &generator)
  }

  /// Runs several searches in one request to the multiple-queries endpoint.
  ///
  /// - Parameter queries: The searches, each against an index.
  /// - Returns: One response per query, in order.
  /// - Throws: ``SiftCore/SearchError``; see the type's documentation.
  public func search(_ queries: [IndexedQuery]) async throws -> [SearchResponse] {
    try await search(queries, options: RequestOptions())
  }

  /// Runs several searches in one request, with headers and a timeout of their own.
  ///
  /// ```swift
  /// let responses = try await service.search(
  ///   [IndexedQuery(indexName: "products", query: SearchQuery("phone"))],
  ///   options: .init(headers: ["X-Algolia-UserToken": "user-42"], readTimeout: .seconds(1)))
  /// ```
  /// - Parameters:
  ///   - queries: The searches, each against an index.
  ///   - options: Headers and a timeout for this call.
  /// - Returns: One response per query, in order.
  /// - Throws: ``SiftCore/SearchError``; see the type's documentation.
  public func search(_ queries: [IndexedQuery], options: RequestOptions) async throws
    -> [SearchResponse]
  {
    let request = SearchError.Request.search(queries)
    guard !queries.isEmpty else { return [] }
    let reply = try await perform(
      .multipleQueries(queries), request: request, options: options,
      as: AlgoliaReplyDecoding.MultipleQueriesReply.self)
    guard reply.results.count == queries.count else {
      throw SearchError.responseCountMismatch(
        expected: queries.count, received: reply.results.count)
    }
    return reply.results
  }

  /// Searches the values of one facet.
  ///
  /// - Parameter query: The attribute, the text typed and the search the values must match.
  /// - Returns: The matching facet values.
  /// - Throws: ``SiftCore/SearchError``; see the type's documentation.
  public func searchForFacetValues(_ query: FacetValuesQuery) async throws -> FacetValuesResponse {
    try await searchForFacetValues(query, options: RequestOptions())
  }

  /// Searches the values of one facet, with headers and a timeout of its own.
  ///
  /// - Parameters:
  ///   - query: The attribute, the text typed and the search the values must match.
  ///   - options: Headers and a timeout for this call.
  /// - Returns: The matching facet values.
  /// - Throws: ``SiftCore/SearchError``; see the type's documentation.
  public func searchForFacetValues(_ query: FacetValuesQuery, options: RequestOptions)
    async throws -> FacetValuesResponse
  {
    try await perform(
      .facetValues(query), request: .facetValues(query), options: options,
      as: FacetValuesResponse.self)
  }

  // MARK: - The retry strategy

  func perform<Reply: Decodable & Sendable>(
    _ endpoint: AlgoliaEndpoint, request: SearchError.Request,
    options: RequestOptions = RequestOptions(), as type: Reply.Type
  ) async throws -> Reply {
    guard !hosts.isEmpty else {
      throw SearchError.invalidRequest("No Algolia host is configured for the \(request)")
    }
    var callConfiguration = self.configuration
    callConfiguration.readTimeout = options.readTimeout ?? callConfiguration.readTimeout
    let configuration = callConfiguration
    let body = endpoint.body.encodedData()
    let transport = self.transport
    let outcome = await failover.call(
      timeout: { configuration.timeout(afterFailedAttempts: $0) },
      retryDelay: { reply, waits in
        guard reply.status == 429, waits < configuration.rateLimitRetries,
          let delay = RetryAfter.delay(reply.retryAfter), delay <= configuration.maximumRetryAfter
        else { return nil }
        return delay
      },
      failureMessage: { AlgoliaReplyDecoding.errorMessage(from: $0.body, status: $0.status) },
      send: { [self] host, timeout in
        guard let url = host.url(percentEncodedPath: endpoint.path) else {
          throw DescribedError(description: "not a valid URL host")
        }
        return try await transport.send(
          makeURLRequest(
            url: url, method: endpoint.method, body: body, timeout: timeout, options: options,
            configuration: configuration))
      })
    switch outcome {
    case .cancelled:
      throw SearchError.cancelled
    case .exhausted(let failures):
      let tried = failures.map(\.description).joined(separator: "; ")
      throw SearchError.transport(
        description: "All hosts unreachable: \(tried)", request: request)
    case .answered(let reply, _):
      guard reply.status / 100 == 2 else {
        throw SearchError.http(
          status: reply.status,
          message: AlgoliaReplyDecoding.errorMessage(from: reply.body, status: reply.status),
          request: request)
      }
      do {
        return try AlgoliaReplyDecoding.decode(Reply.self, from: reply.body)
      } catch {
        throw SearchError.decoding(description: error.description, request: request)
      }
    }
  }

  private func makeURLRequest(
    url: URL, method: String, body: Data, timeout: Duration, options: RequestOptions,
    configuration: Configuration
  ) -> URLRequest {
    var urlRequest = URLRequest(url: url)
    urlRequest.httpMethod = method
    urlRequest.httpBody = method == "GET" ? nil : body
    // HostFailover's race on the clock enforces the timeout; this is only a backstop.
    urlRequest.timeoutInterval = max(1, 2 * Double(timeout.components.seconds) + 1)
    // The call's own headers are set last, so they win over the configuration's.
    for (name, value) in configuration.additionalHeaders {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    for (name, value) in options.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    urlRequest.setValue(appID, forHTTPHeaderField: "X-Algolia-Application-Id")
    urlRequest.setValue(apiKey, forHTTPHeaderField: "X-Algolia-API-Key")
    urlRequest.setValue(configuration.userAgent, forHTTPHeaderField: "X-Algolia-Agent")
    urlRequest.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
    urlRequest.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
    urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
    return urlRequest
  }
}
