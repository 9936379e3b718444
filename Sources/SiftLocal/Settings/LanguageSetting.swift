import SiftCore

extension LocalIndexSettings {
  /// A setting that applies per language (`removeStopWords`, `ignorePlurals`): off, on for the
  /// index's `queryLanguages` (English when none is set), or on for the languages named.
  public enum LanguageSetting: Sendable, Hashable {
    /// Off (`false`).
    case disabled
    /// On for the `queryLanguages` (`true`).
    case enabled
    /// On for these ISO codes (`["en", "fr"]`).
    case languages([String])

    /// Whether the setting is on for some language.
    public var isEnabled: Bool {
      switch self {
      case .disabled: return false
      case .enabled: return true
      case .languages(let codes): return !codes.isEmpty
      }
    }

    /// The languages the setting applies to, given the index's `queryLanguages`.
    func languages(queryLanguages: [String]) -> [QueryLanguage] {
      switch self {
      case .disabled: return []
      case .enabled:
        let languages = QueryLanguage.parse(queryLanguages).languages
        return languages.isEmpty ? [.english] : languages
      case .languages(let codes): return QueryLanguage.parse(codes).languages
      }
    }

    /// The JSON form: a boolean or the language codes.
    var json: JSON {
      switch self {
      case .disabled: return false
      case .enabled: return true
      case .languages(let codes): return .array(codes.map(JSON.string))
      }
    }
  }
}
