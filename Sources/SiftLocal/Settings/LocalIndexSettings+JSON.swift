import SiftCore

extension LocalIndexSettings {
  /// Settings that only describe the index (or repeat a default) and need no engine support.
  private static let descriptiveSettings: Set<String> = [
    "version", "primary", "master", "userData", "allowCompressionOfIntegerArray",
    "percentileComputation", "analytics", "analyticsTags", "clickAnalytics", "enableABTest",
    "userToken",
  ]

  /// Algolia's settings the engine reads without honouring: accepted silently when they hold
  /// this (default) value, with a warning otherwise.
  private static let neutralDefaults: [String: JSON] = [
    "decompoundedAttributes": [:],
    "indexLanguages": [],
    "attributesToTransliterate": [],
    "decompoundQuery": true,
    "enablePersonalization": false,
    "personalizationImpact": 100,
    "enableReRanking": true,
    "reRankingApplyFilter": .null,
    "restrictHighlightAndSnippetArrays": false,
    "naturalLanguages": [],
    "mode": "keywordSearch",
    "semanticSearch": [:],
    "sumOrFiltersScores": false,
    "aroundLatLngViaIP": false,
  ]

  /// Decodes Algolia's settings JSON as it is (`GET /1/indexes/{name}/settings`).
  ///
  /// `null` means "default". A supported setting with the wrong type throws; a setting the
  /// engine does not honour is recorded in ``warnings`` (unless it holds Algolia's default, or
  /// only describes the index, like `version`).
  ///
  /// ```swift
  /// let settings = try LocalIndexSettings(json: ["searchableAttributes": ["unordered(title)"]])
  /// ```
  /// - Parameter json: the settings object.
  /// - Throws: ``LocalIndexError/invalidSettings(setting:reason:)``.
  public init(json: JSON) throws(LocalIndexError) {
    self.init()
    guard case .object(let members) = json else {
      throw .invalidSettings(setting: "(root)", reason: "expected an object, found \(json.kind)")
    }
    var reader = SettingsReader(members: members)
    try apply(&reader)
    for name in members.keys.sorted() where !reader.read.contains(name) {
      let value = members[name, default: .null]
      if value == .null || Self.descriptiveSettings.contains(name) { continue }
      guard let neutral = Self.neutralDefaults[name] else {
        throw .invalidSettings(setting: name, reason: "unknown setting")
      }
      if neutral == value { continue }
      warnings.append(
        LocalIndexWarning(setting: name, message: "not supported by the embedded engine; ignored"))
    }
  }

