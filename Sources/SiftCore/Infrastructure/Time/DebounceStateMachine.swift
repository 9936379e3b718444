/// The pure logic of debouncing: which value is pending and whether a timer firing still counts.
///
/// Every timer is identified by a generation; a newer value, a flush or a cancel makes older
/// generations stale, so a late timer can never emit a superseded value.
struct DebounceStateMachine<Value> {
  /// What the driver must do after a value is sent.
  enum SendAction {
    /// Emit the value now (the interval is zero).
    case emit(Value)
    /// Start a timer for this generation, replacing any running timer.
    case startTimer(generation: UInt64)
  }

  private enum State {
    case idle
    case pending(Value, generation: UInt64)
  }

  private var state = State.idle
  private var generation: UInt64 = 0

  /// Whether a value waits for its timer.
  var hasPendingValue: Bool {
    if case .pending = state { return true }
    return false
  }

  /// A new value arrives; it supersedes any pending one.
  mutating func send(_ value: Value, interval: Duration) -> SendAction {
    generation &+= 1
    guard interval > .zero else {
      state = .idle
      return .emit(value)
    }
    state = .pending(value, generation: generation)
    return .startTimer(generation: generation)
  }

  /// A timer fired; returns the value to emit if the timer is still current.
  mutating func timerFired(generation fired: UInt64) -> Value? {
    guard case .pending(let value, let current) = state, current == fired else { return nil }
    state = .idle
    return value
  }

  /// Takes the pending value now, if any, making its timer stale.
  mutating func flush() -> Value? {
    guard case .pending(let value, _) = state else { return nil }
    generation &+= 1
    state = .idle
    return value
  }

  /// Drops the pending value, if any. Returns whether one was dropped.
  @discardableResult
  mutating func cancel() -> Bool {
    let hadValue = hasPendingValue
    generation &+= 1
    state = .idle
    return hadValue
  }
}
