import Foundation

/// A ``HostPool`` shared by the concurrent calls of one service, timed on an injected clock.
package final class HostPoolStore<Host: Hashable & Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var pool: HostPool<Host>
  private let elapsed: @Sendable () -> Duration

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - pool: The initial pool.
  ///   - clock: The clock that times how long failed hosts stay at the back.
  package init(pool: HostPool<Host>, clock: any Clock<Duration>) {
    self.pool = pool
    self.elapsed = Self.stopwatch(clock)
  }

  /// The hosts to try now, in order, each with its count of recent timeouts.
  package func hostsToTry() -> [(host: Host, timeouts: Int)] {
    let now = elapsed()
    return lock.withLock { pool.hostsToTry(at: now) }
  }

  /// Records a host's failure now.
  package func markFailed(_ host: Host) {
    let now = elapsed()
    lock.withLock { pool.markFailed(host, at: now) }
  }

  /// Records that a host timed out now.
  package func markTimedOut(_ host: Host) {
    let now = elapsed()
    lock.withLock { pool.markTimedOut(host, at: now) }
  }

  /// Records that a host answered.
  package func markSucceeded(_ host: Host) {
    lock.withLock { pool.markSucceeded(host) }
  }

  private static func stopwatch<C: Clock>(_ clock: C) -> @Sendable () -> Duration
  where C.Duration == Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
