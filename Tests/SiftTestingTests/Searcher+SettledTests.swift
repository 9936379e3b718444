import SiftCore
import SiftTesting
import XCTest

@MainActor
final class SearcherSettledTests: XCTestCase {
  func test_aSearchThatNeverEnds_timesOut_insteadOfHanging() async {
    let clock = ManualClock()
    let service = StubSearchService()
    service.holdsReplies = true
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.search()
    async let didSettle = searcher.settled(within: .seconds(5), clock: clock)
    while clock.pendingSleepCount == 0 {
      await Task.yield()
    }
    await clock.advance(by: .seconds(5))
    let settled = await didSettle
    XCTAssertFalse(settled)
    XCTAssertTrue(searcher.isLoading, "the search is still held")
    service.releaseAll()
    await searcher.settled()
  }

  func test_aSearchThatEnds_settlesBeforeTheTimeout() async {
    let clock = ManualClock()
    let service = StubSearchService()
    service.holdsReplies = true
    let searcher = HitsSearcher(service: service, indexName: "products")
    searcher.search()
    async let didSettle = searcher.settled(within: .seconds(5), clock: clock)
    await service.waitForReceivedCalls(1)
    service.releaseAll()
    let settled = await didSettle
    XCTAssertTrue(settled)
    XCTAssertNotNil(searcher.latestResults)
    XCTAssertEqual(clock.now.offset, .zero, "no time had to pass")
  }

  func test_anIdleSearcher_isSettledAtOnce() async {
    let searcher = HitsSearcher(service: StubSearchService(), indexName: "products")
    let settled = await searcher.settled()
    XCTAssertTrue(settled)
  }
}
