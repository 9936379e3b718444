import Foundation
import SiftAlgolia
import SiftCore
import SiftTesting
import XCTest

/// `AlgoliaInsightsService` against the local test server, which answers `/1/events` as the
/// Insights API does (its documented checks, 422 for a refused event).
@MainActor
final class AlgoliaInsightsServiceTests: XCTestCase {
  private let queryID = "43b15df305339e827f0ac0bdc5ebcaa7"
  /// An hour ago, in milliseconds: the server checks timestamps against its clock.
  private let timestamp = Int64((Date().timeIntervalSince1970 - 3600) * 1000)

  private func service(_ server: AlgoliaTestServer, index: Int = 0) -> AlgoliaInsightsService {
    AlgoliaInsightsService(
      appID: "TESTAPP", apiKey: "test-key", host: server.host(index), timeout: .seconds(5))
  }

  private func click(_ objectID: String = "9780545139700") -> InsightsEvent {
    InsightsEvent(
      eventType: .click, eventName: "Product Clicked", indexName: "products",
      userToken: "anonymous-1", timestamp: timestamp, queryID: queryID,
      objectIDs: [objectID], positions: [7])
  }

  func test_regions_haveTheirInsightsHosts() {
    XCTAssertEqual(
      AlgoliaInsightsService.host(for: .us).description, "https://insights.us.algolia.io")
    XCTAssertEqual(
      AlgoliaInsightsService.host(for: .de).description, "https://insights.de.algolia.io")
    XCTAssertEqual(AlgoliaInsightsService.host(for: nil).description, "https://insights.algolia.io")
    XCTAssertEqual(
      AlgoliaInsightsService(appID: "A", apiKey: "k", region: .de).host.name,
      "insights.de.algolia.io")
  }

  func test_send_postsTheEventsToSlashOneSlashEvents_withAlgoliasHeadersAndBody() async throws {
    let server = try await startServer(hostCount: 1)
    try await service(server).send([click()])
    let requests = try await server.requests(0)
    let request = try XCTUnwrap(requests.first)
    XCTAssertEqual(request.method, "POST")
    XCTAssertEqual(request.path, "/1/events")
    XCTAssertEqual(request.headers["x-algolia-application-id"], "TESTAPP")
    XCTAssertEqual(request.headers["x-algolia-api-key"], "test-key")
    XCTAssertEqual(request.headers["content-type"], "application/json; charset=utf-8")
    XCTAssertEqual(request.headers["x-algolia-agent"], AlgoliaSearchService.defaultUserAgent)
    XCTAssertEqual(
      try request.json(),
      [
        "events": [
          [
            "eventType": "click", "eventName": "Product Clicked", "index": "products",
            "userToken": "anonymous-1", "timestamp": JSON(Int(timestamp)),
            "queryID": .string(queryID),
            "objectIDs": ["9780545139700"], "positions": [7],
          ]
        ]
      ])
  }

  func test_anEventTheAPIRefuses_isA422WithItsMessage_thatIsNotRetried() async throws {
    let server = try await startServer(hostCount: 1)
    var refused = click()
    refused.positions = nil  // a click after a search without its position
    do {
      try await service(server).send([click(), refused])
      XCTFail("the API refuses the batch")
    } catch let error as InsightsError {
      XCTAssertEqual(
        error,
        .http(status: 422, message: "events[1].positions: expected positions with a queryID"))
      XCTAssertFalse(error.isTransient)
    }
  }

