/// A setting the embedded engine read but does not honour (or honours only in part).
///
/// Settings are never silently ignored: ``LocalIndex/warnings`` lists every one of these.
public struct LocalIndexWarning: Sendable, Hashable, CustomStringConvertible {
  /// The setting's name, such as `synonyms`.
  public var setting: String
  /// What the engine does instead.
  public var message: String

  /// Creates a warning.
  /// - Parameters:
  ///   - setting: the setting's name.
  ///   - message: what the engine does instead.
  public init(setting: String, message: String) {
    self.setting = setting
    self.message = message
  }

  /// `setting: message`.
  public var description: String { "\(setting): \(message)" }
}
