import Foundation
import SiftCore

/// An `InsightsService` for tests: it records every batch it is sent, and fails or holds
/// sends as a test scripts.
///
/// ```swift
/// let service = RecordingInsightsService()
/// let insights = Insights(
///   service: service, userTokenStorage: InMemoryUserTokenStorage(), clock: clock)
/// service.failNextSends(1)  // offline once
/// tracker.trackClick(for: hit, position: 1)
/// await insights.flush()
/// XCTAssertEqual(service.sentEvents.map(\.objectIDs), [])  // kept for a retry
/// ```
public final class RecordingInsightsService: InsightsService, @unchecked Sendable {
  private let lock = NSLock()
  private var batches: [[InsightsEvent]] = []
  private var accepted: [[InsightsEvent]] = []
  private var failures: [InsightsError] = []
  private var refusals: [(matches: @Sendable (InsightsEvent) -> Bool, error: InsightsError)] = []
  private var holding = false
  private var held: [CheckedContinuation<Void, Never>] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Creates a service that accepts every batch.
  public init() {}

  /// Every batch received, accepted or failed, in arrival order.
  public var receivedBatches: [[InsightsEvent]] { lock.withLock { batches } }

  /// The batches accepted, in order.
  public var acceptedBatches: [[InsightsEvent]] { lock.withLock { accepted } }

  /// The events accepted, in order.
  public var sentEvents: [InsightsEvent] { lock.withLock { accepted.flatMap { $0 } } }

  /// Fails the next `count` sends with `error` (a transient one by default: offline).
  ///
  /// - Parameters:
  ///   - count: How many sends fail.
  ///   - error: What they throw.
  public func failNextSends(
    _ count: Int, with error: InsightsError = .transport(description: "offline")
  ) {
    lock.withLock { failures += Array(repeating: error, count: max(0, count)) }
  }

  /// Refuses every batch that holds an event matching `predicate`, with `error` (by default a
  /// 422, as the Insights API refuses a batch for one malformed event): a test's stand-in for an
  /// event the API refuses that Sift cannot check beforehand.
  ///
  /// ```swift
  /// service.refuseBatches { $0.objectIDs == ["bad"] }
  /// ```
  ///
  /// - Parameters:
  ///   - error: What the sends of such batches throw.
  ///   - predicate: Which events the API refuses.
  public func refuseBatches(
    with error: InsightsError = .http(status: 422, message: "an event is invalid"),
    containing predicate: @escaping @Sendable (InsightsEvent) -> Bool
  ) {
    lock.withLock { refusals.append((predicate, error)) }
  }

  /// Whether sends wait for ``releaseAll()`` before answering.
  public var holdsReplies: Bool {
    get { lock.withLock { holding } }
    set { lock.withLock { holding = newValue } }
  }

  /// Lets every held send answer, and stops holding.
  public func releaseAll() {
    let continuations = lock.withLock {
      holding = false
      defer { held = [] }
      return held
    }
    for continuation in continuations { continuation.resume() }
  }

  /// Waits until `count` batches have been received.
  ///
  /// - Parameter count: The number of batches.
  public func waitForReceivedBatches(_ count: Int) async {
    await withCheckedContinuation { continuation in
      let ready = lock.withLock {
        if batches.count >= count { return true }
        waiters.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// Records the batch; answers with the refusal of an event it holds, or else the next scripted
  /// failure, if any.
  public func send(_ events: [InsightsEvent]) async throws {
    let (mustHold, ready) = lock.withLock {
      batches.append(events)
      let ready = waiters.filter { $0.count <= batches.count }
      waiters.removeAll { $0.count <= batches.count }
      return (holding, ready.map(\.continuation))
    }
    for continuation in ready { continuation.resume() }
    if mustHold {
      await withCheckedContinuation { continuation in
        let release = lock.withLock {
          guard holding else { return true }
          held.append(continuation)
          return false
        }
        if release { continuation.resume() }
      }
    }
    let failure: InsightsError? = lock.withLock {
      if let refusal = refusals.first(where: { refusal in events.contains(where: refusal.matches) })
      {
        return refusal.error
      }
      if failures.isEmpty {
        accepted.append(events)
        return nil
      }
      return failures.removeFirst()
    }
    if let failure { throw failure }
  }
}
