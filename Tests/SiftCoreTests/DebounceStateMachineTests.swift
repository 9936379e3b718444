import Testing

@testable import SiftCore

/// The pure debounce logic, with no clock at all.
struct DebounceStateMachineTests {
  @Test func send_withZeroInterval_emitsAtOnce() {
    var machine = DebounceStateMachine<String>()
    guard case .emit(let value) = machine.send("a", interval: .zero) else {
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
    #expect(machine.timerFired(generation: first) == nil, "a superseded timer emits nothing")
    #expect(machine.timerFired(generation: second) == "ab")
    #expect(machine.timerFired(generation: second) == nil, "a value is emitted once")
  }

  @Test func flush_takesThePendingValue_andMakesItsTimerStale() {
    var machine = DebounceStateMachine<String>()
    guard case .startTimer(let generation) = machine.send("a", interval: .seconds(1)) else {
      Issue.record("expected a timer")
      return
    }
    #expect(machine.flush() == "a")
    #expect(machine.flush() == nil)
    #expect(machine.timerFired(generation: generation) == nil)
  }

  @Test func cancel_dropsThePendingValue() {
    var machine = DebounceStateMachine<String>()
    guard case .startTimer(let generation) = machine.send("a", interval: .seconds(1)) else {
      Issue.record("expected a timer")
      return
    }
    #expect(machine.cancel())
    #expect(!machine.cancel())
    #expect(machine.timerFired(generation: generation) == nil)
  }
}
