/// Why an Insights event was refused, or a batch was not sent.
public enum InsightsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An event (or a token) does not meet the Insights API's limits: the event's name (nil for a
  /// token set on its own), the field, its value and what was expected. The event was not
  /// queued, or, when it expired while queued, not sent; the other events were.
  case invalidEvent(eventName: String?, field: String, value: String, reason: String)
  /// The service answered with an HTTP error status and message.
  case http(status: Int, message: String)
  /// The batch could not be sent or its answer not received (offline, timed out…).
  case transport(description: String)
  /// The queue was full: this many of its oldest events were dropped.
  case queueFull(droppedEvents: Int)
  /// The service refused a batch for good: its events were dropped.
  case batchRejected(events: Int, reason: String)

  /// Whether the service refused the events themselves (a 400, 413 or 422: one of them is
  /// malformed, or the batch too large), so that smaller batches may go through: `Insights`
  /// then splits the batch to isolate the event refused.
  var isEventRefusal: Bool {
    if case .http(let status, _) = self { return [400, 413, 422].contains(status) }
    return false
  }

  /// Whether sending again later may succeed: a transport failure, a 5xx, a 429 or a 408. A
  /// transient failure keeps the batch for a retry; another drops it.
  public var isTransient: Bool {
    switch self {
    case .transport: true
    case .http(let status, _): status >= 500 || status == 429 || status == 408
    case .invalidEvent, .queueFull, .batchRejected: false
    }
  }

  /// What went wrong.
  public var description: String {
    switch self {
    case .invalidEvent(let eventName, let field, let value, let reason):
      "invalid Insights event\(eventName.map { " \"\($0)\"" } ?? ""): \(field) \"\(value)\": "
        + "expected \(reason)"
    case .http(let status, let message): "the Insights API answered \(status): \(message)"
    case .transport(let description): "the Insights API could not be reached: \(description)"
    case .queueFull(let dropped): "the Insights queue was full: \(dropped) oldest events dropped"
    case .batchRejected(let events, let reason): "\(events) events rejected: \(reason)"
    }
  }
}
