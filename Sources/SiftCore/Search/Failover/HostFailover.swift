import Foundation

/// Sends one call to a list of hosts until one answers: the retry strategy of Algolia's clients,
/// which Typesense's clients share.
///
/// The hosts are tried in the order their ``HostPool`` gives (up first, then the ones that
/// failed recently, longest-failed first). An attempt that cannot connect, times out (on the
/// injected clock, so tests need no sleeps) or gets a status that is neither 2xx nor 4xx marks
/// its host failed and moves on to the next host. A 2xx or a 4xx is an answer: a 4xx is the
/// caller's mistake and goes back to the caller, except when `retryDelay` asks to wait and
/// send it again to the same host (a `429` with a `Retry-After`).
package struct HostFailover<Host: Hashable & Sendable & CustomStringConvertible>: Sendable {
  /// How one call ended.
  package enum Outcome: Sendable {
    /// A host answered with a 2xx or a 4xx.
    case answered(HostReply, from: Host)
    /// Every host failed; each with why, in the order tried.
    case exhausted([Failure])
    /// The calling task was cancelled.
    case cancelled
  }

  /// A host that failed, and why.
  package struct Failure: Sendable, Hashable, CustomStringConvertible {
    /// The host.
    package var host: Host
    /// Why its attempt failed.
    package var reason: AttemptFailure

    /// `host (reason)`, such as `https://a.example.com (HTTP 503: Service Unavailable)`.
    package var description: String { "\(host) (\(reason))" }
  }

  /// The hosts' recent failures, shared by the concurrent calls of one service.
  package let pool: HostPoolStore<Host>
  /// The clock that times the attempts and the waits.
  package let clock: any Clock<Duration>

  /// Creates a strategy over `hosts`, every host up.
  ///
  /// - Parameters:
  ///   - hosts: The hosts in their preferred order (repeats are kept once).
  ///   - downDelay: How long a failed host is tried after the others.
  ///   - clock: The clock that times attempts, waits and `downDelay`.
  package init(hosts: [Host], downDelay: Duration, clock: any Clock<Duration>) {
    self.clock = clock
    pool = HostPoolStore(pool: HostPool(hosts: hosts, downDelay: downDelay), clock: clock)
  }

  /// Sends a call to the hosts in turn until one answers.
  ///
  /// - Parameters:
  ///   - timeout: The timeout of an attempt, from the number of attempts of this call that
  ///     failed before it or the host's count of recent timeouts, whichever is larger.
  ///   - retryDelay: For a 4xx reply and the number of waits this call made so far, how long to
  ///     wait before sending the call again to the same host; `nil` to answer with the reply.
  ///   - failureMessage: What a reply that moves on to the next host says (for the
  ///     ``Outcome/exhausted(_:)`` list).
  ///   - send: Sends the call to a host with the attempt's timeout as a backstop. It throws the
  ///     session's errors: `URLError`s and `CancellationError` are told apart, anything else
  ///     reads as a network failure described by the error.
  /// - Returns: The answer, every host's failure, or cancellation.
  package func call(
    timeout: (Int) -> Duration,
    retryDelay: (HostReply, Int) -> Duration? = { _, _ in nil },
    failureMessage: (HostReply) -> String,
    send: @escaping @Sendable (Host, Duration) async throws -> HostReply
  ) async -> Outcome {
    var failures: [Failure] = []
    var waits = 0
    for (attempt, (host, timeouts)) in pool.hostsToTry().enumerated() {
      let attemptTimeout = timeout(max(attempt, timeouts))
      while true {  // one host: again after each wait `retryDelay` asks for
        guard !Task.isCancelled else { return .cancelled }
        switch await attemptOnce(timeout: attemptTimeout, { try await send(host, attemptTimeout) })
        {
        case .cancelled:
          return .cancelled
        case .failed(let reason):
          if case .timedOut = reason {
            pool.markTimedOut(host)
          } else {
            pool.markFailed(host)
          }
          failures.append(Failure(host: host, reason: reason))
        case .reply(let reply):
          switch reply.status / 100 {
          case 2:
            pool.markSucceeded(host)
            return .answered(reply, from: host)
          case 4:
            pool.markSucceeded(host)
            guard let delay = retryDelay(reply, waits) else { return .answered(reply, from: host) }
            waits += 1
            do {
              try await clock.sleep(for: delay)
            } catch {
              return .cancelled
            }
            continue
          default:
            pool.markFailed(host)
            failures.append(
              Failure(host: host, reason: .status(reply.status, message: failureMessage(reply))))
          }
        }
        break
      }
    }
    return Task.isCancelled ? .cancelled : .exhausted(failures)
  }

  /// One attempt's result.
  private enum AttemptResult: Sendable {
    case reply(HostReply)
    case failed(AttemptFailure)
    case cancelled
  }

  /// Runs `send` once, racing it against `timeout` on the clock.
  private func attemptOnce(
    timeout: Duration, _ send: @escaping @Sendable () async throws -> HostReply
  ) async -> AttemptResult {
    let clock = self.clock
    return await withTaskGroup(of: AttemptResult?.self) { group in
      group.addTask {
        do {
          return .reply(try await send())
        } catch {
          return Self.classify(error, timeout: timeout)
        }
      }
      group.addTask {
        do {
          try await clock.sleep(for: timeout)
          return .failed(.timedOut(timeout))
        } catch {
          return nil
        }
      }
      while let next = await group.next() {
        if let result = next {
          group.cancelAll()
          return result
        }
      }
      return .cancelled
    }
  }

  private static func classify(_ error: any Error, timeout: Duration) -> AttemptResult {
    if error is CancellationError { return .cancelled }
    guard let urlError = error as? URLError else {
      return .failed(.network("\(error)"))
    }
    switch urlError.code {
    case .cancelled:
      return .cancelled
    case .timedOut:
      return .failed(.timedOut(timeout))
    default:
      return .failed(
        .network("\(urlError.localizedDescription) (URLError \(urlError.code.rawValue))"))
    }
  }
}
