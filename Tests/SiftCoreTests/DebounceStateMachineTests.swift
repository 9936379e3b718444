import XCTest

@testable import SiftCore

final class DebounceStateMachineTests: XCTestCase {
  func test_send_withZeroInterval_emitsAtOnce() {
    var machine = DebounceStateMachine<String>()
    guard case .emit("a") = machine.send("a", interval: .zero) else {
      return XCTFail("expected an immediate emit")
    }
    XCTAssertFalse(machine.hasPendingValue)
  }

  func test_timerFired_emitsOnlyTheLatestGeneration() {
    var machine = DebounceStateMachine<String>()
    guard case .startTimer(let first) = machine.send("a", interval: .seconds(1)),
      case .startTimer(let second) = machine.send("ab", interval: .seconds(1))
    else { return XCTFail("expected timers") }
    XCTAssertNil(machine.timerFired(generation: first), "a superseded timer emits nothing")
    XCTAssertEqual(machine.timerFired(generation: second), "ab")
    XCTAssertNil(machine.timerFired(generation: second), "a value is emitted once")
  }

  func test_flush_takesThePendingValue_andMakesItsTimerStale() {
    var machine = DebounceStateMachine<String>()
    guard case .startTimer(let generation) = machine.send("a", interval: .seconds(1)) else {
      return XCTFail("expected a timer")
    }
    XCTAssertEqual(machine.flush(), "a")
    XCTAssertNil(machine.flush())
    XCTAssertNil(machine.timerFired(generation: generation))
  }

  func test_cancel_dropsThePendingValue() {
    var machine = DebounceStateMachine<String>()
    guard case .startTimer(let generation) = machine.send("a", interval: .seconds(1)) else {
      return XCTFail("expected a timer")
    }
    XCTAssertTrue(machine.cancel())
    XCTAssertFalse(machine.cancel())
    XCTAssertNil(machine.timerFired(generation: generation))
  }
}
