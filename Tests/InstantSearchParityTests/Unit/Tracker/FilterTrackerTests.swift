import SiftAlgolia
import SiftCore
import XCTest

// Deliberate difference, for every test of this class: an event's filter is written as the
// Insights API documents it, `attribute:value` with both parts URL-encoded
// (`test%20attribute:test%20filter%20value`); InstantSearch writes it in the facet-filter
// syntax, the value in quotes (`test attribute:"test filter value"`). The event carries the
// Insights client's user token (InstantSearch's tracker passes none, for its client to add).
@MainActor
final class FilterTrackerTests: XCTestCase {
  enum Constants {
    static let appID: String = "test_app_id"
    static let apiKey: String = "test_api_key"
    static let indexName: String = "test index name"
    static let eventName: String = "event name"
    static let customEventName: String = "custom event name"
    static let queryID: String = "test query id"

    enum Filter {
      static let facet = FacetValue(value: "test filter value", count: 10)
      static let attribute: Attribute = "test attribute"
      static let value = "test filter value"
      static let serialized = "test%20attribute:test%20filter%20value"
    }
  }

  lazy var searcher = HitsSearcher(
    appID: Constants.appID, apiKey: Constants.apiKey, indexName: Constants.indexName)

  lazy var testTracker = TestFiltersTracker()

  let testFilter = SiftCore.Filter.Facet(
    attribute: Constants.Filter.attribute, stringValue: Constants.Filter.value)

  lazy var tracker = FilterTracker(
    eventName: Constants.eventName, searcher: searcher, insights: testTracker.insights)

  private func check(
    _ events: [InsightsEvent], _ type: InsightsEvent.EventType, eventName: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(events.count, 2, file: file, line: line)
    for event in events {
      XCTAssertEqual(event.eventType, type, file: file, line: line)
      XCTAssertEqual(event.filters?.first, Constants.Filter.serialized, file: file, line: line)
      XCTAssertEqual(event.eventName, eventName, file: file, line: line)
      XCTAssertEqual(event.indexName, Constants.indexName, file: file, line: line)
      XCTAssertEqual(event.userToken, testTracker.insights.userToken, file: file, line: line)
    }
  }

  func testClick() async {
    tracker.trackClick(for: testFilter)
    tracker.trackClick(for: Constants.Filter.facet, attribute: Constants.Filter.attribute)
    check(await testTracker.sentEvents(), .click, eventName: Constants.eventName)
  }

  func testClickCustomEventName() async {
    tracker.trackClick(for: testFilter, eventName: Constants.customEventName)
    tracker.trackClick(
      for: Constants.Filter.facet, attribute: Constants.Filter.attribute,
      eventName: Constants.customEventName)
    check(await testTracker.sentEvents(), .click, eventName: Constants.customEventName)
  }

  func testView() async {
    tracker.trackView(for: testFilter)
    tracker.trackView(for: Constants.Filter.facet, attribute: Constants.Filter.attribute)
    check(await testTracker.sentEvents(), .view, eventName: Constants.eventName)
  }

  func testViewCustomEventName() async {
    tracker.trackView(for: testFilter, eventName: Constants.customEventName)
    tracker.trackView(
      for: Constants.Filter.facet, attribute: Constants.Filter.attribute,
      eventName: Constants.customEventName)
    check(await testTracker.sentEvents(), .view, eventName: Constants.customEventName)
  }

  func testConvert() async {
    tracker.trackConversion(for: testFilter)
    tracker.trackConversion(for: Constants.Filter.facet, attribute: Constants.Filter.attribute)
    check(await testTracker.sentEvents(), .conversion, eventName: Constants.eventName)
  }

  // As in InstantSearch, this method's name does not start with "test", so XCTest does not run
  // it: it is kept as written there.
  func textConvertCustomEventName() async {
    tracker.trackConversion(for: testFilter, eventName: Constants.customEventName)
    tracker.trackConversion(
      for: Constants.Filter.facet, attribute: Constants.Filter.attribute,
      eventName: Constants.customEventName)
    check(await testTracker.sentEvents(), .conversion, eventName: Constants.customEventName)
  }
}
