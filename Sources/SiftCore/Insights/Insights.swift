import Foundation

/// Sends the click, conversion and view events of a user's actions to an ``InsightsService``,
/// in batches: Algolia's Insights, which powers click and conversion analytics, A/B tests,
/// personalization and recommendations.
///
/// ```swift
/// let insights = Insights(service: AlgoliaInsightsService(appID: "…", apiKey: "…", region: .us))
/// let hitsTracker = HitsTracker(eventName: "Product Clicked", searcher: searcher, insights: insights)
/// hitsTracker.trackClick(for: hit, position: 3)  // searches now carry clickAnalytics=true
/// ```
///
/// **The user token.** Events carry an anonymous user token, made once and kept across launches
/// in a ``UserTokenStorage`` (`UserDefaults` by default); ``setUserToken(_:)`` replaces it, and
/// ``setAuthenticatedUserToken(_:)`` adds a signed-in user's.
///
/// **Batching**, timed on the injected clock: events wait in a queue, and go in one call as
/// soon as ``Configuration/batchSize`` wait, ``Configuration/flushDelay`` after the first one
/// waits, or when ``flush()`` is called. One batch is sent at a time, and its events stay
/// queued until the service accepts them: a batch is never sent twice after a success, and a
/// transient failure (offline, a 5xx) keeps it for a retry after a delay that doubles from
/// ``Configuration/retryDelay`` up to ``Configuration/maxRetryDelay``. The queue holds at most
/// ``Configuration/capacity`` events: beyond, the oldest are dropped and reported. Events live
/// in memory: those still queued when the app quits are not sent.
///
/// **One bad event never takes the others down.** Every event is checked against the Insights
/// API's documented limits when it is tracked (``InsightsEvent/validate(relativeTo:)``), and
/// again when its batch goes: an event that expired while queued (older than 30 days) is
/// dropped and reported on ``onError``, and its batch goes without it. A batch the service
/// refuses for its content all the same (a 400, 413 or 422) is split in halves, until the event
/// refused goes alone and is dropped (reported on ``onError``); the others are sent. A batch
/// refused for another reason (a 401 or 403: a wrong key) is dropped and reported.
@MainActor
public final class Insights {
  /// How events are batched and retried.
  public struct Configuration: Sendable, Hashable {
    /// The events of one call, and how many waiting make a call at once: 10 by default, as
    /// InstantSearch's; at most 1,000 (the API's limit).
    public var batchSize: Int
    /// How long an event waits for others before a call: 30 seconds by default.
    public var flushDelay: Duration
    /// The most events kept: 1,000 by default.
    public var capacity: Int
    /// The wait before the first retry after a transient failure: 1 second by default.
    public var retryDelay: Duration
    /// The longest wait between retries: 5 minutes by default.
    public var maxRetryDelay: Duration

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - batchSize: The events of one call (1…1,000).
    ///   - flushDelay: How long an event waits for others.
    ///   - capacity: The most events kept (at least `batchSize`).
    ///   - retryDelay: The wait before the first retry.
    ///   - maxRetryDelay: The longest wait between retries.
    public init(
      batchSize: Int = 10, flushDelay: Duration = .seconds(30), capacity: Int = 1_000,
      retryDelay: Duration = .seconds(1), maxRetryDelay: Duration = .seconds(300)
    ) {
      self.batchSize = min(max(1, batchSize), 1_000)
      self.flushDelay = flushDelay
      self.capacity = max(capacity, self.batchSize)
      self.retryDelay = retryDelay
      self.maxRetryDelay = maxRetryDelay
    }

    /// The wait before the retry that follows `failures` consecutive failures.
    ///
    /// - Parameter failures: Consecutive transient failures, from 1.
    /// - Returns: `retryDelay × 2^(failures − 1)`, at most `maxRetryDelay`.
    public func retryDelay(afterFailures failures: Int) -> Duration {
      var delay = retryDelay
      for _ in 1..<max(1, min(failures, 32)) where delay < maxRetryDelay {
        delay = delay * 2
      }
      return min(delay, maxRetryDelay)
    }
  }

