import Testing

@testable import SiftCore

/// The pure debounce logic, with no clock at all.
struct DebounceStateMachineTests {
  @Test func send_withZeroInterval_emitsAtOnce() {
    var machine = DebounceStateMachine<String>()
    let action = machine.send("a", interval: .zero)
    guard case .emit(let value) = action else {
      Issue.record("expected an immediate emit")
      return
    }
    #expect(value == "a")
    #expect(!machine.hasPendingValue)
  }

  @Test func timerFired_emitsOnlyTheLatestGeneration() {
    var machine = DebounceStateMachine<String>()
    guard case .startTimer(let first) = machine.send("a", interval: .seconds(1)),
      case .startTimer(let second) = machine.send("ab", interval: .seconds(1))
    else {
      Issue.record("expected timers")
      return
    }
    let stale = machine.timerFired(generation: first)
    let current = machine.timerFired(generation: second)
    let repeated = machine.timerFired(generation: second)
    #expect(stale == nil, "a superseded timer emits nothing")
    #expect(current == "ab")
    #expect(repeated == nil, "a value is emitted once")
  }

  @Test func flush_takesThePendingValue_andMakesItsTimerStale() {
    var machine = DebounceStateMachine<String>()
    guard case .startTimer(let generation) = machine.send("a", interval: .seconds(1)) else {
      Issue.record("expected a timer")
      return
    }
    let flushed = machine.flush()
    let flushedAgain = machine.flush()
    let late = machine.timerFired(generation: generation)
    #expect(flushed == "a")
    #expect(flushedAgain == nil)
    #expect(late == nil)
  }

  @Test func cancel_dropsThePendingValue() {
    var machine = DebounceStateMachine<String>()
    guard case .startTimer(let generation) = machine.send("a", interval: .seconds(1)) else {
      Issue.record("expected a timer")
      return
    }
    let dropped = machine.cancel()
    let droppedAgain = machine.cancel()
    let late = machine.timerFired(generation: generation)
    #expect(dropped)
    #expect(!droppedAgain)
    #expect(late == nil)
  }
}
