import Foundation

/// Keeps the Insights user token in `UserDefaults`, so it survives launches: the default
/// storage of `Insights`.
///
/// ```swift
/// let storage = UserDefaultsUserTokenStorage(defaults: UserDefaults(suiteName: "group.myapp")!)
/// ```
@MainActor
public final class UserDefaultsUserTokenStorage: UserTokenStorage {
  /// The key the token is kept under unless told otherwise.
  public static let defaultKey = "sift.insights.userToken"

  /// The defaults the token is kept in.
  public let defaults: UserDefaults
  /// The key it is kept under.
  public let key: String

  /// Creates a storage.
  ///
  /// - Parameters:
  ///   - defaults: The defaults; the standard ones by default.
  ///   - key: The key; ``defaultKey`` by default.
  public init(
    defaults: UserDefaults = .standard, key: String = UserDefaultsUserTokenStorage.defaultKey
  ) {
    self.defaults = defaults
    self.key = key
  }

  /// The token kept under ``key``.
  public var userToken: String? {
    get { defaults.string(forKey: key) }
    set { defaults.set(newValue, forKey: key) }
  }
}
