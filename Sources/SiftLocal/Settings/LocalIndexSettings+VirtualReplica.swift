import SiftCore

extension LocalIndexSettings {
  /// The settings a virtual replica cannot set, because they describe the records it shares with
  /// its primary (what is searched, faceted, ranked and how words are read): a virtual replica
  /// always has its primary's. It sets the others (`customRanking`, `relevancyStrictness`,
  /// `hitsPerPage`, `attributesToRetrieve`, …), and has its primary's where it sets nothing.
  public static let primaryOnlySettingNames: Set<String> = [
    "searchableAttributes", "attributesToIndex", "attributesForFaceting", "ranking",
    "attributeForDistinct", "camelCaseAttributes", "decompoundedAttributes", "indexLanguages",
    "keepDiacriticsOnCharacters", "customNormalization", "disableExactOnAttributes",
    "disablePrefixOnAttributes", "optionalWords", "disableTypoToleranceOnAttributes",
    "disableTypoToleranceOnWords", "numericAttributesForFiltering", "numericAttributesToIndex",
    "allowCompressionOfIntegerArray", "replicas", "slaves",
  ]

  /// Settings that are one setting under two names, the older name first.
  private static let legacyNames: [String: String] = [
    "attributesToIndex": "searchableAttributes", "slaves": "replicas",
    "numericAttributesToIndex": "numericAttributesForFiltering",
  ]

  /// Decodes a virtual replica's settings JSON as Algolia exports it: only what the replica sets
  /// (`customRanking`, `relevancyStrictness`, …, and its `primary`), everything else being its
  /// primary's.
  ///
  /// ```swift
  /// let primary = try LocalIndexSettings(json: JSON.parse(productsSettingsData))
  /// let byPrice = try LocalIndexSettings(
  ///   json: ["customRanking": ["asc(price)"], "relevancyStrictness": 90, "primary": "products"],
  ///   virtualReplicaOf: primary)
  /// byPrice.searchableAttributes == primary.searchableAttributes  // true
  /// ```
  ///
  /// A setting the file holds wins over the primary's (`null` is no setting); a setting only the
  /// primary can hold (``primaryOnlySettingNames``) stays the primary's, with a warning when the
  /// file gives it another value.
  ///
  /// - Parameters:
  ///   - json: The replica's settings object.
  ///   - primary: Its primary's settings.
  /// - Throws: ``LocalIndexError/invalidSettings(setting:reason:)`` for a setting of the wrong
  ///   type, as ``init(json:)``.
  public init(json: JSON, virtualReplicaOf primary: LocalIndexSettings) throws(LocalIndexError) {
    guard case .object(let own) = json else {
      throw .invalidSettings(setting: "(root)", reason: "expected an object, found \(json.kind)")
    }
    var base = primary.json.objectValue ?? [:]
    base.removeValue(forKey: "replicas")
    var merged = base
    var primaryOnly: [String] = []
    for (name, value) in own where value != .null {
      if Self.primaryOnlySettingNames.contains(name) {
        primaryOnly.append(name)
        continue
      }
      if let modern = Self.legacyNames[name] { merged.removeValue(forKey: modern) }
      merged[name] = value
    }
    try self.init(json: .object(merged))
    isVirtualReplica = true
    let inherited = try LocalIndexSettings(json: .object(base)).json
    for name in primaryOnly.sorted() {
      var other = base
      if let modern = Self.legacyNames[name] { other.removeValue(forKey: modern) }
      other[name] = own[name]
      guard try LocalIndexSettings(json: .object(other)).json != inherited else { continue }
      warnings.append(
        LocalIndexWarning(
          setting: name,
          message: "a virtual replica has its primary's; the replica's value is ignored"))
    }
  }

  /// These settings with those only a primary holds (``primaryOnlySettingNames``) taken from
  /// `primary`: a virtual replica's settings after its primary's change.
  ///
  /// - Parameter primary: The primary's settings.
  /// - Returns: The settings.
  func takingPrimaryOnlySettings(from primary: LocalIndexSettings) -> LocalIndexSettings {
    var own = json.objectValue ?? [:]
    let theirs = primary.json.objectValue ?? [:]
    for name in Self.primaryOnlySettingNames where name != "replicas" && name != "slaves" {
      own[name] = theirs[name]
    }
    guard var result = try? LocalIndexSettings(json: .object(own)) else { return self }
    result.warnings = warnings
    result.isVirtualReplica = isVirtualReplica
    return result
  }
}
