import Foundation

/// A ``HostPool`` shared by the concurrent calls of one service, timed on an injected clock.
final class HostPoolStore: @unchecked Sendable {
  private let lock = NSLock()
  private var pool: HostPool
  private let elapsed: @Sendable () -> Duration

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - pool: The initial pool.
  ///   - clock: The clock that times how long failed hosts stay at the back.
  init(pool: HostPool, clock: any Clock<Duration>) {
    self.pool = pool
    self.elapsed = Self.stopwatch(clock)
  }

  /// The hosts to try now, in order, each with its count of recent timeouts.
  func hostsToTry() -> [(host: AlgoliaSearchService.Host, timeouts: Int)] {
    let now = elapsed()
    return lock.withLock { pool.hostsToTry(at: now) }
  }

  /// Records a host's failure now.
  func markFailed(_ host: AlgoliaSearchService.Host) {
    let now = elapsed()
    lock.withLock { pool.markFailed(host, at: now) }
  }

  /// Records that a host timed out now.
  func markTimedOut(_ host: AlgoliaSearchService.Host) {
    let now = elapsed()
    lock.withLock { pool.markTimedOut(host, at: now) }
  }

  /// Records that a host answered.
  func markSucceeded(_ host: AlgoliaSearchService.Host) {
    lock.withLock { pool.markSucceeded(host) }
  }

  private static func stopwatch<C: Clock>(_ clock: C) -> @Sendable () -> Duration
  where C.Duration == Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }
}
