import SiftCore
import SiftTesting
import XCTest

/// InstantSearch's `Sequencer` orders a searcher's operations and cancels the obsolete ones; in
/// Sift the searcher itself does that job: the latest search wins, every search it supersedes
/// is cancelled, and only the latest one's response is delivered.
@MainActor
final class SequencerTest: XCTestCase {
  /// A searcher whose every call waits for its release.
  private func makeSearcher() -> (HitsSearcher, StubSearchService) {
    let service = StubSearchService()
    service.holdsReplies = true
    return (HitsSearcher(service: service, indexName: "index"), service)
  }

  /// Searches `count` times, each search reaching the service before the next starts.
  private func search(_ searcher: HitsSearcher, _ service: StubSearchService, times count: Int)
    async
  {
    let first = service.receivedCallCount
    for number in 1...count {
      searcher.query = "\(number)"
      searcher.search()
      await service.waitForReceivedCalls(first + number)
    }
  }

  func testObsoleteOperationsCancellation() async {
    // Deliberate difference: InstantSearch keeps the latest `maxPendingOperationsCount` (10)
    // operations running and cancels the rest; Sift keeps the latest search only, and cancels
    // every search it supersedes, as a search's response is of no use once a newer one started.
    let (searcher, service) = makeSearcher()
    let operationsCount = 100
    var delivered: [String?] = []
    searcher.onStampedResults.subscribe(with: self) { _, results in
      delivered.append(results.request.query.query)
    }

    await search(searcher, service, times: operationsCount)
    XCTAssertEqual(service.heldCalls.count, 1, "the superseded calls were cancelled")
    service.releaseAll()
    await searcher.settled()
    await service.waitForCompletedCalls(operationsCount)

    XCTAssertEqual(service.completedCallCount, operationsCount)
    XCTAssertEqual(delivered, ["\(operationsCount)"], "only the latest search is delivered")
  }

  func testPreviousOperationsCancellation() async {
    let (searcher, service) = makeSearcher()
    let slowOperationsCount = 100
    var delivered: [String?] = []
    searcher.onStampedResults.subscribe(with: self) { _, results in
      delivered.append(results.request.query.query)
    }

    // 100 slow searches (their replies held), then a fast one.
    await search(searcher, service, times: slowOperationsCount)
    searcher.query = "fast"
    service.release(call: slowOperationsCount)
    searcher.search()
    await searcher.settled()
    await service.waitForCompletedCalls(slowOperationsCount + 1)

    // All slow searches are cancelled, as the fast one is the latest; the fast one is not.
    XCTAssertEqual(service.heldCalls, [])
    XCTAssertEqual(delivered, ["fast"])
  }

  func testPendingOperations() async {
    let (searcher, service) = makeSearcher()
    searcher.search()
    XCTAssertTrue(searcher.isLoading, "has pending operations")
    await service.waitForReceivedCalls(1)
    XCTAssertTrue(searcher.isLoading)
    service.releaseAll()
    await searcher.settled()
    XCTAssertFalse(searcher.isLoading)
  }

  func testLoad() async {
    // Searches from 30 sources, interleaved, with replies of random latency: every search ends
    // (answered, or cancelled by a later one), and the searcher settles on the latest.
    let clock = ManualClock()
    let service = StubSearchService(clock: clock)
    var generator = SplitMix64(seed: 2019)
    let latencies = (0..<3_000).map { _ in
      Duration.milliseconds(Int.random(in: 10...200, using: &generator))
    }
    service.setLatency { call, _ in latencies[call % latencies.count] }
    let searcher = HitsSearcher(service: service, indexName: "index", clock: clock)
    let queues = (1...30).map { queue in (queue, Int.random(in: 5...20, using: &generator)) }
    var order = queues.flatMap { queue, count in (1...count).map { "queue\(queue) - \($0)" } }
    order.shuffle(using: &generator)

    for (number, query) in order.enumerated() {
      searcher.query = query
      searcher.search()
      if number.isMultiple(of: 7) {
        await clock.advance(by: .milliseconds(Int.random(in: 10...50, using: &generator)))
      }
    }
    for _ in 0..<1_000
    where service.completedCallCount < service.receivedCallCount || searcher.isLoading {
      await clock.advance(by: .milliseconds(50))
    }

    XCTAssertEqual(service.completedCallCount, service.receivedCallCount, "All operations finished")
    XCTAssertEqual(searcher.latestResults?.request.query.query, order.last)
  }
}

/// A seeded random number generator (SplitMix64), so that the load test is the same each run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
