import SiftCore

/// What configures one index beside its records: its settings, synonyms and rules. Saved as
/// JSON (synonyms and rules in Algolia's export format) in the service section of a saved index
/// and in journal entries.
struct IndexConfiguration: Sendable {
  var settings: LocalIndexSettings
  var synonyms: [Synonym] = []
  var rules: [Rule] = []

  /// `{"settings": …, "warnings": [{"setting", "message"}], "synonyms": […], "rules": […]}`.
  var json: JSON {
    [
      "settings": settings.json,
      "warnings": .array(
        settings.warnings.map { ["setting": .string($0.setting), "message": .string($0.message)] }),
      "synonyms": .array(synonyms.map(\.json)),
      "rules": .array(rules.map(\.json)),
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
    do {
      synonyms = try (json["synonyms"]?.arrayValue ?? []).map { json throws(LocalIndexError) in
        try Synonym(json: json)
      }
      rules = try (json["rules"]?.arrayValue ?? []).map { json throws(LocalIndexError) in
        try Rule(json: json)
      }
    } catch {
      throw ByteReader.Malformed(reason: "unreadable synonyms or rules: \(error)")
    }
  }

  init(settings: LocalIndexSettings, synonyms: [Synonym] = [], rules: [Rule] = []) {
    self.settings = settings
    self.synonyms = synonyms
    self.rules = rules
  }
}

extension IndexConfiguration {
  /// The placeholder tokens the synonyms index whole.
  var placeholders: Set<String> { SynonymSet(synonyms, settings: settings).placeholders }
}
