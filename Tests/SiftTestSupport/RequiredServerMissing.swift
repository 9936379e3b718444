/// A server a test needs is missing (or would not start) and `SIFT_REQUIRE_TYPESENSE=1` says
/// it must be there: the test fails rather than skips.
public struct RequiredServerMissing: Error, CustomStringConvertible {
  /// What is missing or went wrong.
  public var reason: String

  /// Makes the error.
  /// - Parameter reason: What is missing or went wrong.
  public init(reason: String) {
    self.reason = reason
  }

  /// The reason, naming the environment variable that requires the server.
  public var description: String {
    "Typesense server required (SIFT_REQUIRE_TYPESENSE=1): \(reason)"
  }
}
