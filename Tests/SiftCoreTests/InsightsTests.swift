import Foundation
import SiftCore
import SiftTesting
import XCTest

/// `Insights` batching, retries and user token, on a manual clock with a recording service.
@MainActor
final class InsightsTests: XCTestCase {
  private let clock = ManualClock()
  private let service = RecordingInsightsService()

  private func makeInsights(
    batchSize: Int = 10, capacity: Int = 1_000,
    storage: any UserTokenStorage = InMemoryUserTokenStorage()
  ) -> Insights {
    Insights(
      service: service, userTokenStorage: storage,
      configuration: Insights.Configuration(batchSize: batchSize, capacity: capacity),
      clock: clock, now: { Date(timeIntervalSince1970: 1_700_000_000.123) })
  }

  private func view(_ insights: Insights, _ objectID: String) throws {
    try insights.track(
      .view, eventName: "Product Viewed", indexName: "products", objectIDs: [objectID])
  }

  private func ids(_ batches: [[InsightsEvent]]) -> [[String]] {
    batches.map { $0.flatMap { $0.objectIDs ?? [] } }
  }

  func test_eventsWaitForTheFlushDelay_thenGoInOneBatch() async throws {
    let insights = makeInsights()
    for id in ["a", "b", "c"] { try view(insights, id) }
    await clock.advance(by: .seconds(29))
    XCTAssertEqual(service.receivedBatches.count, 0)
    await clock.advance(by: .seconds(1))
    await service.waitForReceivedBatches(1)
    await insights.flush()
    XCTAssertEqual(ids(service.acceptedBatches), [["a", "b", "c"]])
    XCTAssertTrue(insights.pendingEvents.isEmpty)
  }

  func test_aFullBatchGoesAtOnce_andTheRestWaits() async throws {
    let insights = makeInsights(batchSize: 3)
    for id in ["a", "b", "c", "d"] { try view(insights, id) }
    await service.waitForReceivedBatches(1)
    XCTAssertEqual(ids(service.receivedBatches), [["a", "b", "c"]])
    await clock.advance(by: .seconds(29))
    XCTAssertEqual(service.receivedBatches.count, 1, "d waits for the flush delay")
    await clock.advance(by: .seconds(1))
    await service.waitForReceivedBatches(2)
    XCTAssertEqual(ids(service.receivedBatches), [["a", "b", "c"], ["d"]])
  }

  func test_flush_sendsEverythingNow_inBatchesOfTheBatchSize() async throws {
    let insights = makeInsights(batchSize: 2)
    service.holdsReplies = true
    for id in ["a", "b", "c", "d", "e"] { try view(insights, id) }
    service.releaseAll()
    await insights.flush()
    XCTAssertEqual(ids(service.acceptedBatches), [["a", "b"], ["c", "d"], ["e"]])
    XCTAssertTrue(insights.pendingEvents.isEmpty)
  }

  func test_aTransientFailure_keepsTheBatch_andRetriesItWithBackoff() async throws {
    let insights = makeInsights(batchSize: 1)
    var failures = insights.onSendFailed.values.makeAsyncIterator()
    service.failNextSends(2)
    try view(insights, "a")  // a full batch: sent at once
    let first = await failures.next()
    XCTAssertEqual(first, .transport(description: "offline"))
    XCTAssertEqual(ids([insights.pendingEvents]), [["a"]], "kept for a retry")

    await clock.advance(by: .seconds(1))  // the first retry, which fails too
    _ = await failures.next()
    XCTAssertEqual(service.receivedBatches.count, 2)
    await clock.advance(by: .seconds(1))
    XCTAssertEqual(service.receivedBatches.count, 2, "the next retry waits twice as long")
    await clock.advance(by: .seconds(1))
    await service.waitForReceivedBatches(3)
    await insights.flush()
    XCTAssertEqual(ids(service.acceptedBatches), [["a"]], "sent once it could be, and only once")
    XCTAssertTrue(insights.pendingEvents.isEmpty)
  }

  func test_aBatchInFlight_isNeverSentAgain_andEventsQueuedMeanwhileFollowIt() async throws {
    let insights = makeInsights(batchSize: 2)
    service.holdsReplies = true
    try view(insights, "a")
    try view(insights, "b")
    await service.waitForReceivedBatches(1)
    let flushing = Task { await insights.flush() }
    try view(insights, "c")
    try view(insights, "d")
    await clock.advance(by: .seconds(60))
    XCTAssertEqual(service.receivedBatches.count, 1, "one batch at a time")
    service.releaseAll()
    await flushing.value
    await insights.flush()
    XCTAssertEqual(ids(service.acceptedBatches), [["a", "b"], ["c", "d"]])
    XCTAssertEqual(service.sentEvents.count, 4, "each event sent once")
  }

