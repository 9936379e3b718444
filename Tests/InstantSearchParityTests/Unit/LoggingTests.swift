import Foundation
import SiftCore
import SiftTesting
import XCTest

/// InstantSearch logs what goes wrong through swift-log, at a severity a user picks; Sift logs
/// nothing: what goes wrong is a typed error with its sentence, on the event of the object it
/// happened in, for the app to show, log or ignore.
///
/// Deliberate difference, for every test of this class: Sift has no logger and no log levels;
/// each test asserts the errors reach their subscribers with their text, and that a subscriber
/// picks the severity by the event it listens to.
@MainActor
final class LoggingTests: XCTestCase {
  func testMatchLevel() async throws {
    var messages: [String] = []

    // A search that fails, on the searcher.
    let service = StubSearchService()
    service.fail(query: "q", with: .http(status: 400, message: "bad request", request: .search([])))
    let searcher = HitsSearcher(service: service, indexName: "index")
    searcher.onError.subscribe(with: self) { _, error in messages.append("\(error)") }
    searcher.query = "q"
    searcher.search()
    await searcher.settled()

    // Hits that do not decode, on the hits interactor.
    let hits = HitsInteractor<[String: Int]>()
    hits.onError.subscribe(with: self) { _, error in messages.append("\(error)") }
    hits.update(
      with: SearchParityFixtures.stamped(
        SearchParityFixtures.response(hits: [["objectID": 1, "a": "x"]])))

    // An event the Insights API would refuse, on the Insights client.
    let insights = TestHitsTracker().insights
    insights.onError.subscribe(with: self) { _, error in messages.append("\(error)") }
    let tracker = FilterTracker(eventName: "", searcher: searcher, insights: insights)
    tracker.trackClick(for: Filter.Facet(attribute: "brand", stringValue: "Sony"))

    XCTAssertEqual(messages.count, 3, "All messages captured")
    XCTAssertEqual(
      messages.first,
      "\(SearchError.http(status: 400, message: "bad request", request: .search([])))")
    XCTAssertEqual(
      messages.dropFirst().first,
      #"Cannot decode hits[0].a (objectID "1"): Expected to decode Int but found a string instead."#
    )
    XCTAssertEqual(
      messages.last,
      #"invalid Insights event "": eventName "": expected 1 to 64 printable ASCII characters"#)
  }

  func testSetLogSeverityLevel() async throws {
    // The severity is the event listened to: `Insights.onError` reports events lost (the
    // errors), `Insights.onSendFailed` every failed send, transient ones too (the warnings).
    let testTracker = TestHitsTracker()
    let insights = testTracker.insights
    var errors: [InsightsError] = []
    var failures: [InsightsError] = []
    insights.onError.subscribe(with: self) { _, error in errors.append(error) }
    insights.onSendFailed.subscribe(with: self) { _, error in failures.append(error) }

    // Offline once: a warning, the event is kept for a retry.
    testTracker.service.failNextSends(1)
    try insights.track(.view, eventName: "Viewed", indexName: "index", objectIDs: ["1"])
    await insights.flush()
    XCTAssertEqual(failures, [.transport(description: "offline")])
    XCTAssertEqual(errors, [], "not an error: the event is not lost")

    // Refused for good: an error, the event is lost.
    testTracker.service.failNextSends(1, with: .http(status: 401, message: "Invalid credentials"))
    await insights.flush()
    XCTAssertEqual(failures.count, 2)
    XCTAssertEqual(
      errors,
      [.batchRejected(events: 1, reason: "the Insights API answered 401: Invalid credentials")])
  }
}
