/// Where `Insights` keeps the anonymous user token between launches.
///
/// ``UserDefaultsUserTokenStorage`` is the default; ``InMemoryUserTokenStorage`` keeps it for
/// the life of the process (tests, or before the user consents to being remembered). An app can
/// keep it anywhere: the keychain, a file, its own settings.
///
/// ```swift
/// final class KeychainTokenStorage: UserTokenStorage {
///   var userToken: String? {
///     get { keychain["insightsToken"] }
///     set { keychain["insightsToken"] = newValue }
///   }
/// }
/// ```
@MainActor
public protocol UserTokenStorage: AnyObject {
  /// The token kept; nil before the first one is made.
  var userToken: String? { get set }
}
