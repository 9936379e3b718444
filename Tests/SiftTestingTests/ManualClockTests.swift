import SiftCore
import SiftTesting
import XCTest

@MainActor
final class ManualClockTests: XCTestCase {
  func test_sleep_wakesWhenTheClockReachesTheDeadline() async {
    let clock = ManualClock()
    let timer = ClockTimer(clock: clock)
    var fired = false
    timer.schedule(after: .seconds(5)) { fired = true }
    await clock.advance(by: .seconds(4))
    XCTAssertFalse(fired)
    XCTAssertEqual(clock.pendingSleepCount, 1)
    await clock.advance(by: .seconds(1))
    XCTAssertTrue(fired)
    XCTAssertEqual(clock.now, ManualClock.Instant(offset: .seconds(5)))
  }

  func test_advance_wakesSleepersInDeadlineOrder_includingOnesScheduledOnTheWay() async {
    let clock = ManualClock()
    let first = ClockTimer(clock: clock)
    let second = ClockTimer(clock: clock)
    var log: [String] = []
    second.schedule(after: .seconds(3)) { log.append("3s") }
    first.schedule(after: .seconds(1)) {
      log.append("1s")
      first.schedule(after: .seconds(1)) { log.append("2s") }
    }
    await clock.advance(by: .seconds(10))
    XCTAssertEqual(log, ["1s", "2s", "3s"])
  }

  func test_cancelledSleep_throwsAndIsForgotten() async {
    let clock = ManualClock()
    let timer = ClockTimer(clock: clock)
    var fired = false
    timer.schedule(after: .seconds(1)) { fired = true }
    await clock.settle()
    timer.cancel()
    await clock.settle()
    XCTAssertEqual(clock.pendingSleepCount, 0)
    await clock.run()
    XCTAssertFalse(fired)
  }

  func test_run_advancesThroughEveryPendingDeadline() async {
    let clock = ManualClock()
    let timer = ClockTimer(clock: clock)
    var fired = false
    timer.schedule(after: .seconds(42)) { fired = true }
    await clock.run()
    XCTAssertTrue(fired)
    XCTAssertEqual(clock.now.offset, .seconds(42))
  }

  func test_pastDeadline_returnsAtOnce() async throws {
    let clock = ManualClock()
    await clock.advance(by: .seconds(2))
    try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1)))
    XCTAssertEqual(clock.now.offset, .seconds(2))
  }
}
