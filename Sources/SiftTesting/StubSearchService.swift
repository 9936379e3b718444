import Foundation
import SiftCore

/// A scripted `SearchService` for tests: canned responses and errors, latency on an injected
/// clock, replies held back and released in any order, and a record of every call.
///
/// ```swift
/// let service = StubSearchService(clock: clock, latency: .milliseconds(50))
/// service.respond(toQuery: "phone", with: SearchResponse(hits: [["objectID": "1"]], nbHits: 1))
/// let searcher = HitsSearcher(service: service, indexName: "products", clock: clock)
/// ```
///
/// By default every query gets an empty response that echoes its text and page. Scripts are
/// tried in this order: a response or error registered for the query's text, then the responder
/// closure. With ``holdsReplies`` on, each call waits until ``release(call:)`` (or
/// ``releaseAll()``) lets it go, so a test can deliver replies out of order.
public final class StubSearchService: SearchService, @unchecked Sendable {
  /// Answers one query of a batch.
  public typealias Responder = @Sendable (IndexedQuery) throws -> SearchResponse

  /// Answers a facet values search.
  public typealias FacetValuesResponder =
    @Sendable (FacetValuesQuery) throws ->
    FacetValuesResponse

  /// Answers a whole batch; overrides the per-query scripts (for example to return the wrong
  /// number of responses).
  public typealias BatchResponder = @Sendable ([IndexedQuery]) throws -> [SearchResponse]

  private let lock = NSLock()
  private let clock: any Clock<Duration>
  private var latency: @Sendable (_ call: Int, _ queries: [IndexedQuery]) -> Duration
  private var byQuery: [String: Result<SearchResponse, SearchError>] = [:]
  private var responder: Responder
  private var batchResponder: BatchResponder?
  private var facetValuesResponder: FacetValuesResponder
  private var holding = false
  private var ignoringCancellation = false
  private var held: [Int: CheckedContinuation<Void, Never>] = [:]
  private var releasedEarly: Set<Int> = []
  private var batches: [[IndexedQuery]] = []
  private var facetValuesQueries: [FacetValuesQuery] = []
  /// The calls ``waitForReceivedCalls(_:)`` counts, all counted by ``wait(call:sleep:)``: a
  /// call with a latency as it arrives, one without once it is held (or, when replies are not
  /// held, once it has passed that point).
  private var received = 0
  private var completed = 0
  private var waiters: [(isReady: () -> Bool, continuation: CheckedContinuation<Void, Never>)] =
    []

  /// Creates a stub.
  ///
  /// - Parameters:
  ///   - clock: The clock latency is slept on; tests pass a `ManualClock`.
  ///   - latency: How long every call takes.
  public init(clock: any Clock<Duration> = ContinuousClock(), latency: Duration = .zero) {
    self.clock = clock
    self.latency = { _, _ in latency }
    self.responder = { query in
      SearchResponse(
        hits: [], nbHits: 0, page: query.query.page ?? 0, nbPages: 0,
        hitsPerPage: query.query.hitsPerPage ?? 20, processingTimeMS: 1,
        query: query.query.query ?? "", index: query.indexName)
    }
    self.facetValuesResponder = { _ in FacetValuesResponse(facetHits: []) }
  }

  // MARK: Scripts

  /// Answers every query whose text is `text` with `response`.
  ///
  /// - Parameters:
  ///   - text: The query text (nil and "" are the same).
  ///   - response: The response to return.
  public func respond(toQuery text: String?, with response: SearchResponse) {
    lock.withLock { byQuery[text ?? ""] = .success(response) }
  }

  /// Fails every batch that contains a query whose text is `text`.
  ///
  /// - Parameters:
  ///   - text: The query text (nil and "" are the same).
  ///   - error: The error to throw.
  public func fail(query text: String?, with error: SearchError) {
    lock.withLock { byQuery[text ?? ""] = .failure(error) }
  }

  /// Answers every query not scripted by text with `responder`.
  ///
  /// - Parameter responder: Makes the response of one query; may throw.
  public func respond(with responder: @escaping Responder) {
    lock.withLock { self.responder = responder }
  }

