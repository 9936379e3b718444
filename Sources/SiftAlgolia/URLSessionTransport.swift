import Foundation
import SiftCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends one HTTP request over `URLSession`, cancelling the data task when the calling task is
/// cancelled.
struct URLSessionTransport: Sendable {
  /// What came back from a host.
  typealias Reply = HostReply

  /// The session, ephemeral and without a cache.
  let session: URLSession

  /// Creates a transport with its own ephemeral session.
  init() {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    session = URLSession(configuration: configuration)
  }

  /// Sends `request`.
  ///
  /// - Parameter request: The request.
  /// - Returns: The status and body.
  /// - Throws: the session's error (`URLError`), or `CancellationError` when the calling task
  ///   is cancelled.
  func send(_ request: URLRequest) async throws -> Reply {
    let handle = DataTaskHandle()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request) { data, response, error in
          if let error {
            continuation.resume(throwing: error)
          } else if let response = response as? HTTPURLResponse {
            continuation.resume(
              returning: Reply(
                status: response.statusCode, body: data ?? Data(),
                retryAfter: response.value(forHTTPHeaderField: "Retry-After")))
          } else {
            continuation.resume(throwing: URLError(.badServerResponse))
          }
        }
        handle.start(task)
      }
    } onCancel: {
      handle.cancel()
    }
  }

  /// Shuts the session down once its tasks end.
  func invalidate() {
    session.finishTasksAndInvalidate()
  }
}

/// Holds a data task so that a cancellation arriving before, during or after its start cancels
/// it exactly once.
private final class DataTaskHandle: @unchecked Sendable {
  private let lock = NSLock()
  private var task: URLSessionDataTask?
  private var isCancelled = false

  func start(_ task: URLSessionDataTask) {
    let cancelled = lock.withLock {
      self.task = task
      return isCancelled
    }
    if cancelled {
      task.cancel()
    }
    task.resume()
  }

  func cancel() {
    let task: URLSessionDataTask? = lock.withLock {
      isCancelled = true
      return self.task
    }
    task?.cancel()
  }
}