  func test_aBatchRefusedForGood_isDropped_andReported() async throws {
    let insights = makeInsights(batchSize: 1)
    var errors: [InsightsError] = []
    insights.onError.subscribe(with: self) { _, error in errors.append(error) }
    service.failNextSends(1, with: .http(status: 422, message: "Invalid event"))
    try view(insights, "a")  // sent at once: flush waits for its outcome
    await insights.flush()
    try view(insights, "b")
    await insights.flush()
    XCTAssertEqual(
      errors,
      [.batchRejected(events: 1, reason: "the Insights API answered 422: Invalid event")])
    XCTAssertEqual(ids(service.acceptedBatches), [["b"]])
  }

  func test_theQueueIsBounded_andDropsItsOldestEvents() async throws {
    let insights = makeInsights(batchSize: 2, capacity: 3)
    var errors: [InsightsError] = []
    insights.onError.subscribe(with: self) { _, error in errors.append(error) }
    var failures = insights.onSendFailed.values.makeAsyncIterator()
    service.failNextSends(1)
    try view(insights, "a")
    try view(insights, "b")  // a full batch: sent, fails, kept
    _ = await failures.next()
    try view(insights, "c")
    try view(insights, "d")
    XCTAssertEqual(errors, [.queueFull(droppedEvents: 1)])
    await insights.flush()
    XCTAssertEqual(ids(service.acceptedBatches), [["b", "c"], ["d"]])
  }

  func test_eventsCarryTheUserTokens_andTheirTimeInMilliseconds() async throws {
    let insights = makeInsights()
    try insights.setAuthenticatedUserToken("user-42")
    try insights.clickedAfterSearch(
      eventName: "Product Clicked", indexName: "products", objectIDs: ["9"], positions: [3],
      queryID: "43b15df305339e827f0ac0bdc5ebcaa7")
    await insights.flush()
    let event = try XCTUnwrap(service.sentEvents.first)
    XCTAssertEqual(event.userToken, insights.userToken)
    XCTAssertTrue(event.userToken.hasPrefix("anonymous-"))
    XCTAssertEqual(event.authenticatedUserToken, "user-42")
    XCTAssertEqual(event.timestamp, 1_700_000_000_123)
    XCTAssertEqual(event.positions, [3])
  }

  func test_theUserToken_isMadeOnce_keptAcrossLaunches_andSettable() async throws {
    let storage = InMemoryUserTokenStorage()
    let firstLaunch = makeInsights(storage: storage)
    let secondLaunch = makeInsights(storage: storage)
    XCTAssertEqual(secondLaunch.userToken, firstLaunch.userToken)
    XCTAssertEqual(storage.userToken, firstLaunch.userToken)

    try secondLaunch.setUserToken("user-42")
    XCTAssertEqual(makeInsights(storage: storage).userToken, "user-42")
    XCTAssertThrowsError(try secondLaunch.setUserToken("not a token!")) {
      XCTAssertEqual(
        $0 as? InsightsError,
        .invalidEvent(
          eventName: nil, field: "userToken", value: "not a token!",
          reason: "1 to 129 of A-Z a-z 0-9 _ = + / -"))
    }
    XCTAssertEqual(secondLaunch.userToken, "user-42")
    XCTAssertNotEqual(makeInsights().userToken, "user-42", "another storage, another user")
  }

  func test_theUserToken_survivesARelaunchInUserDefaults() async throws {
    let suite = "sift.tests.insights.\(UUID().uuidString)"
    defer { UserDefaults(suiteName: suite)?.removePersistentDomain(forName: suite) }
    let launch = { (defaults: UserDefaults) in
      self.makeInsights(storage: UserDefaultsUserTokenStorage(defaults: defaults)).userToken
    }
    let first = launch(try XCTUnwrap(UserDefaults(suiteName: suite)))
    let second = launch(try XCTUnwrap(UserDefaults(suiteName: suite)))
    XCTAssertEqual(first, second)
  }

  func test_invalidEvents_areRefused_andDisabledTrackingQueuesNothing() async throws {
    let insights = makeInsights()
    XCTAssertThrowsError(
      try insights.track(
        .click, eventName: String(repeating: "x", count: 65), indexName: "products",
        objectIDs: ["1"])
    ) {
      XCTAssertEqual(
        $0 as? InsightsError,
        .invalidEvent(
          eventName: String(repeating: "x", count: 65), field: "eventName",
          value: String(repeating: "x", count: 65), reason: "1 to 64 printable ASCII characters"))
    }
    insights.isEnabled = false
    try view(insights, "a")
    XCTAssertTrue(insights.pendingEvents.isEmpty)
    await insights.flush()
    XCTAssertEqual(service.receivedBatches.count, 0)
  }

