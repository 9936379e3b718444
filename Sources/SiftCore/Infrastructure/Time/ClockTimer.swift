/// A cancellable one-shot timer on an injected clock, running its action on the main actor.
///
/// Scheduling again replaces the pending action. Sift uses it for debouncing and for the
/// searchers' stalled status; it is public so that custom widgets can time things the same
/// testable way.
///
/// ```swift
/// let timer = ClockTimer(clock: clock)
/// timer.schedule(after: .milliseconds(300)) { print("stalled") }
/// ```
@MainActor
public final class ClockTimer {
  /// The clock the timer waits on.
  public let clock: any Clock<Duration>
  private var task: Task<Void, Never>?
  private var generation: UInt64 = 0

  /// Whether an action is waiting to run.
  public private(set) var isScheduled = false

  /// Creates an idle timer.
  ///
  /// - Parameter clock: The clock to wait on; tests pass a `ManualClock`.
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  /// Runs `action` once `delay` has elapsed on the clock, replacing any pending action.
  ///
  /// - Parameters:
  ///   - delay: How long to wait. Zero or less runs the action on the next main-actor turn.
  ///   - action: The work to run.
  public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {
    cancel()
    generation &+= 1
    let scheduled = generation
    let sleep = clock.sleeper(for: delay)
    isScheduled = true
    task = Task { @MainActor [weak self] in
      do {
        try await sleep()
      } catch {
        return
      }
      guard let self, self.generation == scheduled, self.isScheduled else { return }
      self.isScheduled = false
      self.task = nil
      action()
    }
  }

  /// Drops the pending action, if any.
  public func cancel() {
    generation &+= 1
    isScheduled = false
    task?.cancel()
    task = nil
  }

  isolated deinit {
    task?.cancel()
  }
}
