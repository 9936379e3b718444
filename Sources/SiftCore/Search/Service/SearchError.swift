/// Why a ``SearchService`` call failed. Every case but `.cancelled` and
/// `.responseCountMismatch` carries the request that failed.
///
/// ```swift
/// do { _ = try await service.search(queries) } catch let error as SearchError {
///   if case .http(let status, _, _) = error, status == 429 { /* back off */ }
/// }
/// ```
public enum SearchError: Error, Sendable, Hashable {
  /// The request could not be sent or its reply not received (network down, timeout, …).
  case transport(description: String, request: Request)
  /// The backend answered with an HTTP error status and message.
  case http(status: Int, message: String, request: Request)
  /// The backend's reply could not be decoded.
  case decoding(description: String, request: Request)
  /// A multi-query returned a different number of responses than queries sent.
  case responseCountMismatch(expected: Int, received: Int)
  /// The search was cancelled (its task was cancelled or it was superseded).
  case cancelled
  /// The request is invalid and was not sent (for example an unknown index, or a bad filter).
  case invalidRequest(String)

  /// The request that failed, when the error carries it.
  public var request: Request? {
    switch self {
    case .transport(_, let request), .http(_, _, let request), .decoding(_, let request):
      return request
    case .responseCountMismatch, .cancelled, .invalidRequest:
      return nil
    }
  }
}
