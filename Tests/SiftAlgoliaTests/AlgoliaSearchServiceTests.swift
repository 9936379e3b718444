import Foundation
import SiftAlgolia
import SiftCore
import SiftTestSupport
import SiftTesting
import XCTest

/// `AlgoliaSearchService` against real HTTP servers on 127.0.0.1: request shape, decoding of
/// real Algolia responses, the retry strategy, typed errors and cancellation.
final class AlgoliaSearchServiceTests: XCTestCase {
  private static let oneResult = Reply.json(["results": [["hits": [], "nbHits": 0]]])
  private typealias Reply = AlgoliaTestServer.Reply

  // MARK: - Request shape

  func test_search_postsTheBatchToTheMultipleQueriesEndpoint_withAlgoliasHeadersAndParams()
    async throws
  {
    let server = try await startServer(hostCount: 1)
    try await server.script(
      0, otherwise: .json(["results": [["nbHits": 1], ["nbHits": 2]]]))
    let service = makeService(hosts: [server.host(0)])
    _ = try await service.search([
      IndexedQuery(indexName: "products", query: SearchQuery("red phone", hitsPerPage: 20)),
      IndexedQuery(indexName: "brands", query: SearchQuery(facetFilters: ["type:shop"])),
    ])
    let requests = try await server.requests(0)
    XCTAssertEqual(requests.count, 1)
    let request = try XCTUnwrap(requests.first)
    XCTAssertEqual(request.method, "POST")
    XCTAssertEqual(request.path, "/1/indexes/*/queries")
    XCTAssertEqual(request.headers["x-algolia-application-id"], "TESTAPP")
    XCTAssertEqual(request.headers["x-algolia-api-key"], "test-key")
    XCTAssertEqual(request.headers["x-algolia-agent"], "Sift (\(AlgoliaSearchService.siftVersion))")
    XCTAssertEqual(request.headers["user-agent"], "Sift (\(AlgoliaSearchService.siftVersion))")
    XCTAssertEqual(request.headers["content-type"], "application/json; charset=utf-8")
    XCTAssertEqual(
      try request.json(),
      [
        "requests": [
          ["indexName": "products", "params": "hitsPerPage=20&query=red%20phone"],
          ["indexName": "brands", "params": "facetFilters=%5B%22type%3Ashop%22%5D"],
        ],
        "strategy": "none",
      ])
  }

  func test_searchForFacetValues_postsToTheFacetEndpoint_withFacetQueryAndSearchParams()
    async throws
  {
    let server = try await startServer(hostCount: 1)
    try await server.script(
      0,
      otherwise: .json([
        "facetHits": [["value": "Apple", "highlighted": "<em>App</em>le", "count": 12]],
        "exhaustiveFacetsCount": true, "processingTimeMS": 1,
      ]))
    let service = makeService(hosts: [server.host(0)])
    let response = try await service.searchForFacetValues(
      FacetValuesQuery(
        indexName: "my products", attribute: "brand/name", facetQuery: "app",
        query: SearchQuery("phone"), maxFacetHits: 5))
    XCTAssertEqual(
      response,
      FacetValuesResponse(
        facetHits: [FacetHit(value: "Apple", highlighted: "<em>App</em>le", count: 12)],
        exhaustiveFacetsCount: true, processingTimeMS: 1))
    let received = try await server.requests(0)
    let request = try XCTUnwrap(received.first)
    XCTAssertEqual(request.method, "POST")
    XCTAssertEqual(request.path, "/1/indexes/my%20products/facets/brand%2Fname/query")
    XCTAssertEqual(request.headers["x-algolia-api-key"], "test-key")
    XCTAssertEqual(try request.json(), ["params": "facetQuery=app&maxFacetHits=5&query=phone"])
  }

