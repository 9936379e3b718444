import Foundation
import SiftTesting

/// A `ManualClock` that also records how long each sleep asked to wait, so a test can tell a
/// request's timeout from a `Retry-After` wait, and wait until the one it expects is armed.
final class SleepRecordingClock: Clock, @unchecked Sendable {
  typealias Instant = ManualClock.Instant

  /// The clock that keeps time; advance it to wake sleeps.
  let manual = ManualClock()
  private let lock = NSLock()
  private var recorded: [Duration] = []

  var now: Instant { manual.now }
  var minimumResolution: Duration { manual.minimumResolution }

  /// How long each sleep asked to wait, oldest first.
  var sleeps: [Duration] { lock.withLock { recorded } }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    lock.withLock { recorded.append(manual.now.duration(to: deadline)) }
    try await manual.sleep(until: deadline, tolerance: tolerance)
  }

  /// Waits (at most 5 seconds of wall time) until `count` sleeps were asked for and one is
  /// pending; returns whether that happened.
  func waitForSleeps(count: Int) async -> Bool {
    let start = ContinuousClock.now
    while ContinuousClock.now - start < .seconds(5) {
      if sleeps.count >= count, manual.pendingSleepCount > 0 { return true }
      try? await Task.sleep(for: .milliseconds(2))
    }
    return false
  }
}
