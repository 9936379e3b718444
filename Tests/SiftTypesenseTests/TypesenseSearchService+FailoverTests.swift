#if os(Linux) || os(macOS)
  import Foundation
  import SiftCore
  import SiftTesting
  import SiftTestSupport
  import SiftTypesense
  import XCTest

  /// Faults against real servers: a node killed during a search, a node that hangs, refused
  /// filters, a wrong key, a collection that does not exist, every node down.
  final class TypesenseSearchServiceFailoverTests: XCTestCase {
    private static let marker = "node_marker"

    /// Creates (once) the collection whose one document names the node that holds it.
    private static func mark(_ server: TypesenseServerProcess, as name: String) async throws {
      let service = server.service()
      do {
        try await service.createCollection(
          named: marker, settings: ["searchableAttributes": ["node"]],
          records: [["objectID": "marker", "node": .string(name)]])
      } catch SearchError.http(409, _, _) {
        // Made by an earlier test of this process.
      }
      try await service.importRecords(
        [["objectID": "marker", "node": .string(name)]], into: marker)
    }

    /// The node that answered a search: the name its marker document holds.
    private static func answeringNode(_ service: TypesenseSearchService) async throws -> String? {
      let response = try await service.search([
        IndexedQuery(indexName: marker, query: SearchQuery())
      ])
      return response.first?.hits.first?["node"]?.stringValue
    }

    /// Waits (at most 10 seconds of wall time) until a sleep is armed on `clock`: an attempt's
    /// timeout, so its request is on its way.
    private func waitForAttempt(on clock: ManualClock) async throws {
      let start = ContinuousClock.now
      while clock.pendingSleepCount == 0 {
        guard ContinuousClock.now - start < .seconds(10) else {
          return XCTFail("no attempt started")
        }
        try await Task.sleep(for: .milliseconds(2))
      }
    }

    /// A task running `operation`.
    private static func start<T: Sendable>(
      _ operation: @escaping @Sendable () async throws -> T
    ) -> Task<T, any Error> {
      Task { try await operation() }
    }

    /// Whether a task has ended, for a test to poll.
    private final class Ended: @unchecked Sendable {
      private let lock = NSLock()
      private var ended = false
      var value: Bool { lock.withLock { ended } }
      func set() { lock.withLock { ended = true } }
    }

    /// Waits until `task` ends, advancing `clock` by `step` whenever a sleep is armed on it
    /// (`step` zero: never), for at most `limit` of wall time; returns whether it ended.
    private func wait<T: Sendable>(
      for task: Task<T, any Error>, advancing clock: ManualClock, by step: Duration = .zero,
      limit: Duration = .seconds(20)
    ) async throws -> Bool {
      let ended = Ended()
      Task {
        _ = await task.result
        ended.set()
      }
      let start = ContinuousClock.now
      while !ended.value {
        guard ContinuousClock.now - start < limit else { return false }
        if step > .zero, clock.pendingSleepCount > 0 { await clock.advance(by: step) }
        try await Task.sleep(for: .milliseconds(5))
      }
      return true
    }

    private func service(
      _ nodes: [TypesenseSearchService.Node], apiKey: String = TypesenseServerProcess.apiKey,
      clock: any Clock<Duration> = ContinuousClock()
    ) -> TypesenseSearchService {
      TypesenseSearchService(
        nodes: nodes, apiKey: apiKey,
        configuration: .init(connectionTimeout: .seconds(30), healthcheckInterval: .seconds(60)),
        clock: clock)
    }

    func test_aNodeKilledDuringASearch_theSearchSucceedsOnTheOtherNode() async throws {
      let first = try await TypesenseServerProcess.start()
      addTeardownBlock { first.stop() }
      let second = try await TypesenseDatasets.shared.sharedServer()
      try await Self.mark(first, as: "first")
      try await Self.mark(second, as: "second")
      let clock = ManualClock()
      let service = service([first.node, second.node], clock: clock)
      let before = try await Self.answeringNode(service)
      XCTAssertEqual(before, "first")

      // Freeze the first node so that the search waits on it, then kill it.
      kill(first.pid, SIGSTOP)
      let search = Self.start { try await Self.answeringNode(service) }
      try await waitForAttempt(on: clock)
      first.kill()
      let during = try await search.value
      XCTAssertEqual(during, "second", "the search killed on the first node ends on the second")
      let after = try await Self.answeringNode(service)
      XCTAssertEqual(after, "second")
    }

    func test_aNodeThatHangs_timesOutOnTheClock_thenTheOtherNodeAnswers() async throws {
      let hanging = try HangingNode()
      let server = try await TypesenseDatasets.shared.sharedServer()
      try await Self.mark(server, as: "server")
      let clock = ManualClock()
      let service = service([hanging.node, server.node], clock: clock)
      let search = Self.start { try await Self.answeringNode(service) }
      try await waitForAttempt(on: clock)
      await clock.advance(by: .seconds(30))
      let answered = try await search.value
      XCTAssertEqual(answered, "server")

      // The node that timed out waits at the back of the order: the next search goes to the
      // answering node first, and ends with no timeout to wait for.
      let next = Self.start { try await Self.answeringNode(service) }
      let ended = try await wait(for: next, advancing: clock)
      XCTAssertTrue(ended, "the next search waited on the hanging node")
      if !ended { await clock.advance(by: .seconds(60)) }
      let nextAnswer = try await next.value
      XCTAssertEqual(nextAnswer, "server")
    }

    func test_aFilterTypesenseRefuses_isItsHTTPError_andNoOtherNodeIsTried() async throws {
      _ = try await TypesenseDatasets.shared.dataset("products")
      let server = try await TypesenseDatasets.shared.sharedServer()
      let hanging = try HangingNode()
      // A 4xx is not retried: were it sent to the hanging node, the search would never end
      // (nothing advances this clock).
      let clock = ManualClock()
      let service = service([server.node, hanging.node], clock: clock)
      let search = Self.start {
        try await service.search([
          IndexedQuery(indexName: "products", query: SearchQuery(filters: "warranty:long"))
        ])
      }
      let ended = try await wait(for: search, advancing: clock)
      XCTAssertTrue(ended, "the refused search was sent to the hanging node")
      if !ended { await clock.advance(by: .seconds(60)) }
      do {
        _ = try await search.value
        XCTFail("expected an error")
      } catch SearchError.http(let status, let message, let request) {
        XCTAssertEqual(status, 404)
        XCTAssertTrue(message.contains("warranty"), message)
        XCTAssertEqual(
          request,
          .search([
            IndexedQuery(indexName: "products", query: SearchQuery(filters: "warranty:long"))
          ]))
      }
    }

    func test_aFilterTypesenseCannotExpress_isRefusedBeforeSending_namingTheParameter()
      async throws
    {
      _ = try await TypesenseDatasets.shared.dataset("products")
      let service = try await TypesenseDatasets.shared.service()
      do {
        _ = try await service.search([
          IndexedQuery(indexName: "products", query: SearchQuery(filters: "brand > 3"))
        ])
        XCTFail("expected an error")
      } catch SearchError.invalidRequest(let description) {
        XCTAssertTrue(description.contains("filters"), description)
        XCTAssertTrue(description.contains("brand"), description)
      }
      do {
        var query = SearchQuery()
        query.optionalFilters = ["brand:Sony"]
        _ = try await service.typesenseParameters(
          for: IndexedQuery(indexName: "products", query: query))
        XCTFail("expected an error")
      } catch let error as TypesenseError {
        guard case .unsupportedParameter("optionalFilters", _) = error else {
          return XCTFail("\(error)")
        }
      }
    }

    func test_aWrongKey_isA401_whoseErrorAndDescriptionsNeverShowTheKey() async throws {
      let server = try await TypesenseDatasets.shared.sharedServer()
      let key = "wrong-key-0123456789"
      let service = service([server.node], apiKey: key)
      do {
        _ = try await service.search([IndexedQuery(indexName: "products", query: SearchQuery())])
        XCTFail("expected an error")
      } catch let error as SearchError {
        guard case .http(401, let message, _) = error else { return XCTFail("\(error)") }
        XCTAssertTrue(message.contains("api-key"), message)
        XCTAssertFalse("\(error)".contains(key))
        XCTAssertFalse(error.localizedDescription.contains(key))
      }
      var dumped = ""
      dump(service, to: &dumped)
      for text in [service.description, service.debugDescription, "\(service)", dumped] {
        XCTAssertFalse(text.contains(key), text)
      }
    }

    func test_aCollectionThatDoesNotExist_isA404NamingIt() async throws {
      let service = try await TypesenseDatasets.shared.service()
      do {
        _ = try await service.search([
          IndexedQuery(indexName: "no_such_collection", query: SearchQuery("phone"))
        ])
        XCTFail("expected an error")
      } catch SearchError.http(let status, let message, _) {
        XCTAssertEqual(status, 404)
        XCTAssertTrue(message.contains("no_such_collection"), message)
      }
    }

    func test_everyNodeDown_isATransportErrorNamingEachNodeAndWhy() async throws {
      let down = try TypesenseServerProcess.freePort()
      let hanging = try HangingNode()
      let clock = ManualClock()
      let service = service(
        [.init(scheme: .http, host: "127.0.0.1", port: down), hanging.node], apiKey: "secret-key",
        clock: clock)
      let search = Self.start {
        try await service.search([IndexedQuery(indexName: "products", query: SearchQuery())])
      }
      let ended = try await wait(for: search, advancing: clock, by: .seconds(60))
      XCTAssertTrue(ended)
      do {
        _ = try await search.value
        XCTFail("expected an error")
      } catch SearchError.transport(let description, _) {
        XCTAssertTrue(description.contains("127.0.0.1:\(down)"), description)
        XCTAssertTrue(description.contains("127.0.0.1:\(hanging.port) (timed out"), description)
        XCTAssertFalse(description.contains("secret-key"), description)
      }
    }
  }
#endif
