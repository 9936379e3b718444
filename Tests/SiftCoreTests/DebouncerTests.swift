import SiftCore
import SiftTesting
import XCTest

@MainActor
final class DebouncerTests: XCTestCase {
  func test_aBurstOfValues_emitsTheLastOneIntervalAfterIt() async {
    let clock = ManualClock()
    var emitted: [String] = []
    let debouncer = Debouncer<String>(interval: .milliseconds(100), clock: clock) {
      emitted.append($0)
    }
    debouncer.send("a")
    await clock.advance(by: .milliseconds(60))
    debouncer.send("ab")
    await clock.advance(by: .milliseconds(60))
    debouncer.send("abc")
    await clock.advance(by: .milliseconds(99))
    XCTAssertEqual(emitted, [], "nothing before the interval has passed since the last value")
    await clock.advance(by: .milliseconds(1))
    XCTAssertEqual(emitted, ["abc"])
    await clock.advance(by: .seconds(10))
    XCTAssertEqual(emitted, ["abc"])
  }

  func test_zeroInterval_emitsEveryValueSynchronously() async {
    var emitted: [Int] = []
    let debouncer = Debouncer<Int>(interval: .zero, clock: ManualClock()) { emitted.append($0) }
    debouncer.send(1)
    debouncer.send(2)
    XCTAssertEqual(emitted, [1, 2])
  }

  func test_flush_emitsNow_andCancel_dropsTheValue() async {
    let clock = ManualClock()
    var emitted: [Int] = []
    let debouncer = Debouncer<Int>(interval: .seconds(1), clock: clock) { emitted.append($0) }
    debouncer.send(1)
    debouncer.flush()
    XCTAssertEqual(emitted, [1])
    debouncer.send(2)
    debouncer.cancel()
    await clock.advance(by: .seconds(2))
    XCTAssertEqual(emitted, [1])
    XCTAssertFalse(debouncer.hasPendingValue)
  }
}
