import Foundation

/// What one host answered to one HTTP request: its status, body and `Retry-After` header.
package struct HostReply: Sendable, Hashable {
  /// The HTTP status code.
  package var status: Int
  /// The body.
  package var body: Data
  /// The `Retry-After` header, if any.
  package var retryAfter: String?

  /// Creates a reply.
  ///
  /// - Parameters:
  ///   - status: The HTTP status code.
  ///   - body: The body.
  ///   - retryAfter: The `Retry-After` header, if any.
  package init(status: Int, body: Data, retryAfter: String? = nil) {
    self.status = status
    self.body = body
    self.retryAfter = retryAfter
  }
}
