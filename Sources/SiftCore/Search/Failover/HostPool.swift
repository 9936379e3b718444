/// The retry strategy's memory of how hosts fared recently: a pure state machine over elapsed
/// time.
///
/// Hosts that are up are tried first, in their configured order; a host that failed is tried
/// after them (the longest-failed first) until `downDelay` has passed since its failure, when it
/// gets its place back. A success puts a host back in place at once.
///
/// A host that timed out also keeps the count of its timeouts, and the next attempt on it waits
/// that much longer, as Algolia's own clients do: a slow but healthy host gets a long enough
/// timeout after a few calls instead of timing out forever. The count is kept, successes
/// included, until `downDelay` has passed since the host's last timeout.
///
/// Shared by the backends that speak to servers over HTTP (Algolia's hosts, Typesense's nodes).
package struct HostPool<Host: Hashable & Sendable>: Sendable, Hashable {
  private struct Entry: Sendable, Hashable {
    var host: Host
    var failedAt: Duration?
    /// How many times the host timed out since its timeout state was last reset.
    var timeouts = 0
    var lastTimeoutAt: Duration?
  }

  private var entries: [Entry]
  /// How long a failed host stays at the back of the order, and how long a host that timed out
  /// keeps its longer timeout.
  package let downDelay: Duration

  /// Creates a pool where every host is up; repeated hosts are kept once.
  ///
  /// - Parameters:
  ///   - hosts: The hosts in their preferred order.
  ///   - downDelay: How long a failed host is tried last.
  package init(hosts: [Host], downDelay: Duration) {
    var seen: Set<Host> = []
    entries = hosts.filter { seen.insert($0).inserted }.map { Entry(host: $0, failedAt: nil) }
    self.downDelay = downDelay
  }

  /// The hosts to try at `now`, in order: the ones up, then the failed ones, longest-failed
  /// first; each with the number of times it timed out recently.
  ///
  /// - Parameter now: The time elapsed on the pool's clock.
  /// - Returns: Every host, once.
  package mutating func hostsToTry(at now: Duration) -> [(host: Host, timeouts: Int)] {
    for index in entries.indices {
      if let failedAt = entries[index].failedAt, now - failedAt >= downDelay {
        entries[index].failedAt = nil
      }
      if let timedOutAt = entries[index].lastTimeoutAt, now - timedOutAt >= downDelay {
        entries[index].timeouts = 0
        entries[index].lastTimeoutAt = nil
      }
    }
    let up = entries.filter { $0.failedAt == nil }
    let down = entries.enumerated()
      .compactMap { position, entry in entry.failedAt.map { (position, $0, entry) } }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
      .map(\.2)
    return (up + down).map { ($0.host, $0.timeouts) }
  }

  /// Records that `host` failed at `now`.
  ///
  /// - Parameters:
  ///   - host: The host that was unreachable, timed out or answered 5xx.
  ///   - now: The time elapsed on the pool's clock.
  package mutating func markFailed(_ host: Host, at now: Duration) {
    guard let index = entries.firstIndex(where: { $0.host == host }) else { return }
    entries[index].failedAt = now
  }

  /// Records that `host` timed out at `now`: it failed, and its next attempts wait longer.
  ///
  /// - Parameters:
  ///   - host: The host that did not answer in time.
  ///   - now: The time elapsed on the pool's clock.
  package mutating func markTimedOut(_ host: Host, at now: Duration) {
    guard let index = entries.firstIndex(where: { $0.host == host }) else { return }
    entries[index].failedAt = now
    entries[index].timeouts += 1
    entries[index].lastTimeoutAt = now
  }

  /// Records that `host` answered. Its count of timeouts stays until it expires.
  ///
  /// - Parameter host: The host that answered (with a success or a 4xx).
  package mutating func markSucceeded(_ host: Host) {
    guard let index = entries.firstIndex(where: { $0.host == host }) else { return }
    entries[index].failedAt = nil
  }
}
