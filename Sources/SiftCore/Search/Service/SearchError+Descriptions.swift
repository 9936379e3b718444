import Foundation

extension SearchError: CustomStringConvertible {
  /// A sentence saying what failed and for which request.
  public var description: String {
    switch self {
    case .transport(let description, let request):
      return "Transport error during \(request): \(description)"
    case .http(let status, let message, let request):
      return "HTTP \(status) during \(request): \(message)"
    case .decoding(let description, let request):
      return "Could not decode the reply to \(request): \(description)"
    case .responseCountMismatch(let expected, let received):
      return "Expected \(expected) responses, received \(received)"
    case .cancelled:
      return "The search was cancelled"
    case .invalidRequest(let description):
      return "Invalid request: \(description)"
    }
  }
}

extension SearchError: LocalizedError {
  /// The same sentence as ``description``.
  public var errorDescription: String? {
    description
  }
}
