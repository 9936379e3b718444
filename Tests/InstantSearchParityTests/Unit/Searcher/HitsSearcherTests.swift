import SiftAlgolia
import SiftCore
import SiftTesting
import XCTest

@MainActor
final class HitsSearcherTests: XCTestCase {
  func testOnQueryChanged() async throws {
    let searcher = HitsSearcher(appID: "testAppID", apiKey: "testApiKey", indexName: "index1")
    var changes = 0
    searcher.onQueryChanged.subscribe(with: self) { _, newQuery in
      XCTAssertEqual(newQuery, "new query")
      changes += 1
    }
    searcher.query = "new query"
    XCTAssertEqual(changes, 1, "Query change expectation")
  }

  func testOnIndexChanged() async throws {
    let searcher = HitsSearcher(appID: "testAppID", apiKey: "testApiKey", indexName: "index1")
    var changes = 0
    searcher.onIndexChanged.subscribe(with: self) { _, indexName in
      XCTAssertEqual(indexName, "index3")
      changes += 1
    }
    searcher.request.indexName = "index3"
    XCTAssertEqual(changes, 1, "Index change expectation")
  }

  func testOnSearch() async throws {
    // A stub service stands for the Algolia application: nothing goes over the network.
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "index1")
    var searches = 0
    searcher.onSearch.subscribe(with: self) { _, _ in
      searches += 1
    }
    searcher.search()
    XCTAssertEqual(searches, 1, "Search expectation")
    await searcher.settled()
  }

  func testConditionalSearch() async throws {
    let service = StubSearchService()
    let searcher = HitsSearcher(service: service, indexName: "index1")
    var searches = 0
    searcher.onSearch.subscribe(with: self) { _, _ in
      searches += 1
    }
    searcher.shouldTriggerSearchForQuery = { request in
      request.query.query ?? "" != ""
    }
    searcher.query = nil
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(searches, 0, "Search expectation")
    XCTAssertEqual(service.receivedCallCount, 0)
  }

  func testTextualQueryChange() async throws {
    let searcher = HitsSearcher(appID: "testAppID", apiKey: "testApiKey", indexName: "index1")
    var requestChanges = 0
    searcher.onRequestChanged.subscribe(with: self) { _, _ in
      requestChanges += 1
    }
    var queryChanges = 0
    searcher.onQueryChanged.subscribe(with: self) { _, _ in
      queryChanges += 1
    }
    searcher.request.query.query = "1"
    XCTAssertEqual(requestChanges, 1, "Request changed expectation")
    XCTAssertEqual(queryChanges, 1, "Query changed expectation")
  }

  func testIndexChange() async throws {
    let searcher = HitsSearcher(appID: "testAppID", apiKey: "testApiKey", indexName: "index1")
    var requestChanges = 0
    searcher.onRequestChanged.subscribe(with: self) { _, _ in
      requestChanges += 1
    }
    var indexChanges = 0
    searcher.onIndexChanged.subscribe(with: self) { _, _ in
      indexChanges += 1
    }
    searcher.request.indexName = "index2"
    XCTAssertEqual(requestChanges, 1, "Request changed expectation")
    XCTAssertEqual(indexChanges, 1, "Index changed expectation")
  }

  func testAutomaticHitsViewTracking() async throws {
    let searcher = HitsSearcher(
      appID: "test_app_id", apiKey: "test_api_key", indexName: "test_index_name")
    let testHitsTracker = TestHitsTracker()
    // InstantSearch's searcher owns an event tracker; in Sift the tracker links the searcher to
    // the Insights client, and sends a view of each page of results unless told not to.
    let tracker = HitsTracker(
      eventName: "test event name", searcher: searcher, insights: testHitsTracker.insights)
    let rawHits: [JSON] = [
      ["objectID": "id1", "title": "object1"],
      ["objectID": "id2", "title": "object2"],
      ["objectID": "id3", "title": "object3"],
    ]
    searcher.onResults.fire(SearchParityFixtures.response(hits: rawHits))

    let views = await testHitsTracker.sentEvents().filter { $0.eventType == .view }
    XCTAssertEqual(views.count, 1)
    XCTAssertEqual(views.first?.eventName, "Hits Viewed")
    XCTAssertEqual(views.first?.indexName, "test_index_name")
    XCTAssertEqual(views.first?.objectIDs, ["id1", "id2", "id3"])
    XCTAssertTrue(tracker.isAutoSendingHitsViewEvents)
  }

  func testAutomaticHitsViewTrackingOptOut() async throws {
    let searcher = HitsSearcher(
      appID: "test_app_id", apiKey: "test_api_key", indexName: "test_index_name")
    let testHitsTracker = TestHitsTracker()
    let tracker = HitsTracker(
      eventName: "test event name", searcher: searcher, insights: testHitsTracker.insights)
    tracker.isEnabled = false

    searcher.onResults.fire(
      SearchParityFixtures.response(hits: [["objectID": "id1", "title": "object1"]]))

    let views = await testHitsTracker.sentEvents()
    XCTAssertTrue(views.isEmpty, "shouldn't trigger")
  }
}