  /// Where the events go.
  public let service: any InsightsService
  /// How events are batched and retried.
  public let configuration: Configuration
  /// Where the anonymous user token is kept.
  public let userTokenStorage: any UserTokenStorage

  /// Fires with each batch the service accepted.
  public let onBatchSent = Event<[InsightsEvent]>()
  /// Fires when events are lost: a batch refused for good, events dropped from a full queue,
  /// an invalid event tracked by a widget.
  public let onError = Event<InsightsError>()
  /// Fires with the error of each failed send, once it is handled: the batch kept for a retry
  /// (a transient error) or dropped.
  public let onSendFailed = Event<InsightsError>()

  /// Whether events are tracked; events tracked while off are ignored.
  public var isEnabled = true

  /// The anonymous user token the events carry.
  public private(set) var userToken: String
  /// The signed-in user's token the events carry, if any.
  public private(set) var authenticatedUserToken: String?

  private var queue: InsightsQueue
  private let flushTimer: ClockTimer
  private let retryTimer: ClockTimer
  private let now: @Sendable () -> Date
  private var idleWaiters: [CheckedContinuation<Void, Never>] = []

  /// Creates the client.
  ///
  /// - Parameters:
  ///   - service: Where the events go.
  ///   - userTokenStorage: Where the anonymous token is kept across launches;
  ///     `UserDefaults.standard` by default.
  ///   - configuration: Batching and retries.
  ///   - clock: The clock batching and retries are timed on; tests pass a `ManualClock`.
  ///   - now: The events' timestamps; the system's time by default.
  public init(
    service: any InsightsService,
    userTokenStorage: any UserTokenStorage = UserDefaultsUserTokenStorage(),
    configuration: Configuration = Configuration(),
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.service = service
    self.configuration = configuration
    self.userTokenStorage = userTokenStorage
    self.queue = InsightsQueue(batchSize: configuration.batchSize, capacity: configuration.capacity)
    self.flushTimer = ClockTimer(clock: clock)
    self.retryTimer = ClockTimer(clock: clock)
    self.now = now
    if let kept = userTokenStorage.userToken,
      (try? InsightsEvent.validateUserToken(kept)) != nil
    {
      userToken = kept
    } else {
      userToken = Self.anonymousUserToken()
      userTokenStorage.userToken = userToken
    }
  }

  /// A new anonymous token: `anonymous-` and a random UUID.
  public static func anonymousUserToken() -> String {
    "anonymous-" + UUID().uuidString.lowercased()
  }