  func test_retryDelays_doubleUpToTheirMaximum() {
    let configuration = Insights.Configuration(retryDelay: .seconds(1), maxRetryDelay: .seconds(5))
    XCTAssertEqual(
      (1...5).map { configuration.retryDelay(afterFailures: $0) },
      [.seconds(1), .seconds(2), .seconds(4), .seconds(5), .seconds(5)])
  }

  func test_oneEventTheAPIRefuses_isIsolatedAndDropped_andTheOthersOfItsBatchAreSent()
    async throws
  {
    let insights = makeInsights(batchSize: 4)
    var errors: [InsightsError] = []
    insights.onError.subscribe(with: self) { _, error in errors.append(error) }
    service.refuseBatches { $0.objectIDs == ["bad"] }
    for id in ["a", "b", "bad", "c"] { try view(insights, id) }
    await insights.flush()

    XCTAssertEqual(
      ids(service.receivedBatches),
      [["a", "b", "bad", "c"], ["a", "b"], ["bad", "c"], ["bad"], ["c"]],
      "the refused batch is halved until the refused event goes alone")
    XCTAssertEqual(ids(service.acceptedBatches), [["a", "b"], ["c"]])
    XCTAssertEqual(
      errors,
      [.batchRejected(events: 1, reason: "the Insights API answered 422: an event is invalid")])
    XCTAssertTrue(insights.pendingEvents.isEmpty)
  }

  func test_anEventThatExpiredWhileQueued_isDroppedWhenItsBatchGoes_andTheOthersAreSent()
    async throws
  {
    let wall = WallClock()
    let insights = Insights(
      service: service, userTokenStorage: InMemoryUserTokenStorage(),
      configuration: Insights.Configuration(batchSize: 10), clock: clock, now: { wall.now })
    var errors: [InsightsError] = []
    insights.onError.subscribe(with: self) { _, error in errors.append(error) }
    try view(insights, "old")
    wall.now = wall.now.addingTimeInterval(30 * 24 * 3600)
    try view(insights, "new")
    wall.now = wall.now.addingTimeInterval(3600)  // "old" is now 30 days and an hour old
    await insights.flush()

    XCTAssertEqual(ids(service.acceptedBatches), [["new"]])
    XCTAssertEqual(errors.count, 1)
    guard case .invalidEvent(let eventName, let field, _, _)? = errors.first else {
      return XCTFail("\(errors)")
    }
    XCTAssertEqual(eventName, "Product Viewed")
    XCTAssertEqual(field, "timestamp")
  }

  func test_conversionsWithASubtype_carryObjectDataValueAndCurrency() async throws {
    let insights = makeInsights()
    try insights.addedToCartAfterSearch(
      eventName: "Product Added To Cart", indexName: "products", objectIDs: ["42"],
      objectData: [.init(price: 19.99, quantity: 2, discount: 5)],
      queryID: "43b15df305339e827f0ac0bdc5ebcaa7", value: 39.98, currency: "EUR")
    try insights.purchasedAfterSearch(
      eventName: "Products Purchased", indexName: "products", objectIDs: ["42", "7"],
      objectData: [
        .init(queryID: "43b15df305339e827f0ac0bdc5ebcaa7", price: 19.99, quantity: 2),
        .init(price: 59.99, quantity: 1),
      ], value: 99.97, currency: "EUR")
    try insights.addedToCart(
      eventName: "Product Added To Cart", indexName: "products", objectIDs: ["1"])
    try insights.purchased(
      eventName: "Product Purchased", indexName: "products", objectIDs: ["1"],
      objectData: [.init(price: 10)], currency: "USD")
    XCTAssertThrowsError(
      try insights.purchased(
        eventName: "Product Purchased", indexName: "products", objectIDs: ["1"], value: 10)
    ) {
      guard case .invalidEvent(_, "currency", _, _)? = $0 as? InsightsError else {
        return XCTFail("\($0)")
      }
    }
    await insights.flush()
    let events = service.sentEvents
    XCTAssertEqual(events.map(\.eventSubtype), [.addToCart, .purchase, .addToCart, .purchase])
    XCTAssertEqual(events.map(\.eventType), Array(repeating: .conversion, count: 4))
    XCTAssertEqual(events[0].queryID, "43b15df305339e827f0ac0bdc5ebcaa7")
    XCTAssertNil(events[1].queryID, "a purchase's queryIDs are its records'")
    XCTAssertEqual(events[1].objectData?.map(\.queryID), ["43b15df305339e827f0ac0bdc5ebcaa7", nil])
    XCTAssertEqual(events[1].value, 99.97)
    XCTAssertEqual(events[3].currency, "USD")
  }
}

/// A wall clock a test moves by hand, for the events' timestamps.
private final class WallClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current = Date(timeIntervalSince1970: 1_700_000_000)

  var now: Date {
    get { lock.withLock { current } }
    set { lock.withLock { current = newValue } }
  }
}
