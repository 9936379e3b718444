/// Why one attempt on one host failed in a way that lets the next host be tried.
package enum AttemptFailure: Sendable, Hashable, CustomStringConvertible {
  /// The host answered with a status that is neither 2xx nor 4xx (a 5xx, typically).
  case status(Int, message: String)
  /// The host did not answer within the attempt's timeout.
  case timedOut(Duration)
  /// The connection failed (refused, reset, unresolvable host, …).
  case network(String)

  /// A short phrase, such as `HTTP 503: Service Unavailable` or `timed out after 0.2 seconds`.
  package var description: String {
    switch self {
    case .status(let status, let message):
      return "HTTP \(status): \(message)"
    case .timedOut(let timeout):
      return "timed out after \(timeout)"
    case .network(let description):
      return description
    }
  }
}
