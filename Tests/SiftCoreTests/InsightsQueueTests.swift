import XCTest

@testable import SiftCore

/// The pure batching logic behind `Insights`, step by step.
final class InsightsQueueTests: XCTestCase {
  private func event(_ id: String) -> InsightsEvent {
    InsightsEvent(
      eventType: .view, eventName: "Viewed", indexName: "products", userToken: "u",
      timestamp: 0, objectIDs: [id])
  }

  private func ids(_ commands: [InsightsQueue.Command]) -> [[String]] {
    commands.compactMap {
      guard case .send(let batch) = $0 else { return nil }
      return batch.flatMap { $0.objectIDs ?? [] }
    }
  }

  func test_theFirstEventArmsTheFlushTimer_andAFullBatchIsSent() {
    var queue = InsightsQueue(batchSize: 2, capacity: 10)
    XCTAssertEqual(queue.add(event("a")).commands, [.armFlushTimer])
    XCTAssertEqual(ids(queue.add(event("b")).commands), [["a", "b"]])
    XCTAssertEqual(queue.add(event("c")).commands, [], "the timer is armed already")
    XCTAssertEqual(ids(queue.add(event("d")).commands), [], "one batch at a time")
    XCTAssertEqual(ids(queue.sendSucceeded()), [["c", "d"]])
    XCTAssertEqual(queue.sendSucceeded(), [])
    XCTAssertTrue(queue.isIdle)
  }

  func test_aTransientFailureKeepsTheBatchInFront_andBacksOffUntilTheRetry() {
    var queue = InsightsQueue(batchSize: 1, capacity: 10)
    XCTAssertEqual(ids(queue.add(event("a")).commands), [["a"]])
    _ = queue.add(event("b"))
    let failed = queue.sendFailed(transient: true)
    XCTAssertEqual(failed.dropped, [])
    XCTAssertEqual(failed.commands, [.armRetryTimer(failures: 1)])
    XCTAssertEqual(ids(queue.add(event("c")).commands), [], "nothing while backing off")
    XCTAssertEqual(ids(queue.retryTimerFired()), [["a"]])
    XCTAssertEqual(queue.sendFailed(transient: true).commands, [.armRetryTimer(failures: 2)])
    XCTAssertEqual(ids(queue.flushRequested()), [["a"]], "a flush does not wait for the retry")
    XCTAssertEqual(ids(queue.sendSucceeded()), [["b"]])
    XCTAssertEqual(queue.failures, 0)
  }

  func test_aPermanentFailureDropsTheBatch_andAFullQueueItsOldestWaitingEvent() {
    var queue = InsightsQueue(batchSize: 2, capacity: 3)
    _ = queue.add(event("a"))
    _ = queue.add(event("b"))  // in flight
    _ = queue.add(event("c"))
    let overflow = queue.add(event("d"))
    XCTAssertEqual(overflow.dropped.map(\.objectIDs), [["c"]], "the batch in flight stays")
    let rejected = queue.sendFailed(transient: false)
    XCTAssertEqual(rejected.dropped.map(\.objectIDs), [["a"], ["b"]])
    XCTAssertEqual(queue.events.map(\.objectIDs), [["d"]])
  }

  func test_aRefusedBatchIsHalved_untilTheRefusedEventGoesAlone_andOnlyItIsDropped() {
    var queue = InsightsQueue(batchSize: 4, capacity: 10)
    for id in ["a", "b", "c"] { _ = queue.add(event(id)) }
    XCTAssertEqual(ids(queue.add(event("d")).commands), [["a", "b", "c", "d"]])
    let refused = queue.sendRefused()
    XCTAssertEqual(refused.dropped, [])
    XCTAssertEqual(ids(refused.commands), [["a", "b"]], "the first half, at once")
    XCTAssertEqual(ids(queue.sendSucceeded()), [["c", "d"]], "batches stay halved")
    XCTAssertEqual(ids(queue.sendRefused().commands), [["c"]])
    let single = queue.sendRefused()
    XCTAssertEqual(single.dropped.map { $0.objectIDs ?? [] }, [["c"]], "refused alone: dropped")
    XCTAssertEqual(ids(single.commands), [["d"]])
    XCTAssertEqual(queue.sendSucceeded(), [])
    XCTAssertTrue(queue.isIdle)
    XCTAssertNil(queue.batchLimit, "full batches again")
  }

  func test_eventsTakenOutOfTheBatchAboutToGo_leaveTheQueue_andTheBatchIsMadeAgain() {
    var queue = InsightsQueue(batchSize: 3, capacity: 10)
    for id in ["a", "b"] { _ = queue.add(event(id)) }
    XCTAssertEqual(ids(queue.add(event("c")).commands), [["a", "b", "c"]])
    _ = queue.add(event("d"))
    let (dropped, commands) = queue.dropFromBatch(at: [0, 2])
    XCTAssertEqual(dropped.map { $0.objectIDs ?? [] }, [["a"], ["c"]])
    XCTAssertEqual(ids(commands), [], "two events wait: not a full batch")
    XCTAssertEqual(queue.events.map { $0.objectIDs ?? [] }, [["b"], ["d"]])
    XCTAssertEqual(ids(queue.flushRequested()), [["b", "d"]])
  }
}