  private mutating func apply(_ reader: inout SettingsReader) throws(LocalIndexError) {
    var searchable = try reader.strings("searchableAttributes")
    let legacy = try reader.strings("attributesToIndex")
    if searchable == nil || searchable?.isEmpty == true, let legacy { searchable = legacy }
    if let searchable, !searchable.isEmpty {
      let attributes = searchable.compactMap(SearchableAttribute.parse)
      let count = attributes.reduce(0) { $0 + $1.names.count }
      guard count <= FieldPosition.fieldLimit else {
        throw .invalidSettings(
          setting: "searchableAttributes",
          reason:
            "\(count) attributes, more than the \(FieldPosition.fieldLimit) an index can search")
      }
      searchableAttributes = attributes
    }
    if let facets = try reader.strings("attributesForFaceting") {
      attributesForFaceting = facets.compactMap(FacetAttribute.parse)
    }
    if let custom = try reader.strings("customRanking") {
      customRanking = try custom.map { (text) throws(LocalIndexError) in
        guard let criterion = SortCriterion.parse(text) else {
          throw .invalidSettings(
            setting: "customRanking",
            reason: "expected asc(attribute) or desc(attribute), "
              + "found \"\(text)\"")
        }
        return criterion
      }
    }
    if let criteria = try reader.strings("ranking"), !criteria.isEmpty {
      ranking = try criteria.map { (text) throws(LocalIndexError) in
        guard let criterion = RankingCriterion.parse(text) else {
          throw .invalidSettings(setting: "ranking", reason: "unknown criterion \"\(text)\"")
        }
        return criterion
      }
    }
    minWordSizefor1Typo = try reader.int("minWordSizefor1Typo") ?? minWordSizefor1Typo
    minWordSizefor2Typos = try reader.int("minWordSizefor2Typos") ?? minWordSizefor2Typos
    if let typo = try reader.typoTolerance() { typoTolerance = typo }
    allowTyposOnNumericTokens =
      try reader.bool("allowTyposOnNumericTokens") ?? allowTyposOnNumericTokens
    if let text = try reader.string("queryType") {
      guard let type = QueryType(rawValue: text) else {
        throw .invalidSettings(setting: "queryType", reason: "unknown query type \"\(text)\"")
      }
      queryType = type
    }
    if let text = try reader.string("exactOnSingleWordQuery") {
      guard let mode = ExactOnSingleWordQuery(rawValue: text) else {
        throw .invalidSettings(
          setting: "exactOnSingleWordQuery", reason: "unknown value \"\(text)\"")
      }
      exactOnSingleWordQuery = mode
    }
    attributeForDistinct = try reader.string("attributeForDistinct")
    if let value = reader.take("distinct") {
      switch value {
      case .bool(let flag): distinct = flag ? 1 : 0
      case .number(let number) where number.intValue.map { $0 >= 0 } == true:
        distinct = number.intValue ?? 0
      case .null: break
      default:
        throw .invalidSettings(
          setting: "distinct", reason: "expected a boolean or a non-negative integer")
      }
    }
    var replicaNames = try reader.strings("replicas") ?? []
    if replicaNames.isEmpty { replicaNames = try reader.strings("slaves") ?? [] }
    replicas = []
    virtualReplicas = []
    for name in replicaNames {
      let body = Substring(name).trimmingSpaces
      if let virtual = body.unwrapping("virtual") {
        replicas.append(String(virtual))
        virtualReplicas.append(String(virtual))
      } else {
        replicas.append(String(body))
      }
    }
    hitsPerPage = try reader.int("hitsPerPage") ?? hitsPerPage
    maxValuesPerFacet = try reader.int("maxValuesPerFacet") ?? maxValuesPerFacet
    paginationLimitedTo = try reader.int("paginationLimitedTo") ?? paginationLimitedTo
    highlightPreTag = try reader.string("highlightPreTag") ?? highlightPreTag
    highlightPostTag = try reader.string("highlightPostTag") ?? highlightPostTag
    attributesToHighlight = try reader.strings("attributesToHighlight")
    attributesToSnippet = try reader.strings("attributesToSnippet") ?? []
    snippetEllipsisText = try reader.string("snippetEllipsisText") ?? snippetEllipsisText
    separatorsToIndex = try reader.string("separatorsToIndex") ?? ""
    optionalWords = try reader.strings("optionalWords") ?? []
    queryLanguages = try reader.strings("queryLanguages") ?? []
    let unknownLanguages = QueryLanguage.parse(queryLanguages).unknown
    if !unknownLanguages.isEmpty {
      warnings.append(
        LocalIndexWarning(
          setting: "queryLanguages",
          message: "stop words and plurals are known for en, fr, de and es; not for "
            + unknownLanguages.joined(separator: ", ")))
    }
    removeStopWords = try reader.languages("removeStopWords", warnings: &warnings)
    ignorePlurals = try reader.languages("ignorePlurals", warnings: &warnings)
    attributesToRetrieve = try reader.strings("attributesToRetrieve")
    unretrievableAttributes = try reader.strings("unretrievableAttributes") ?? []
    advancedSyntax = try reader.bool("advancedSyntax") ?? false
    advancedSyntaxFeatures =
      try reader.cases("advancedSyntaxFeatures", AdvancedSyntaxFeature.self)
      ?? advancedSyntaxFeatures
    removeWordsIfNoResults =
      try reader.oneCase("removeWordsIfNoResults", RemoveWordsIfNoResults.self) ?? .none
    alternativesAsExact =
      try reader.cases("alternativesAsExact", AlternativeAsExact.self) ?? alternativesAsExact
    replaceSynonymsInHighlight = try reader.bool("replaceSynonymsInHighlight") ?? false
    minProximity = try reader.int("minProximity") ?? 1
    guard (1...7).contains(minProximity) else {
      throw .invalidSettings(setting: "minProximity", reason: "expected an integer from 1 to 7")
    }
    attributeCriteriaComputedByMinProximity =
      try reader.bool("attributeCriteriaComputedByMinProximity") ?? false
    disableTypoToleranceOnAttributes = try reader.strings("disableTypoToleranceOnAttributes") ?? []
    disableTypoToleranceOnWords = try reader.strings("disableTypoToleranceOnWords") ?? []
    disablePrefixOnAttributes = try reader.strings("disablePrefixOnAttributes") ?? []
    disableExactOnAttributes = try reader.strings("disableExactOnAttributes") ?? []
    camelCaseAttributes = try reader.strings("camelCaseAttributes") ?? []
    keepDiacriticsOnCharacters = try reader.string("keepDiacriticsOnCharacters") ?? ""
    var numericAttributes = try reader.strings("numericAttributesForFiltering")
    if let legacy = try reader.strings("numericAttributesToIndex"), numericAttributes == nil {
      numericAttributes = legacy
    }
    numericAttributesForFiltering = numericAttributes.flatMap { names in
      names.isEmpty
        ? nil
        : names.map { name in
          let body = Substring(name).trimmingSpaces
          return String(body.unwrapping("equalOnly") ?? body)
        }
    }
    responseFields = try reader.strings("responseFields") ?? ["*"]
    relevancyStrictness = try reader.int("relevancyStrictness") ?? 100
    guard (0...100).contains(relevancyStrictness) else {
      throw .invalidSettings(
        setting: "relevancyStrictness", reason: "expected an integer from 0 to 100")
    }
    enableRules = try reader.bool("enableRules") ?? true
    if let value = reader.take("renderingContent") {
      do {
        renderingContent = try value.decode(RenderingContent.self)
      } catch {
        throw .invalidSettings(setting: "renderingContent", reason: "\(error)")
      }
    }
    maxFacetHits = try reader.int("maxFacetHits") ?? 10
    guard (1...100).contains(maxFacetHits) else {
      throw .invalidSettings(setting: "maxFacetHits", reason: "expected an integer from 1 to 100")
    }
    if let order = try reader.string("sortFacetValuesBy") {
      guard let parsed = FacetValuesSortOrder(rawValue: order) else {
        throw .invalidSettings(setting: "sortFacetValuesBy", reason: "expected count or alpha")
      }
      sortFacetValuesBy = parsed
    }
    if let value = reader.take("synonyms") {
      switch value {
      case .bool(let flag): synonyms = flag
      case .array(let groups):
        // Older exports keep regular synonyms here, as groups of words.
        synonymGroups = try groups.enumerated().map { (position, group) throws(LocalIndexError) in
          guard case .array(let words) = group, words.allSatisfy({ $0.stringValue != nil }) else {
            throw .invalidSettings(
              setting: "synonyms[\(position)]", reason: "expected an array of strings")
          }
          return words.compactMap(\.stringValue)
        }
      default:
        throw .invalidSettings(
          setting: "synonyms",
          reason: "expected a boolean or groups of synonyms, found \(value.kind)")
      }
    }
    for (name, value) in [
      ("minWordSizefor1Typo", minWordSizefor1Typo), ("minWordSizefor2Typos", minWordSizefor2Typos),
      ("hitsPerPage", hitsPerPage), ("maxValuesPerFacet", maxValuesPerFacet),
      ("paginationLimitedTo", paginationLimitedTo),
    ] where value < 0 {
      throw .invalidSettings(setting: name, reason: "expected a non-negative integer")
    }
  }
}

