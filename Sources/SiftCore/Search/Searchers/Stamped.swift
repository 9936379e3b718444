/// A response stamped with the request that produced it.
///
/// Widgets that accumulate responses (infinite scrolling) key what they keep by the request, so
/// that pages from before a query or filter change can never mix with pages after it.
public struct Stamped<Request: Sendable & Hashable, Response: Sendable>: Sendable {
  /// The request that was sent.
  public var request: Request

  /// What came back for it.
  public var response: Response

  /// Stamps `response` with `request`.
  ///
  /// - Parameters:
  ///   - request: The request that was sent.
  ///   - response: What came back for it.
  public init(request: Request, response: Response) {
    self.request = request
    self.response = response
  }
}

extension Stamped: Equatable where Response: Equatable {}