  /// Answers whole batches with `responder`, bypassing the per-query scripts.
  ///
  /// - Parameter responder: Makes a batch's responses; may return any number of them.
  public func respondToBatches(with responder: @escaping BatchResponder) {
    lock.withLock { batchResponder = responder }
  }

  /// Answers facet values searches with `responder`.
  ///
  /// - Parameter responder: Makes the response of one facet values search.
  public func respondToFacetValues(with responder: @escaping FacetValuesResponder) {
    lock.withLock { facetValuesResponder = responder }
  }

  /// Sets the latency of each call, by call index (0-based, in arrival order) and batch.
  ///
  /// - Parameter latency: How long the call takes on the clock.
  public func setLatency(
    _ latency: @escaping @Sendable (_ call: Int, _ queries: [IndexedQuery]) -> Duration
  ) {
    lock.withLock { self.latency = latency }
  }

  // MARK: Holding replies

  /// Whether calls wait for ``release(call:)`` before replying.
  public var holdsReplies: Bool {
    get { lock.withLock { holding } }
    set { lock.withLock { holding = newValue } }
  }

  /// Whether calls reply even when their task is cancelled, as a network call that already
  /// completed would. Off by default: a cancelled call throws `CancellationError` and a held
  /// one is let go.
  public var ignoresCancellation: Bool {
    get { lock.withLock { ignoringCancellation } }
    set { lock.withLock { ignoringCancellation = newValue } }
  }

  /// Lets call `index` (0-based, in arrival order) reply. Releasing a call that has not
  /// arrived yet lets it reply as soon as it does.
  ///
  /// - Parameter index: The call's index.
  public func release(call index: Int) {
    let continuation: CheckedContinuation<Void, Never>? = lock.withLock {
      if let continuation = held.removeValue(forKey: index) { return continuation }
      releasedEarly.insert(index)
      return nil
    }
    continuation?.resume()
  }

  /// Lets every held call reply, and stops holding.
  public func releaseAll() {
    let continuations: [CheckedContinuation<Void, Never>] = lock.withLock {
      holding = false
      defer { held.removeAll() }
      return Array(held.values)
    }
    for continuation in continuations {
      continuation.resume()
    }
  }

  /// The indices of the calls waiting for a release.
  public var heldCalls: [Int] {
    lock.withLock { held.keys.sorted() }
  }

  // MARK: Recording

  /// Every batch received by `search`, in arrival order.
  public var receivedBatches: [[IndexedQuery]] {
    lock.withLock { batches }
  }

  /// Every facet values search received, in arrival order.
  public var receivedFacetValuesQueries: [FacetValuesQuery] {
    lock.withLock { facetValuesQueries }
  }

  /// The number of calls (searches and facet values searches) that have returned or thrown.
  public var completedCallCount: Int {
    lock.withLock { completed }
  }

  /// The number of calls (searches and facet values searches) received so far.
  public var receivedCallCount: Int {
    lock.withLock { batches.count + facetValuesQueries.count }
  }

  /// Waits until `count` calls have been received. Their latency is timed from their arrival,
  /// so a test that waits for the arrival before advancing its clock is deterministic. A call
  /// without latency whose reply is held counts once it is held: it is then in ``heldCalls``.
  ///
  /// - Parameter count: The number of received calls to wait for.
  public func waitForReceivedCalls(_ count: Int) async {
    await wait { self.received >= count }
  }

  /// Waits until `count` calls have returned or thrown.
  ///
  /// To look at what a searcher delivered, prefer `await searcher.settled()`, which also waits
  /// for the delivery on the main actor.
  ///
  /// - Parameter count: The number of completed calls to wait for.
  public func waitForCompletedCalls(_ count: Int) async {
    await wait { self.completed >= count }
  }

  private func wait(until isReady: @escaping () -> Bool) async {
    await withCheckedContinuation { continuation in
      lock.lock()
      if isReady() {
        lock.unlock()
        continuation.resume()
      } else {
        waiters.append((isReady, continuation))
        lock.unlock()
      }
    }
  }