  /// Replaces the anonymous user token, and keeps the new one across launches.
  ///
  /// - Parameter token: 1–129 of `A–Z a–z 0–9 _ = + / -`.
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)``; the token is
  ///   unchanged.
  public func setUserToken(_ token: String) throws(InsightsError) {
    try InsightsEvent.validateUserToken(token)
    userToken = token
    userTokenStorage.userToken = token
  }

  /// Sets the signed-in user's token (nil when signing out). It is not kept across launches.
  ///
  /// - Parameter token: 1–129 of `A–Z a–z 0–9 _ = + / -`, or nil.
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)``; the token is
  ///   unchanged.
  public func setAuthenticatedUserToken(_ token: String?) throws(InsightsError) {
    if let token { try InsightsEvent.validateUserToken(token, field: "authenticatedUserToken") }
    authenticatedUserToken = token
  }

  /// The events waiting to be sent (a batch in flight included).
  public var pendingEvents: [InsightsEvent] { queue.events }

  /// Queues an event, if tracking is enabled.
  ///
  /// - Parameter event: The event, with its tokens and time.
  /// - Throws: ``InsightsError/invalidEvent(eventName:field:value:reason:)`` (see
  ///   ``InsightsEvent/validate(relativeTo:)``, against the client's clock); nothing is queued
  ///   then.
  public func track(_ event: InsightsEvent) throws(InsightsError) {
    guard isEnabled else { return }
    try event.validate(relativeTo: now())
    let (dropped, commands) = queue.add(event)
    if !dropped.isEmpty { onError.fire(.queueFull(droppedEvents: dropped.count)) }
    run(commands)
  }

  /// An event of the current user, now: the tokens and the time filled in.
  ///
  /// - Parameters:
  ///   - eventType: What the user did.
  ///   - eventSubtype: For a conversion: an add-to-cart or a purchase.
  ///   - eventName: The app's name for it.
  ///   - indexName: The index.
  ///   - queryID: The search's `queryID`, if any.
  ///   - objectIDs: The records.
  ///   - positions: Their positions, from 1 (clicks).
  ///   - filters: The filters.
  ///   - objectData: Each record's price, quantity, discount and `queryID` (add-to-cart and
  ///     purchase).
  ///   - value: The event's total value (add-to-cart and purchase).
  ///   - currency: The currency of the value and the prices.
  /// - Returns: The event.
  public func event(
    _ eventType: InsightsEvent.EventType, eventSubtype: InsightsEvent.EventSubtype? = nil,
    eventName: String, indexName: String, queryID: String? = nil, objectIDs: [String]? = nil,
    positions: [Int]? = nil, filters: [String]? = nil,
    objectData: [InsightsEvent.ObjectData]? = nil, value: Double? = nil, currency: String? = nil
  ) -> InsightsEvent {
    InsightsEvent(
      eventType: eventType, eventSubtype: eventSubtype, eventName: eventName,
      indexName: indexName, userToken: userToken, authenticatedUserToken: authenticatedUserToken,
      timestamp: Int64((now().timeIntervalSince1970 * 1000).rounded()), queryID: queryID,
      objectIDs: objectIDs, positions: positions, filters: filters, objectData: objectData,
      value: value, currency: currency)
  }

  /// Sends every queued event now, without waiting for the flush delay or a retry, and returns
  /// once the queue is empty or a send failed (the failed batch stays queued).
  public func flush() async {
    run(queue.flushRequested())
    guard !queue.isIdle else { return }
    await withCheckedContinuation { idleWaiters.append($0) }
  }

  private func run(_ commands: [InsightsQueue.Command]) {
    for command in commands {
      switch command {
      case .armFlushTimer:
        flushTimer.schedule(after: configuration.flushDelay) { [weak self] in
          guard let self else { return }
          self.run(self.queue.flushTimerFired())
        }
      case .armRetryTimer(let failures):
        retryTimer.schedule(after: configuration.retryDelay(afterFailures: failures)) {
          [weak self] in
          guard let self else { return }
          self.run(self.queue.retryTimerFired())
        }
      case .send(let batch):
        let time = now()
        var expired: [(offset: Int, error: InsightsError)] = []
        for (offset, event) in batch.enumerated() {
          do {
            try event.validate(relativeTo: time)
          } catch {
            expired.append((offset, error))
          }
        }
        guard expired.isEmpty else {
          let (_, commands) = queue.dropFromBatch(at: expired.map(\.offset))
          for (_, error) in expired { onError.fire(error) }
          run(commands)
          continue
        }
        retryTimer.cancel()
        send(batch)
      }
    }
    if queue.isIdle { resumeIdleWaiters() }
  }

  private func send(_ batch: [InsightsEvent]) {
    let service = service
    Task { [weak self] in
      let failure: (any Error)?
      do {
        try await Self.deliver(batch, to: service)
        failure = nil
      } catch {
        failure = error
      }
      guard let self else { return }
      if let failure {
        let error = failure as? InsightsError ?? .transport(description: "\(failure)")
        let (dropped, commands) =
          error.isEventRefusal
          ? self.queue.sendRefused() : self.queue.sendFailed(transient: error.isTransient)
        if !dropped.isEmpty {
          self.onError.fire(.batchRejected(events: dropped.count, reason: error.description))
        }
        self.run(commands)
        self.onSendFailed.fire(error)
      } else {
        self.onBatchSent.fire(batch)
        self.run(self.queue.sendSucceeded())
      }
    }
  }

  @concurrent
  private static func deliver(_ batch: [InsightsEvent], to service: any InsightsService)
    async throws
  {
    try await service.send(batch)
  }

  private func resumeIdleWaiters() {
    let waiters = idleWaiters
    idleWaiters = []
    for waiter in waiters { waiter.resume() }
  }
}