  func test_aServerErrorOrAnUnreachableHost_isTransient() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.scriptNext(0, [.json(["message": "Internal"], status: 503)])
    do {
      try await service(server).send([click()])
      XCTFail("503")
    } catch let error as InsightsError {
      XCTAssertEqual(error, .http(status: 503, message: "Internal"))
      XCTAssertTrue(error.isTransient)
    }
    let unreachable = AlgoliaInsightsService(appID: "A", apiKey: "k", host: server.closedHost)
    do {
      try await unreachable.send([click()])
      XCTFail("nothing listens")
    } catch let error as InsightsError {
      XCTAssertTrue(error.isTransient, "\(error)")
    }
  }

  func test_insightsOverTheAPI_retriesAFailedBatch_untilTheAPIAcceptsIt_once() async throws {
    let server = try await startServer(hostCount: 1)
    try await server.scriptNext(0, [.json(["message": "Unavailable"], status: 503)])
    let clock = ManualClock()
    let insights = Insights(
      service: service(server), userTokenStorage: InMemoryUserTokenStorage(userToken: "user-7"),
      configuration: Insights.Configuration(batchSize: 2), clock: clock)
    var failures = insights.onSendFailed.values.makeAsyncIterator()
    var sent = insights.onBatchSent.values.makeAsyncIterator()
    try insights.clickedAfterSearch(
      eventName: "Product Clicked", indexName: "products", objectIDs: ["1"], positions: [1],
      queryID: queryID)
    try insights.track(
      .conversion, eventName: "Product Bought", indexName: "products", objectIDs: ["1"])
    let failure = await failures.next()
    XCTAssertEqual(failure, .http(status: 503, message: "Unavailable"))
    await clock.advance(by: .seconds(1))
    let batch = await sent.next()
    XCTAssertEqual(batch?.map(\.eventType), [.click, .conversion])
    let requests = try await server.requests(0)
    XCTAssertEqual(requests.count, 2, "the failed post, then the accepted one, and no more")
    XCTAssertEqual(try requests[0].json(), try requests[1].json(), "the same batch, unchanged")
    XCTAssertTrue(insights.pendingEvents.isEmpty)
  }

  func test_aPurchaseAfterSearch_goesWithItsSubtypeObjectDataValueAndCurrency_andIsAccepted()
    async throws
  {
    let server = try await startServer(hostCount: 1)
    let insights = Insights(
      service: service(server), userTokenStorage: InMemoryUserTokenStorage(userToken: "user-7"),
      clock: ManualClock())
    try insights.purchasedAfterSearch(
      eventName: "Products Purchased", indexName: "products", objectIDs: ["42", "7"],
      objectData: [
        .init(queryID: queryID, price: 19.99, quantity: 3, discount: 3.99),
        .init(price: 59.99, quantity: 2),
      ], value: 179.95, currency: "USD")
    var sent = insights.onBatchSent.values.makeAsyncIterator()
    await insights.flush()
    let batch = await sent.next()
    XCTAssertEqual(batch?.count, 1, "the API accepted it")
    let requests = try await server.requests(0)
    let request = try XCTUnwrap(requests.first)
    let event = try XCTUnwrap(try request.json()["events"]?[0])
    XCTAssertEqual(event["eventType"], "conversion")
    XCTAssertEqual(event["eventSubtype"], "purchase")
    XCTAssertNil(event["queryID"])
    XCTAssertEqual(
      event["objectData"],
      [
        ["queryID": .string(queryID), "price": 19.99, "quantity": 3, "discount": 3.99],
        ["price": 59.99, "quantity": 2],
      ])
    XCTAssertEqual(event["value"], 179.95)
    XCTAssertEqual(event["currency"], "USD")
  }

  func test_anEventThatExpiredWhileQueued_doesNotTakeTheOthersOfItsBatchDown() async throws {
    // Without the check when the batch goes, the API would refuse the whole batch for the
    // expired event, the valid one with it.
    let server = try await startServer(hostCount: 1)
    let time = EventTime(now: Date().addingTimeInterval(-31 * 24 * 3600))
    let insights = Insights(
      service: service(server), userTokenStorage: InMemoryUserTokenStorage(userToken: "user-7"),
      clock: ManualClock(), now: { time.now })
    var errors: [InsightsError] = []
    insights.onError.subscribe(with: self) { _, error in errors.append(error) }
    try insights.track(
      .view, eventName: "Product Viewed", indexName: "products", objectIDs: ["old"])
    time.now = Date()
    try insights.track(
      .view, eventName: "Product Viewed", indexName: "products", objectIDs: ["new"])
    await insights.flush()

    let requests = try await server.requests(0)
    XCTAssertEqual(requests.count, 1)
    XCTAssertEqual(try requests.first?.json()["events"]?[0]?["objectIDs"], ["new"])
    XCTAssertTrue(insights.pendingEvents.isEmpty, "accepted")
    guard case .invalidEvent("Product Viewed", "timestamp", _, _)? = errors.first else {
      return XCTFail("\(errors)")
    }
  }
}

/// The time a test's events are made at, moved by hand.
private final class EventTime: @unchecked Sendable {
  private let lock = NSLock()
  private var current: Date

  init(now: Date) {
    current = now
  }

  var now: Date {
    get { lock.withLock { current } }
    set { lock.withLock { current = newValue } }
  }
}
