/// Algolia's `typoTolerance` setting.
///
/// Encodes as `true`, `false`, `"min"` or `"strict"`; also decodes the strings `"true"` and
/// `"false"`.
public enum TypoTolerance: String, Sendable, Hashable, CaseIterable {
  /// Typos allowed (`true`).
  case enabled = "true"
  /// No typos allowed (`false`).
  case disabled = "false"
  /// Only keep results with the fewest typos (`"min"`).
  case min
  /// Keep results with the two lowest typo counts (`"strict"`).
  case strict

  /// The value as JSON: a boolean or a string.
  public var json: JSON {
    switch self {
    case .enabled: return true
    case .disabled: return false
    case .min, .strict: return .string(rawValue)
    }
  }
}
