/// The retry strategy's memory of which hosts failed recently: a pure state machine over
/// elapsed time.
///
/// Hosts that are up are tried first, in their configured order; a host that failed is tried
/// after them (the longest-failed first) until `downDelay` has passed since its failure, when it
/// gets its place back. A success puts a host back in place at once.
struct HostPool: Sendable, Hashable {
  private struct Entry: Sendable, Hashable {
    var host: AlgoliaSearchService.Host
    var failedAt: Duration?
  }

  private var entries: [Entry]
  /// How long a failed host stays at the back of the order.
  let downDelay: Duration

  /// Creates a pool where every host is up; repeated hosts are kept once.
  ///
  /// - Parameters:
  ///   - hosts: The hosts in their preferred order.
  ///   - downDelay: How long a failed host is tried last.
  init(hosts: [AlgoliaSearchService.Host], downDelay: Duration) {
    var seen: Set<AlgoliaSearchService.Host> = []
    entries = hosts.filter { seen.insert($0).inserted }.map { Entry(host: $0, failedAt: nil) }
    self.downDelay = downDelay
  }

  /// The hosts to try at `now`, in order: the ones up, then the failed ones, longest-failed
  /// first.
  ///
  /// - Parameter now: The time elapsed on the pool's clock.
  /// - Returns: Every host, once.
  mutating func hostsToTry(at now: Duration) -> [AlgoliaSearchService.Host] {
    for index in entries.indices {
      if let failedAt = entries[index].failedAt, now - failedAt >= downDelay {
        entries[index].failedAt = nil
      }
    }
    let up = entries.filter { $0.failedAt == nil }
    let down = entries.enumerated()
      .compactMap { position, entry in entry.failedAt.map { (position, $0, entry.host) } }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
      .map(\.2)
    return up.map(\.host) + down
  }

  /// Records that `host` failed at `now`.
  ///
  /// - Parameters:
  ///   - host: The host that was unreachable, timed out or answered 5xx.
  ///   - now: The time elapsed on the pool's clock.
  mutating func markFailed(_ host: AlgoliaSearchService.Host, at now: Duration) {
    guard let index = entries.firstIndex(where: { $0.host == host }) else { return }
    entries[index].failedAt = now
  }

  /// Records that `host` answered.
  ///
  /// - Parameter host: The host that answered (with a success or a 4xx).
  mutating func markSucceeded(_ host: AlgoliaSearchService.Host) {
    guard let index = entries.firstIndex(where: { $0.host == host }) else { return }
    entries[index].failedAt = nil
  }
}