  private func wakeWaiters() {
    let ready: [CheckedContinuation<Void, Never>] = lock.withLock {
      let ready = waiters.filter { $0.isReady() }.map(\.continuation)
      waiters.removeAll { $0.isReady() }
      return ready
    }
    for continuation in ready {
      continuation.resume()
    }
  }

  // MARK: SearchService

  /// Records the batch, waits for its latency and release, then answers from the scripts.
  public func search(_ queries: [IndexedQuery]) async throws -> [SearchResponse] {
    let (call, sleep) = lock.withLock {
      batches.append(queries)
      let call = batches.count + facetValuesQueries.count - 1
      return (call, clock.deadlineSleeper(after: latency(call, queries)))
    }
    defer { markCompleted() }
    try await wait(call: call, sleep: sleep)
    let (scripts, responder, batchResponder) = lock.withLock {
      (byQuery, self.responder, self.batchResponder)
    }
    if let batchResponder {
      return try batchResponder(queries)
    }
    return try queries.map { query in
      if let scripted = scripts[query.query.query ?? ""] {
        return try scripted.get()
      }
      return try responder(query)
    }
  }

  /// Records the query, waits for its latency and release, then answers from the script.
  public func searchForFacetValues(_ query: FacetValuesQuery) async throws -> FacetValuesResponse {
    let (call, sleep) = lock.withLock {
      facetValuesQueries.append(query)
      let call = batches.count + facetValuesQueries.count - 1
      let asBatch = [IndexedQuery(indexName: query.indexName, query: query.query)]
      return (call, clock.deadlineSleeper(after: latency(call, asBatch)))
    }
    defer { markCompleted() }
    try await wait(call: call, sleep: sleep)
    let responder = lock.withLock { facetValuesResponder }
    return try responder(query)
  }

  /// Waits for the latency of call `call`, then for its release when replies are held. The
  /// call counts as received for ``waitForReceivedCalls(_:)`` as it arrives when it has a
  /// latency to sleep (a test advances its clock from there), else once it is held, if it is:
  /// a test that has seen it received sees it in ``heldCalls`` too.
  private func wait(call: Int, sleep: (@Sendable () async throws -> Void)?) async throws {
    if sleep != nil {
      // Its deadline is already fixed: a test may advance the clock from here.
      lock.withLock { received += 1 }
      wakeWaiters()
    }
    let ignoresCancellation = self.ignoresCancellation
    if ignoresCancellation {
      // A detached sleep does not see this task's cancellation.
      try await Task.detached { try await sleep?() }.value
    } else {
      try await sleep?()
    }
    let mustHold = lock.withLock { holding && !releasedEarly.contains(call) }
    if mustHold {
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          lock.lock()
          // Checked again under the lock: `releaseAll()` may have run since `mustHold` was read.
          // Counted under the same lock as it is held: a test that sees it received sees it in
          // ``heldCalls``.
          if sleep == nil { received += 1 }
          if !holding || releasedEarly.remove(call) != nil
            || (Task.isCancelled && !ignoresCancellation)
          {
            lock.unlock()
            continuation.resume()
          } else {
            held[call] = continuation
            lock.unlock()
          }
          if sleep == nil { wakeWaiters() }
        }
      } onCancel: {
        if !ignoresCancellation {
          release(call: call)
        }
      }
    } else if sleep == nil {
      lock.withLock { received += 1 }
      wakeWaiters()
    }
    if !ignoresCancellation {
      try Task.checkCancellation()
    }
  }

  private func markCompleted() {
    lock.withLock { completed += 1 }
    wakeWaiters()
  }
}

extension Clock {
  /// A closure that sleeps until `delay` after now, the deadline fixed at this call; nil for no
  /// delay.
  fileprivate func deadlineSleeper(after delay: Duration) -> (@Sendable () async throws -> Void)? {
    guard delay > .zero else { return nil }
    let deadline = now.advanced(by: delay)
    return { try await self.sleep(until: deadline, tolerance: nil) }
  }
}
