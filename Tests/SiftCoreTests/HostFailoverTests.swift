import Foundation
import SiftCore
import SiftTesting
import XCTest

/// The retry strategy shared by the HTTP backends, with scripted hosts and a manual clock.
final class HostFailoverTests: XCTestCase {
  /// Hosts whose answers are scripted per host, recording the order of attempts.
  private final class ScriptedHosts: @unchecked Sendable {
    enum Answer {
      case status(Int)
      case error(any Error)
      case hang
    }

    private let lock = NSLock()
    private var answers: [String: [Answer]]
    private(set) var attempts: [String] = []

    init(_ answers: [String: [Answer]]) {
      self.answers = answers
    }

    func send(_ host: String) async throws -> HostReply {
      let answer: Answer = lock.withLock {
        attempts.append(host)
        guard var queue = answers[host], !queue.isEmpty else { return .status(200) }
        let first = queue.removeFirst()
        answers[host] = queue.isEmpty ? [first] : queue
        return first
      }
      switch answer {
      case .status(let status):
        return HostReply(status: status, body: Data("\(host) \(status)".utf8))
      case .error(let error):
        throw error
      case .hang:
        try await Task.sleep(for: .seconds(3_600))
        throw CancellationError()
      }
    }

    var tried: [String] { lock.withLock { attempts } }
  }

  private static func call(
    _ failover: HostFailover<String>, _ hosts: ScriptedHosts,
    retryDelay: @escaping @Sendable (HostReply, Int) -> Duration? = { _, _ in nil }
  ) async -> HostFailover<String>.Outcome {
    await failover.call(
      timeout: { .seconds(1) * ($0 + 1) }, retryDelay: retryDelay,
      failureMessage: { String(decoding: $0.body, as: UTF8.self) },
      send: { host, _ in try await hosts.send(host) })
  }

  private static func start(
    _ failover: HostFailover<String>, _ hosts: ScriptedHosts,
    retryDelay: @escaping @Sendable (HostReply, Int) -> Duration? = { _, _ in nil }
  ) -> Task<HostFailover<String>.Outcome, Never> {
    Task { await call(failover, hosts, retryDelay: retryDelay) }
  }

  func test_aServerError_movesOnToTheNextHost_andPutsTheFailedHostLastForLaterCalls()
    async throws
  {
    let clock = ManualClock()
    let failover = HostFailover(hosts: ["a", "b"], downDelay: .seconds(60), clock: clock)
    let hosts = ScriptedHosts(["a": [.status(503), .status(200)]])
    guard case .answered(let reply, let host) = await Self.call(failover, hosts) else {
      return XCTFail("expected an answer")
    }
    XCTAssertEqual(host, "b")
    XCTAssertEqual(reply.status, 200)
    _ = await Self.call(failover, hosts)
    XCTAssertEqual(hosts.tried, ["a", "b", "b"])
  }

  func test_aClientError_isTheAnswer_andNoOtherHostIsTried() async {
    let failover = HostFailover(hosts: ["a", "b"], downDelay: .seconds(60), clock: ManualClock())
    let hosts = ScriptedHosts(["a": [.status(404)]])
    guard case .answered(let reply, "a") = await Self.call(failover, hosts) else {
      return XCTFail("expected the 404 of host a")
    }
    XCTAssertEqual(reply.status, 404)
    XCTAssertEqual(hosts.tried, ["a"])
  }

  func test_aNetworkError_onEveryHost_listsEachHostAndWhy() async {
    let failover = HostFailover(hosts: ["a", "b"], downDelay: .seconds(60), clock: ManualClock())
    let hosts = ScriptedHosts([
      "a": [.error(URLError(.cannotConnectToHost))], "b": [.status(500)],
    ])
    guard case .exhausted(let failures) = await Self.call(failover, hosts) else {
      return XCTFail("expected every host to fail")
    }
    XCTAssertEqual(failures.map(\.host), ["a", "b"])
    XCTAssertEqual(failures.last?.reason, .status(500, message: "b 500"))
    guard case .network(let description)? = failures.first?.reason else {
      return XCTFail("expected a network failure for a")
    }
    XCTAssertTrue(description.contains("URLError"), description)
  }

  func test_aHostThatHangs_timesOutOnTheClock_thenTheNextHostAnswers() async throws {
    let clock = ManualClock()
    let failover = HostFailover(hosts: ["a", "b"], downDelay: .seconds(60), clock: clock)
    let hosts = ScriptedHosts(["a": [.hang]])
    let outcome = Self.start(failover, hosts)
    try await waitForSleeps(on: clock)
    XCTAssertEqual(hosts.tried, ["a"])
    await clock.advance(by: .seconds(1))
    guard case .answered(_, "b") = await outcome.value else {
      return XCTFail("expected host b to answer")
    }
    // The host that timed out keeps a longer timeout: its count of timeouts is kept.
    XCTAssertEqual(failover.pool.hostsToTry().map(\.timeouts), [0, 1])
  }

  func test_aRetryDelay_waitsOnTheClock_thenSendsAgainToTheSameHost() async throws {
    let clock = ManualClock()
    let failover = HostFailover(hosts: ["a", "b"], downDelay: .seconds(60), clock: clock)
    let hosts = ScriptedHosts(["a": [.status(429), .status(200)]])
    let outcome = Self.start(failover, hosts) { reply, waits in
      reply.status == 429 && waits == 0 ? .seconds(5) : nil
    }
    try await waitForSleeps(on: clock)
    await clock.advance(by: .seconds(5))
    guard case .answered(let reply, "a") = await outcome.value else {
      return XCTFail("expected host a to answer")
    }
    XCTAssertEqual(reply.status, 200)
    XCTAssertEqual(hosts.tried, ["a", "a"])
  }

  func test_aCancelledCall_endsCancelled_withoutTryingTheNextHost() async throws {
    let clock = ManualClock()
    let failover = HostFailover(hosts: ["a", "b"], downDelay: .seconds(60), clock: clock)
    let hosts = ScriptedHosts(["a": [.hang]])
    let outcome = Self.start(failover, hosts)
    try await waitForSleeps(on: clock)
    outcome.cancel()
    guard case .cancelled = await outcome.value else { return XCTFail("expected cancellation") }
    XCTAssertEqual(hosts.tried, ["a"])
  }

  /// Waits (at most 5 seconds of wall time) until a sleep is pending on `clock`.
  private func waitForSleeps(on clock: ManualClock) async throws {
    let start = ContinuousClock.now
    while clock.pendingSleepCount == 0 {
      guard ContinuousClock.now - start < .seconds(5) else {
        return XCTFail("no sleep was armed")
      }
      try await Task.sleep(for: .milliseconds(2))
    }
  }
}
