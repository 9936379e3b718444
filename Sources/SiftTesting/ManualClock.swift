import Foundation

/// A clock whose time moves only when a test says so, for testing timing logic without waiting.
///
/// Inject it wherever Sift takes `any Clock<Duration>` (debouncing, the searchers' stalled
/// status, scripted latency), then move time with ``advance(by:)`` or
/// ``run(maximumWakeUps:)``:
///
/// ```swift
/// let clock = ManualClock()
/// let connector = SearchBoxConnector(
///   searcher: searcher, controller: controller, debounce: .milliseconds(100), clock: clock)
/// textField.insertText("a")
/// textField.insertText("b")
/// await clock.advance(by: .milliseconds(100))   // one search, for "ab"
/// ```
///
/// `sleep` and `advance` run on their caller's executor, so timers driven from the main actor
/// (all of Sift's) fire before `advance` returns. Work that hops off the main actor, such as a
/// `SearchService` call, finishes on its own schedule: await its result (for instance an event's
/// ``SiftCore/Event/values``) rather than counting on `advance` alone.
public final class ManualClock: Clock, @unchecked Sendable {
  /// An instant of a `ManualClock`: the time elapsed since the clock was made.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// The time elapsed since the clock's start.
    public var offset: Duration

    /// Creates an instant at `offset` from the clock's start.
    ///
    /// - Parameter offset: The time elapsed since the clock's start.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The instant `duration` after this one.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The duration from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset, as in `"0.25 seconds"`.
    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var nextID: UInt64 = 0
  private let settleTurns: Int

  /// Creates a clock at instant zero.
  ///
  /// - Parameter settleTurns: How many main-actor turns ``advance(by:)`` gives woken work to
  ///   finish after each wake-up. The default suits Sift's own timers.
  public init(settleTurns: Int = 16) {
    self.settleTurns = max(1, settleTurns)
  }

  /// The current instant.
  public var now: Instant { lock.withLock { current } }

  /// The smallest step of the clock: it has none.
  public var minimumResolution: Duration { .zero }

  /// The number of sleeps waiting for their deadline.
  public var pendingSleepCount: Int { lock.withLock { sleepers.count } }

  /// Suspends until ``advance(by:)`` or ``run(maximumWakeUps:)`` moves the clock to
  /// `deadline`, or the task is cancelled (which throws `CancellationError`).
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at. One already past returns at once.
  ///   - tolerance: Ignored.
  nonisolated(nonsending)
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws
  {
    let id: UInt64 = lock.withLock {
      nextID &+= 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        lock.lock()
        if Task.isCancelled {
          lock.unlock()
          continuation.resume(throwing: CancellationError())
        } else if deadline <= current {
          lock.unlock()
          continuation.resume()
        } else {
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          lock.unlock()
        }
      }
    } onCancel: {
      let cancelled: Sleeper? = lock.withLock {
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward, waking every sleep whose deadline is reached, earliest first.
  ///
  /// Each sleeper is woken with the clock set to its own deadline, and what it then schedules
  /// within the advanced span (a timer that restarts a timer) is woken in turn.
  ///
  /// - Parameter duration: How far to move. Negative durations are ignored.
  nonisolated(nonsending)
    public func advance(by duration: Duration) async
  {
    let target = lock.withLock { current.advanced(by: max(duration, .zero)) }
    await advance(to: target)
  }

  /// Moves the clock to `deadline` (if it is later than now), waking sleeps on the way.
  ///
  /// - Parameter deadline: The instant to move to.
  nonisolated(nonsending)
    public func advance(to deadline: Instant) async
  {
    await settle()
    while let due = takeEarliestSleeper(notAfter: deadline) {
      due.continuation.resume()
      await settle()
    }
    lock.withLock {
      if current < deadline { current = deadline }
    }
    await settle()
  }

  /// Advances to each pending deadline in turn until no sleep is pending.
  ///
  /// - Parameter maximumWakeUps: A bound for timers that keep rescheduling themselves.
  nonisolated(nonsending)
    public func run(maximumWakeUps: Int = 10_000) async
  {
    await settle()
    var wakeUps = 0
    while wakeUps < maximumWakeUps, let deadline = earliestDeadline() {
      await advance(to: deadline)
      wakeUps += 1
    }
  }

  /// Gives work woken on the caller's actor a few turns to finish.
  nonisolated(nonsending)
    public func settle() async
  {
    for _ in 0..<settleTurns {
      await Task.yield()
    }
  }

  private func earliestDeadline() -> Instant? {
    lock.withLock { sleepers.map(\.deadline).min() }
  }

  private func takeEarliestSleeper(notAfter deadline: Instant) -> Sleeper? {
    lock.withLock {
      guard
        let index = sleepers.indices.min(by: { sleepers[$0].deadline < sleepers[$1].deadline }),
        sleepers[index].deadline <= deadline
      else { return nil }
      let sleeper = sleepers.remove(at: index)
      if current < sleeper.deadline { current = sleeper.deadline }
      return sleeper
    }
  }
}
