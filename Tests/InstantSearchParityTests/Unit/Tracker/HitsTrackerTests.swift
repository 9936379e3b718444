import SiftAlgolia
import SiftCore
import XCTest

// The events carry the Insights client's user token (InstantSearch's tracker passes none, for
// its client to add).
@MainActor
final class HitsTrackerTests: XCTestCase {
  enum Constants {
    static let appID: String = "test_app_id"
    static let apiKey: String = "test_api_key"
    static let indexName: String = "test index name"
    static let objectID: String = "test object id"
    static let eventName: String = "event name"
    static let customEventName: String = "custom event name"
    static let position = 10
    /// InstantSearch's is "test query id"; the Insights API takes 32 lowercase hexadecimal
    /// digits, and Sift refuses any other `queryID` (see the deliberate differences below).
    static let queryID: String = "0123456789abcdef0123456789abcdef"
    static let object: [String: String] = ["field": "value"]
  }

  lazy var searcher = HitsSearcher(
    appID: Constants.appID, apiKey: Constants.apiKey, indexName: Constants.indexName)

  lazy var testTracker = TestHitsTracker()

  lazy var tracker: HitsTracker = {
    let tracker = HitsTracker(
      eventName: Constants.eventName, searcher: searcher, insights: testTracker.insights,
      isAutoSendingHitsViewEvents: false)
    // InstantSearch sets the tracker's queryID; Sift's comes from the searcher's results.
    searcher.onResults.fire(SearchResponse(hits: [], queryID: Constants.queryID))
    return tracker
  }()

  let hit = Hit<[String: String]>(objectID: Constants.objectID, record: Constants.object)

  func testClick() async {
    // Deliberate difference: the queryID is a valid one (32 hexadecimal digits); Sift refuses
    // "test query id" where the event is made, as the Insights API would refuse its batch.
    tracker.trackClick(for: hit, position: Constants.position)
    let events = await testTracker.sentEvents()
    XCTAssertEqual(events.count, 1)
    let event = events.first
    XCTAssertEqual(event?.eventType, .click)
    XCTAssertEqual(event?.eventName, Constants.eventName)
    XCTAssertEqual(event?.indexName, Constants.indexName)
    XCTAssertEqual(event?.objectIDs?.first, Constants.objectID)
    XCTAssertEqual(event?.positions?.first, Constants.position)
    XCTAssertEqual(event?.queryID, Constants.queryID)
    XCTAssertEqual(event?.userToken, testTracker.insights.userToken)
  }

  func testClickCustomEventName() async {
    // Deliberate difference: the queryID is a valid one, as in testClick.
    tracker.trackClick(for: hit, position: Constants.position, eventName: Constants.customEventName)
    let events = await testTracker.sentEvents()
    XCTAssertEqual(events.count, 1)
    let event = events.first
    XCTAssertEqual(event?.eventName, Constants.customEventName)
    XCTAssertEqual(event?.indexName, Constants.indexName)
    XCTAssertEqual(event?.objectIDs?.first, Constants.objectID)
    XCTAssertEqual(event?.positions?.first, Constants.position)
    XCTAssertEqual(event?.queryID, Constants.queryID)
    XCTAssertEqual(event?.userToken, testTracker.insights.userToken)
  }

  func testView() async {
    tracker.trackView(for: hit)
    let events = await testTracker.sentEvents()
    XCTAssertEqual(events.count, 1)
    let event = events.first
    XCTAssertEqual(event?.eventType, .view)
    XCTAssertEqual(event?.eventName, Constants.eventName)
    XCTAssertEqual(event?.indexName, Constants.indexName)
    XCTAssertEqual(event?.objectIDs?.first, Constants.objectID)
    XCTAssertEqual(event?.userToken, testTracker.insights.userToken)
  }

  func testViewCustomEventName() async {
    tracker.trackView(for: hit, eventName: Constants.customEventName)
    let events = await testTracker.sentEvents()
    XCTAssertEqual(events.count, 1)
    let event = events.first
    XCTAssertEqual(event?.eventName, Constants.customEventName)
    XCTAssertEqual(event?.indexName, Constants.indexName)
    XCTAssertEqual(event?.objectIDs?.first, Constants.objectID)
    XCTAssertEqual(event?.userToken, testTracker.insights.userToken)
  }

  func testConvert() async {
    // Deliberate difference: the queryID is a valid one, as in testClick.
    tracker.trackConvert(for: hit)
    let events = await testTracker.sentEvents()
    XCTAssertEqual(events.count, 1)
    let event = events.first
    XCTAssertEqual(event?.eventType, .conversion)
    XCTAssertEqual(event?.eventName, Constants.eventName)
    XCTAssertEqual(event?.indexName, Constants.indexName)
    XCTAssertEqual(event?.objectIDs?.first, Constants.objectID)
    XCTAssertEqual(event?.queryID, Constants.queryID)
    XCTAssertEqual(event?.userToken, testTracker.insights.userToken)
  }

  // As in InstantSearch, this method's name does not start with "test", so XCTest does not run
  // it: it is kept as written there.
  func textConvertCustomEventName() async {
    tracker.trackConvert(for: hit, eventName: Constants.customEventName)
    let events = await testTracker.sentEvents()
    let event = events.first
    XCTAssertEqual(event?.eventName, Constants.customEventName)
    XCTAssertEqual(event?.indexName, Constants.indexName)
    XCTAssertEqual(event?.objectIDs?.first, Constants.objectID)
    XCTAssertEqual(event?.queryID, Constants.queryID)
    XCTAssertEqual(event?.userToken, testTracker.insights.userToken)
  }
}
