import Foundation
import SiftCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends HTTP requests over one ephemeral `URLSession` (connections kept alive between calls);
/// cancelling the calling task cancels the request in flight.
struct TypesenseTransport: Sendable {
  /// The session: no cache, no cookies.
  let session: URLSession

  /// Creates a transport with a session of its own.
  init() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    session = URLSession(configuration: configuration)
  }

  /// Sends `request` and collects the whole reply.
  ///
  /// - Parameter request: The request.
  /// - Returns: The status and body.
  /// - Throws: The session's `URLError`, or `CancellationError` when the task is cancelled.
  func send(_ request: URLRequest) async throws -> HostReply {
    let pending = PendingTask()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request) { data, response, error in
          if let error {
            continuation.resume(throwing: error)
          } else if let response = response as? HTTPURLResponse {
            continuation.resume(
              returning: HostReply(status: response.statusCode, body: data ?? Data()))
          } else {
            continuation.resume(throwing: URLError(.badServerResponse))
          }
        }
        pending.resume(task)
      }
    } onCancel: {
      pending.cancel()
    }
  }

  /// Lets the session end once its tasks are done.
  func invalidate() {
    session.finishTasksAndInvalidate()
  }
}

/// A data task that may be cancelled before it starts: the cancellation is kept and applied
/// when it starts, so it is never lost.
private final class PendingTask: @unchecked Sendable {
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var cancelled = false

  func resume(_ task: URLSessionDataTask) {
    let alreadyCancelled = lock.withLock {
      self.task = task
      return cancelled
    }
    task.resume()
    if alreadyCancelled { task.cancel() }
  }

  func cancel() {
    let running = lock.withLock {
      cancelled = true
      return task
    }
    running?.cancel()
  }
}
