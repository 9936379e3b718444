/// Keeps the Insights user token for the life of the process only: for tests, or for an app
/// that must not remember the user across launches.
///
/// ```swift
/// let insights = Insights(service: service, userTokenStorage: InMemoryUserTokenStorage())
/// ```
@MainActor
public final class InMemoryUserTokenStorage: UserTokenStorage {
  /// The token kept.
  public var userToken: String?

  /// Creates a storage.
  ///
  /// - Parameter userToken: A token it starts with, as if kept by an earlier launch.
  public init(userToken: String? = nil) {
    self.userToken = userToken
  }
}