/// Reads typed settings out of a settings object, remembering which were read.
private struct SettingsReader {
  let members: [String: JSON]
  var read: Set<String> = []

  mutating func take(_ name: String) -> JSON? {
    read.insert(name)
    guard let value = members[name], value != .null else { return nil }
    return value
  }

  mutating func string(_ name: String) throws(LocalIndexError) -> String? {
    guard let value = take(name) else { return nil }
    guard case .string(let text) = value else {
      throw .invalidSettings(setting: name, reason: "expected a string, found \(value.kind)")
    }
    return text
  }

  mutating func int(_ name: String) throws(LocalIndexError) -> Int? {
    guard let value = take(name) else { return nil }
    if let number = value.intValue { return number }
    if case .string(let text) = value, let number = Int(text) { return number }
    throw .invalidSettings(setting: name, reason: "expected an integer, found \(value.kind)")
  }

  mutating func bool(_ name: String) throws(LocalIndexError) -> Bool? {
    guard let value = take(name) else { return nil }
    switch value {
    case .bool(let flag): return flag
    case .string("true"): return true
    case .string("false"): return false
    default:
      throw .invalidSettings(setting: name, reason: "expected a boolean, found \(value.kind)")
    }
  }

  /// An array of strings, or one comma-separated string.
  mutating func strings(_ name: String) throws(LocalIndexError) -> [String]? {
    guard let value = take(name) else { return nil }
    switch value {
    case .array(let elements):
      var result: [String] = []
      for (position, element) in elements.enumerated() {
        guard case .string(let text) = element else {
          throw .invalidSettings(
            setting: "\(name)[\(position)]", reason: "expected a string, found \(element.kind)")
        }
        result.append(text)
      }
      return result
    default:
      throw .invalidSettings(
        setting: name, reason: "expected an array of strings, found \(value.kind)")
    }
  }

