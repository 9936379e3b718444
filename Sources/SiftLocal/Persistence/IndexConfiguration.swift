import SiftCore

/// What configures one index beside its records: its settings, and its synonyms and rules in
/// Algolia's export format (kept and saved; the engine does not apply them yet). Saved as JSON
/// in the service section of a saved index and in journal entries.
struct IndexConfiguration: Sendable, Hashable {
  var settings: LocalIndexSettings
  var synonyms: [JSON] = []
  var rules: [JSON] = []

  /// `{"settings": …, "warnings": [{"setting", "message"}], "synonyms": […], "rules": […]}`.
  var json: JSON {
    [
      "settings": settings.json,
      "warnings": .array(
        settings.warnings.map { ["setting": .string($0.setting), "message": .string($0.message)] }),
      "synonyms": .array(synonyms),
      "rules": .array(rules),
    ]
  }

  /// Reads ``json``.
  /// - Throws: a description of what is malformed.
  init(json: JSON) throws(ByteReader.Malformed) {
    guard let settingsJSON = json["settings"] else {
      throw ByteReader.Malformed(reason: "a configuration without settings")
    }
    do {
      settings = try LocalIndexSettings(json: settingsJSON)
    } catch {
      throw ByteReader.Malformed(reason: "unreadable settings: \(error)")
    }
    settings.warnings = (json["warnings"]?.arrayValue ?? []).compactMap { warning in
      guard let setting = warning["setting"]?.stringValue,
        let message = warning["message"]?.stringValue
      else { return nil }
      return LocalIndexWarning(setting: setting, message: message)
    }
    synonyms = json["synonyms"]?.arrayValue ?? []
    rules = json["rules"]?.arrayValue ?? []
  }

  init(settings: LocalIndexSettings, synonyms: [JSON] = [], rules: [JSON] = []) {
    self.settings = settings
    self.synonyms = synonyms
    self.rules = rules
  }
}