  func test_additionalHeaders_areSent_butCannotReplaceTheCredentials() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.script(0, otherwise: Self.oneResult)
    let service = AlgoliaSearchService(
      appID: "TESTAPP", apiKey: "test-key", hosts: [server.host(0)],
      configuration: .init(
        additionalHeaders: ["X-Algolia-UserToken": "user-42", "X-Algolia-API-Key": "other"]))
    _ = try await service.search([IndexedQuery(indexName: "products", query: SearchQuery())])
    let received = try await server.requests(0)
    let request = try XCTUnwrap(received.first)
    XCTAssertEqual(request.headers["x-algolia-usertoken"], "user-42")
    XCTAssertEqual(request.headers["x-algolia-api-key"], "test-key")
  }

  func test_anEmptyBatch_sendsNothing() async throws {
    let service = makeService(hosts: [AlgoliaSearchService.Host("127.0.0.1", port: 9)])
    let responses = try await service.search([])
    XCTAssertEqual(responses, [])
  }

  // MARK: - Decoding real responses

  func test_search_decodesRealAlgoliaResponses_likeTheModelDecodesThem() async throws {
    let names = try SharedData.responseFixtureNames()
    var fixtures: [(name: String, json: JSON)] = []
    for name in names {
      // Trailing commas in the shared fixtures are cleaned by `SharedData.fixture(named:)`.
      let json = try JSON.parse(try SharedData.fixture(named: name))
      // Some fixtures are record lists for the embedded engine, not responses.
      if case .object = json { fixtures.append((name, json)) }
    }
    XCTAssertFalse(fixtures.isEmpty, "no response fixtures among \(names)")
    let server = try await startServer(hostCount: 1)
    try await server.script(0, otherwise: .json(["results": .array(fixtures.map(\.json))]))
    let service = makeService(hosts: [server.host(0)])
    let queries = fixtures.map { IndexedQuery(indexName: $0.name, query: SearchQuery()) }
    let responses = try await service.search(queries)
    XCTAssertEqual(responses.count, fixtures.count)
    for (response, fixture) in zip(responses, fixtures) {
      XCTAssertEqual(response, try fixture.json.decode(SearchResponse.self), fixture.name)
      XCTAssertEqual(response.nbHits, 596, fixture.name)
    }
    let facets = try XCTUnwrap(
      zip(responses, fixtures).first { $0.1.name == "SearchResultFacets.json" }?.0.facets)
    XCTAssertEqual(facets["type"]?["book"], 357)
  }

  // MARK: - Retry strategy

  func test_aHostThatIsDown_isSkippedForTheNextHost() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.script(0, otherwise: Self.oneResult)
    let service = makeService(hosts: [server.closedHost, server.host(0)])
    let responses = try await service.search([IndexedQuery(indexName: "p", query: SearchQuery())])
    XCTAssertEqual(responses.first?.nbHits, 0)
    let requests = try await server.requests(0)
    XCTAssertEqual(requests.count, 1)
  }

  func test_aHostThatTimesOut_isAbandonedForTheNextHost_onTheInjectedClock() async throws {
    let server = try await startServer(hostCount: 2)
    try await server.script(0, otherwise: .hang)
    try await server.script(1, otherwise: Self.oneResult)
    let clock = ManualClock()
    let service = AlgoliaSearchService(
      appID: "TESTAPP", apiKey: "test-key", hosts: [server.host(0), server.host(1)],
      configuration: .init(readTimeout: .seconds(60)), clock: clock)
    // On wall time, the hung host's late reply (after 5 s) would come first and fail this test.
    let queries = [IndexedQuery(indexName: "p", query: SearchQuery())]
    let search = Task { try await service.search(queries) }
    try await server.waitForRequests(0, count: 1)
    let waiting = ContinuousClock.now
    while clock.pendingSleepCount == 0 {  // the timeout is armed on the injected clock
      guard ContinuousClock.now - waiting < .seconds(5) else {
        search.cancel()
        return XCTFail("the request timeout does not wait on the injected clock")
      }
      await Task.yield()
    }
    let beforeTimeout = try await server.requests(1).count
    XCTAssertEqual(beforeTimeout, 0, "the next host waits for the timeout")
    await clock.advance(by: .seconds(60))
    let responses = try await search.value
    XCTAssertEqual(responses.count, 1)
    let first = try await server.requests(0)
    let second = try await server.requests(1)
    XCTAssertEqual(first.count, 1)
    XCTAssertEqual(second.count, 1)
  }

  func test_aHostAnswering5xx_isRetriedOnTheNextHost() async throws {
    let server = try await startServer(hostCount: 2)
    try await server.script(
      0, otherwise: .json(["message": "overloaded", "status": 503], status: 503))
    try await server.script(1, otherwise: Self.oneResult)
    let service = makeService(hosts: [server.host(0), server.host(1)])
    let responses = try await service.search([IndexedQuery(indexName: "p", query: SearchQuery())])
    XCTAssertEqual(responses.count, 1)
    let second = try await server.requests(1)
    XCTAssertEqual(second.count, 1)
  }

  func test_a4xx_isNotRetried_andCarriesAlgoliasMessage() async throws {
    let server = try await startServer(hostCount: 2)
    try await server.script(
      0, otherwise: .json(["message": "Index does not exist", "status": 404], status: 404))
    try await server.script(1, otherwise: Self.oneResult)
    let service = makeService(hosts: [server.host(0), server.host(1)])
    let queries = [IndexedQuery(indexName: "missing", query: SearchQuery("a"))]
    do {
      _ = try await service.search(queries)
      XCTFail("expected an HTTP error")
    } catch let error as SearchError {
      XCTAssertEqual(
        error, .http(status: 404, message: "Index does not exist", request: .search(queries)))
    }
    let second = try await server.requests(1)
    XCTAssertEqual(second.count, 0, "a 4xx is not retried")
  }

  func test_a4xxWithoutAJSONBody_carriesTheBodyText_andTheFacetRequest() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.script(0, otherwise: Reply(status: 403, body: "Invalid API key\n"))
    let service = makeService(hosts: [server.host(0)])
    let query = FacetValuesQuery(indexName: "products", attribute: "brand", facetQuery: "a")
    do {
      _ = try await service.searchForFacetValues(query)
      XCTFail("expected an HTTP error")
    } catch let error as SearchError {
      XCTAssertEqual(
        error, .http(status: 403, message: "Invalid API key", request: .facetValues(query)))
    }
  }

  func test_concurrentCalls_eachGetTheirOwnReply() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.script(0, otherwise: Self.oneResult)
    let service = makeService(hosts: [server.host(0)])
    let counts = try await withThrowingTaskGroup(of: Int.self) { group in
      for index in 0..<8 {
        group.addTask {
          let query = IndexedQuery(indexName: "i\(index)", query: SearchQuery())
          return try await service.search([query]).count
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    XCTAssertEqual(counts, Array(repeating: 1, count: 8))
    let requests = try await server.requests(0)
    XCTAssertEqual(requests.count, 8)
  }

  func test_whenEveryHostFails_theTransportErrorNamesEachHostAndWhy_withGrowingTimeouts()
    async throws
  {
    let server = try await startServer(hostCount: 2)
    try await server.script(0, otherwise: Reply(status: 502, body: "bad gateway"))
    try await server.script(1, otherwise: .hang)
    // Attempts time out after 150, 300 and 450 ms: the host that answers comes second, so a
    // busy machine has 300 ms to get its 502 through.
    let hosts = [server.closedHost, server.host(0), server.host(1)]
    let service = makeService(hosts: hosts, readTimeout: .milliseconds(150))
    let queries = [IndexedQuery(indexName: "p", query: SearchQuery())]
    do {
      _ = try await service.search(queries)
      XCTFail("expected a transport error")
    } catch SearchError.transport(let description, let request) {
      XCTAssertEqual(request, .search(queries))
      XCTAssertTrue(description.hasPrefix("All hosts unreachable: \(hosts[0]) ("), description)
      XCTAssertTrue(description.contains("; \(hosts[1]) (HTTP 502: bad gateway); "), description)
      XCTAssertTrue(
        description.hasSuffix("; \(hosts[2]) (timed out after 0.45 seconds)"), description)
    }
  }

  func test_aFailedHost_isTriedLast_untilTheHostDownDelayHasPassed() async throws {
    let server = try await startServer(hostCount: 2)
    try await server.script(0, [Reply(status: 500, body: "oops")], otherwise: Self.oneResult)
    try await server.script(1, otherwise: Self.oneResult)
    let clock = ManualClock()
    let service = AlgoliaSearchService(
      appID: "TESTAPP", apiKey: "test-key", hosts: [server.host(0), server.host(1)],
      configuration: .init(readTimeout: .seconds(2), hostDownDelay: .seconds(60)),
      clock: clock)
    let queries = [IndexedQuery(indexName: "p", query: SearchQuery())]

    _ = try await service.search(queries)  // host 0 fails, host 1 answers
    _ = try await service.search(queries)  // host 1 first now
    var counts = (try await server.requests(0).count, try await server.requests(1).count)
    XCTAssertEqual(counts.0, 1, "the failed host was not tried again")
    XCTAssertEqual(counts.1, 2)

    await clock.advance(by: .seconds(59))
    _ = try await service.search(queries)
    counts = (try await server.requests(0).count, try await server.requests(1).count)
    XCTAssertEqual(counts.0, 1, "still within the delay")

    await clock.advance(by: .seconds(1))
    _ = try await service.search(queries)
    counts = (try await server.requests(0).count, try await server.requests(1).count)
    XCTAssertEqual(counts.0, 2, "back in first place after the delay")
    XCTAssertEqual(counts.1, 3)
  }

  func test_aSlowHost_keepsALongerTimeout_untilItsStateExpires_soItEndsUpAnswering()
    async throws
  {
    let server = try await startServer(hostCount: 1)
    // The host needs more than the base timeout the first time, then 0.3 s of wall time.
    try await server.script(
      0, [.hang], otherwise: Reply(body: #"{"results": [{"nbHits": 0}]}"#, delay: 0.3))
    let clock = SleepRecordingClock()
    let service = AlgoliaSearchService(
      appID: "TESTAPP", apiKey: "test-key", hosts: [server.host(0)],
      configuration: .init(readTimeout: .seconds(1), hostDownDelay: .seconds(120)), clock: clock)
    let queries = [IndexedQuery(indexName: "p", query: SearchQuery())]

    let first = Task { try await service.search(queries) }
    let firstArmed = await clock.waitForSleeps(count: 1)
    XCTAssertTrue(firstArmed)
    // Timed out before it reached the host, the first request would leave the hang to the
    // second, whose wall-time backstop (5 s) then races the hang's 5 s.
    try await server.waitForRequests(0, count: 1)
    await clock.manual.advance(by: .seconds(1))
    let firstResult = await first.result
    XCTAssertThrowsError(try firstResult.get(), "the only host timed out")
    XCTAssertEqual(clock.sleeps, [.seconds(1)])

    // The next call waits twice as long: the host answers within it.
    let second = Task { try await service.search(queries) }
    let secondArmed = await clock.waitForSleeps(count: 2)
    XCTAssertTrue(secondArmed)
    XCTAssertEqual(clock.sleeps.last, .seconds(2))
    await clock.manual.advance(by: .milliseconds(1_500))
    let answered = try await second.value
    XCTAssertEqual(answered.count, 1)

    // A success keeps the longer timeout…
    _ = try await service.search(queries)
    XCTAssertEqual(clock.sleeps.last, .seconds(2))
    // …until the host-down delay has passed since the host's last timeout.
    await clock.manual.advance(by: .seconds(120))
    _ = try await service.search(queries)
    XCTAssertEqual(clock.sleeps.last, .seconds(1))
  }

  func test_a429WithRetryAfter_isSentAgainAfterThatDelay_onTheInjectedClock() async throws {
    let server = try await startServer(hostCount: 2)
    try await server.script(
      0,
      [
        Reply(
          status: 429, body: #"{"message": "Too many requests", "status": 429}"#,
          headers: ["Retry-After": "7"])
      ], otherwise: Self.oneResult)
    try await server.script(1, otherwise: Self.oneResult)
    let clock = SleepRecordingClock()
    let service = AlgoliaSearchService(
      appID: "TESTAPP", apiKey: "test-key", hosts: [server.host(0), server.host(1)],
      configuration: .init(readTimeout: .seconds(60)), clock: clock)
    let search = Task {
      try await service.search([IndexedQuery(indexName: "p", query: SearchQuery())])
    }
    let waiting = await clock.waitForSleeps(count: 2)
    XCTAssertTrue(waiting, "the request's timeout, then the Retry-After")
    XCTAssertEqual(clock.sleeps, [.seconds(60), .seconds(7)])
    await clock.manual.advance(by: .milliseconds(6_900))
    let beforeTheDelay = try await server.requests(0).count
    XCTAssertEqual(beforeTheDelay, 1)
    await clock.manual.advance(by: .milliseconds(100))
    let responses = try await search.value
    XCTAssertEqual(responses.count, 1)
    let first = try await server.requests(0)
    let second = try await server.requests(1)
    XCTAssertEqual(first.count, 2, "sent again to the same host")
    XCTAssertEqual(second.count, 0, "a rate limit is not a host failure")
  }

  func test_a429WithoutRetryAfter_orWithOneTooLong_isReportedAtOnce() async throws {
    let server = try await startServer(hostCount: 1)
    let body = #"{"message": "Too many requests", "status": 429}"#
    try await server.script(
      0,
      [
        Reply(status: 429, body: body),
        Reply(status: 429, body: body, headers: ["Retry-After": "3600"]),
      ], otherwise: Self.oneResult)
    let service = makeService(hosts: [server.host(0)])
    let queries = [IndexedQuery(indexName: "p", query: SearchQuery())]
    for _ in 0..<2 {
      do {
        _ = try await service.search(queries)
        XCTFail("expected an HTTP error")
      } catch let error as SearchError {
        XCTAssertEqual(
          error, .http(status: 429, message: "Too many requests", request: .search(queries)))
      }
    }
    let requests = try await server.requests(0)
    XCTAssertEqual(requests.count, 2)
  }

  func test_requestOptions_giveOneCallItsHeadersAndTimeout() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.script(0, otherwise: Self.oneResult)
    let clock = SleepRecordingClock()
    let service = AlgoliaSearchService(
      appID: "TESTAPP", apiKey: "test-key", hosts: [server.host(0)],
      configuration: .init(
        readTimeout: .seconds(60),
        additionalHeaders: ["X-Algolia-UserToken": "everyone", "X-Forwarded-For": "10.0.0.1"]),
      clock: clock)
    let options = AlgoliaSearchService.RequestOptions(
      headers: ["X-Algolia-UserToken": "user-42", "X-Algolia-API-Key": "other"],
      readTimeout: .seconds(3))
    _ = try await service.search(
      [IndexedQuery(indexName: "p", query: SearchQuery())], options: options)
    _ = try await service.search([IndexedQuery(indexName: "p", query: SearchQuery())])
    XCTAssertEqual(clock.sleeps, [.seconds(3), .seconds(60)])
    let requests = try await server.requests(0)
    XCTAssertEqual(requests.map { $0.headers["x-algolia-usertoken"] }, ["user-42", "everyone"])
    XCTAssertEqual(requests.map { $0.headers["x-forwarded-for"] }, ["10.0.0.1", "10.0.0.1"])
    XCTAssertEqual(requests.map { $0.headers["x-algolia-api-key"] }, ["test-key", "test-key"])

    try await server.script(
      0, otherwise: .json(["facetHits": [], "exhaustiveFacetsCount": true, "processingTimeMS": 1]))
    _ = try await service.searchForFacetValues(
      FacetValuesQuery(indexName: "p", attribute: "brand", facetQuery: "a"),
      options: .init(headers: ["X-Algolia-UserToken": "user-7"]))
    let facetRequest = try await server.requests(0).last
    XCTAssertEqual(facetRequest?.headers["x-algolia-usertoken"], "user-7")
  }

  // MARK: - Decoding errors

  func test_badJSON_isADecodingErrorWithThePosition() async throws {
    let server = try await startServer(hostCount: 2)
    try await server.script(0, otherwise: Reply(body: "{\"results\": [}"))
    try await server.script(1, otherwise: Self.oneResult)
    let service = makeService(hosts: [server.host(0), server.host(1)])
    let queries = [IndexedQuery(indexName: "p", query: SearchQuery())]
    do {
      _ = try await service.search(queries)
      XCTFail("expected a decoding error")
    } catch SearchError.decoding(let description, let request) {
      XCTAssertEqual(request, .search(queries))
      XCTAssertTrue(description.hasPrefix("invalid JSON"), description)
      XCTAssertTrue(description.contains("line 1"), description)
    }
    let second = try await server.requests(1)
    XCTAssertEqual(second.count, 0, "a reply that does not decode is not retried")
  }

  func test_aFieldOfTheWrongType_isADecodingErrorNamingItsKeyPath() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.script(
      0, otherwise: .json(["results": [["nbHits": 1], ["nbHits": "many"]]]))
    let service = makeService(hosts: [server.host(0)])
    let queries = [
      IndexedQuery(indexName: "a", query: SearchQuery()),
      IndexedQuery(indexName: "b", query: SearchQuery()),
    ]
    do {
      _ = try await service.search(queries)
      XCTFail("expected a decoding error")
    } catch SearchError.decoding(let description, _) {
      XCTAssertTrue(description.contains("results[1].nbHits"), description)
    }
  }

  func test_aMissingResultsKey_isADecodingErrorNamingIt() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.script(0, otherwise: .json(["hits": []]))
    let service = makeService(hosts: [server.host(0)])
    do {
      _ = try await service.search([IndexedQuery(indexName: "a", query: SearchQuery())])
      XCTFail("expected a decoding error")
    } catch SearchError.decoding(let description, _) {
      XCTAssertEqual(description, "missing key results")
    }
  }

  func test_aReplyWithTooFewResults_isACountMismatch() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.script(0, otherwise: Self.oneResult)
    let service = makeService(hosts: [server.host(0)])
    do {
      _ = try await service.search([
        IndexedQuery(indexName: "a", query: SearchQuery()),
        IndexedQuery(indexName: "b", query: SearchQuery()),
      ])
      XCTFail("expected a count mismatch")
    } catch let error as SearchError {
      XCTAssertEqual(error, .responseCountMismatch(expected: 2, received: 1))
    }
  }

  // MARK: - Cancellation

  func test_cancellingTheCallingTask_cancelsTheRequest_andThrowsCancelled() async throws {
    let server = try await startServer(hostCount: 2)
    try await server.script(0, otherwise: .hang)
    try await server.script(1, otherwise: Self.oneResult)
    let service = makeService(hosts: [server.host(0), server.host(1)], readTimeout: .seconds(4))
    let start = ContinuousClock.now
    let search = Task {
      try await service.search([IndexedQuery(indexName: "p", query: SearchQuery())])
    }
    try await server.waitForRequests(0, count: 1)
    search.cancel()
    let result = await search.result
    XCTAssertThrowsError(try result.get()) { error in
      XCTAssertEqual(error as? SearchError, .cancelled)
    }
    XCTAssertLessThan(ContinuousClock.now - start, .seconds(3), "did not wait for the reply")
    let second = try await server.requests(1)
    XCTAssertEqual(second.count, 0, "a cancelled call tries no other host")
  }

  func test_anAlreadyCancelledTask_sendsNothing() async throws {
    let server = try await startServer(hostCount: 1)
    let service = makeService(hosts: [server.host(0)])
    let search = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await service.search([IndexedQuery(indexName: "p", query: SearchQuery())])
    }
    let result = await search.result
    XCTAssertThrowsError(try result.get()) { error in
      XCTAssertEqual(error as? SearchError, .cancelled)
    }
    let requests = try await server.requests(0)
    XCTAssertEqual(requests.count, 0)
  }

  // MARK: - Hosts and configuration

  func test_defaultHosts_areTheDSNHostThenTheThreeFallbacksShuffled() {
    let hosts = AlgoliaSearchService.defaultHosts(appID: "MYAPP")
    XCTAssertEqual(hosts.first, AlgoliaSearchService.Host("MYAPP-dsn.algolia.net"))
    XCTAssertEqual(
      Set(hosts.dropFirst().map(\.name)),
      ["MYAPP-1.algolianet.com", "MYAPP-2.algolianet.com", "MYAPP-3.algolianet.com"])
    XCTAssertTrue(hosts.allSatisfy { $0.scheme == .https && $0.port == nil })
    var orders: Set<[String]> = []
    for _ in 0..<200 {
      orders.insert(AlgoliaSearchService.defaultHosts(appID: "MYAPP").dropFirst().map(\.name))
    }
    XCTAssertGreaterThan(orders.count, 1, "the fallbacks' order varies")
    let service = AlgoliaSearchService(appID: "MYAPP", apiKey: "key")
    XCTAssertEqual(service.hosts.first?.description, "https://MYAPP-dsn.algolia.net")
  }

  func test_hostFromURL_keepsSchemeNameAndPort() throws {
    let host = try XCTUnwrap(
      AlgoliaSearchService.Host(url: try XCTUnwrap(URL(string: "http://127.0.0.1:8080/x"))))
    XCTAssertEqual(host, AlgoliaSearchService.Host("127.0.0.1", scheme: .http, port: 8080))
    XCTAssertEqual(host.description, "http://127.0.0.1:8080")
    XCTAssertNil(AlgoliaSearchService.Host(url: try XCTUnwrap(URL(string: "ftp://example.com"))))
  }

  func test_timeouts_growWithEachFailedAttempt() {
    let configuration = AlgoliaSearchService.Configuration(readTimeout: .seconds(2))
    XCTAssertEqual(configuration.timeout(afterFailedAttempts: 0), .seconds(2))
    XCTAssertEqual(configuration.timeout(afterFailedAttempts: 1), .seconds(4))
    XCTAssertEqual(configuration.timeout(afterFailedAttempts: 3), .seconds(8))
  }
}