  mutating func typoTolerance() throws(LocalIndexError) -> TypoTolerance? {
    guard let value = take("typoTolerance") else { return nil }
    switch value {
    case .bool(let flag): return flag ? .enabled : .disabled
    case .string(let text):
      if let mode = TypoTolerance(rawValue: text) { return mode }
      throw .invalidSettings(setting: "typoTolerance", reason: "unknown value \"\(text)\"")
    default:
      throw .invalidSettings(
        setting: "typoTolerance", reason: "expected a boolean or a string, found \(value.kind)")
    }
  }

  /// `true`/`false`, or a list of language codes (a warning names those not known).
  mutating func languages(
    _ name: String, warnings: inout [LocalIndexWarning]
  ) throws(LocalIndexError) -> LocalIndexSettings.LanguageSetting {
    guard let value = take(name) else { return .disabled }
    switch value {
    case .bool(let flag):
      return flag ? .enabled : .disabled
    case .string("true"): return .enabled
    case .string("false"): return .disabled
    case .array:
      let codes = try strings(name) ?? []
      let unknown = QueryLanguage.parse(codes).unknown
      if !unknown.isEmpty {
        warnings.append(
          LocalIndexWarning(
            setting: name,
            message: "known for en, fr, de and es; ignored for \(unknown.joined(separator: ", "))"))
      }
      return .languages(codes)
    default:
      throw .invalidSettings(
        setting: name, reason: "expected a boolean or language codes, found \(value.kind)")
    }
  }

  /// A string naming one case of `Kind`.
  mutating func oneCase<Kind: RawRepresentable & CaseIterable>(
    _ name: String, _ kind: Kind.Type
  ) throws(LocalIndexError) -> Kind? where Kind.RawValue == String {
    guard let text = try string(name) else { return nil }
    guard let value = Kind(rawValue: text) else {
      throw .invalidSettings(
        setting: name,
        reason: "expected one of \(Kind.allCases.map(\.rawValue).joined(separator: ", ")), "
          + "found \"\(text)\"")
    }
    return value
  }

  /// An array of strings each naming a case of `Kind`.
  mutating func cases<Kind: RawRepresentable & CaseIterable>(
    _ name: String, _ kind: Kind.Type
  ) throws(LocalIndexError) -> [Kind]? where Kind.RawValue == String {
    guard let texts = try strings(name) else { return nil }
    return try texts.map { (text) throws(LocalIndexError) in
      guard let value = Kind(rawValue: text) else {
        throw .invalidSettings(
          setting: name,
          reason: "expected values among \(Kind.allCases.map(\.rawValue).joined(separator: ", ")), "
            + "found \"\(text)\"")
      }
      return value
    }
  }
}
