/// Emits a value only once no newer value has arrived for `interval`, timed on an injected clock.
///
/// ```swift
/// let debouncer = Debouncer<String>(interval: .milliseconds(100), clock: clock) { query in
///   searcher.search(query)
/// }
/// debouncer.send("a")
/// debouncer.send("ab")   // "a" is dropped; "ab" is emitted 100 ms from now
/// ```
///
/// Its logic is a pure state machine; this class only drives the timers.
@MainActor
public final class Debouncer<Value> {
  /// How long a value must stay the latest before it is emitted. Zero emits at once.
  public var interval: Duration
  private var machine = DebounceStateMachine<Value>()
  private let timer: ClockTimer
  private let output: @MainActor (Value) -> Void

  /// Creates a debouncer.
  ///
  /// - Parameters:
  ///   - interval: How long a value must stay the latest before it is emitted.
  ///   - clock: The clock to time on; tests pass a `ManualClock`.
  ///   - output: Receives the values that survive.
  public init(
    interval: Duration, clock: any Clock<Duration> = ContinuousClock(),
    output: @escaping @MainActor (Value) -> Void
  ) {
    self.interval = interval
    self.timer = ClockTimer(clock: clock)
    self.output = output
  }

  /// Whether a value waits to be emitted.
  public var hasPendingValue: Bool { machine.hasPendingValue }

  /// Offers a value; it supersedes any pending one.
  ///
  /// - Parameter value: The new latest value.
  public func send(_ value: Value) {
    switch machine.send(value, interval: interval) {
    case .emit(let value):
      timer.cancel()
      output(value)
    case .startTimer(let generation):
      timer.schedule(after: interval) { [weak self] in
        guard let self, let value = self.machine.timerFired(generation: generation) else { return }
        self.output(value)
      }
    }
  }

  /// Emits the pending value now, if any.
  public func flush() {
    timer.cancel()
    if let value = machine.flush() {
      output(value)
    }
  }

  /// Drops the pending value, if any, without emitting it.
  public func cancel() {
    timer.cancel()
    machine.cancel()
  }
}
