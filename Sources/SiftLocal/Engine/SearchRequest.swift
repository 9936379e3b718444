import SiftCore

/// A search's parameters resolved against an index's settings: every default applied, every
/// filter parsed and every value checked.
struct SearchRequest: Sendable {
  typealias Settings = LocalIndexSettings

  var query: SearchQuery
  var text: String
  var typoTolerance: TypoTolerance
  var minWordSizefor1Typo: Int
  var minWordSizefor2Typos: Int
  var allowTyposOnNumericTokens: Bool
  var queryType: Settings.QueryType
  var exactOnSingleWordQuery: Settings.ExactOnSingleWordQuery
  var ranking: [Settings.RankingCriterion]
  var optionalWords: [String]
  /// The languages whose stop words are removed, and whose plurals match.
  var removeStopWords: [QueryLanguage]
  var ignorePlurals: [QueryLanguage]
  var advancedSyntax: Bool
  var advancedSyntaxFeatures: Set<Settings.AdvancedSyntaxFeature>
  var removeWordsIfNoResults: Settings.RemoveWordsIfNoResults
  var alternativesAsExact: Set<Settings.AlternativeAsExact>
  /// Whether the index's synonyms apply.
  var synonyms: Bool
  var replaceSynonymsInHighlight: Bool
  var minProximity: Int
  var attributeCriteriaComputedByMinProximity: Bool
  var disableTypoToleranceOnAttributes: Set<String>
  var disableExactOnAttributes: Set<String>
  var enableRules: Bool
  var ruleContexts: [String]
  var relevancyStrictness: Int
  var responseFields: [String]
  /// Query words matched without typos (`disableTypoToleranceOnWords`), lowercased.
  var noTypoWords: Set<String>
  /// The index's synonyms (set by the index searched; `nil` for none).
  var synonymSet: SynonymSet?
  /// Whether the index searched is a virtual replica, which sorts only relevant hits.
  var isVirtualReplica: Bool
  var restrictSearchableAttributes: [String]?
  var filters: FilterExpression?
  var optionalFilters: [[Filter]]
  /// Whether a record scores the sum of the optional filters it matches in a group, rather than
  /// the best one (`sumOrFiltersScores`).
  var sumOrFiltersScores: Bool
  var aroundLatLng: GeoPoint?
  /// The radius around ``aroundLatLng``: given, or computed from the index when
  /// ``automaticRadius`` (see ``IndexSnapshot/resolvingAutomaticRadius(_:)``); `nil` for none
  /// (`aroundRadius: "all"`).
  var aroundRadius: Double?
  /// Whether no `aroundRadius` was given: the radius is computed from the density of records
  /// around the centre, at least ``minimumAroundRadius``.
  var automaticRadius = false
  var minimumAroundRadius: Double?
  var aroundPrecision: Double
  var insideBoundingBox: [[Double]]
  /// Polygons (`insidePolygon`), each at least three points.
  var insidePolygon: [[GeoPoint]] = []
  var distinct: Int
  var page: Int
  var hitsPerPage: Int
  var offset: Int?
  var length: Int?
  var facets: [String]
  var maxValuesPerFacet: Int
  var sortFacetValuesByAlpha: Bool
  var facetingAfterDistinct: Bool
  var attributesToHighlight: [String]?
  var attributesToSnippet: [String]
  var highlightPreTag: String
  var highlightPostTag: String
  var snippetEllipsisText: String
  var attributesToRetrieve: [String]?
  var getRankingInfo: Bool
  var clickAnalytics: Bool
  /// Records rules remove from the hits (`hide`), and records they place at zero-based
  /// positions (`promote`); see ``IndexSnapshot/promoting(_:request:)``.
  var hiddenDocuments: [UInt32] = []
  var promotions: [(doc: UInt32, position: Int)] = []

  /// The longest query text, in UTF-8 bytes: Algolia's limit.
  static let maximumQueryBytes = 512

  init(_ query: SearchQuery, settings: Settings) throws(LocalIndexError) {
    self.query = query
    try SearchParameterSupport.check(query)
    let extra = query.additionalParameters
    func extraString(_ name: String) throws(LocalIndexError) -> String? {
      guard let value = extra[name], value != .null else { return nil }
      guard let text = value.stringValue else {
        throw .invalidParameter(name: name, reason: "expected a string")
      }
      return text
    }
    func extraBool(_ name: String) throws(LocalIndexError) -> Bool? {
      guard let value = extra[name], value != .null else { return nil }
      if let flag = value.boolValue { return flag }
      if value.arrayValue != nil { return value.arrayValue?.contains("en") }
      throw .invalidParameter(name: name, reason: "expected a boolean")
    }
    func extraStrings(_ name: String) throws(LocalIndexError) -> [String]? {
      guard let value = extra[name], value != .null else { return nil }
      if let text = value.stringValue {
        return text.split(separator: ",").map { String(Substring($0).trimmingSpaces) }
      }
      guard let elements = value.arrayValue else {
        throw .invalidParameter(name: name, reason: "expected an array of strings")
      }
      return elements.compactMap(\.stringValue)
    }
    func extraInt(_ name: String) throws(LocalIndexError) -> Int? {
      guard let value = extra[name], value != .null else { return nil }
      if let number = value.intValue { return number }
      if let text = value.stringValue, let number = Int(text) { return number }
      throw .invalidParameter(name: name, reason: "expected an integer")
    }
    func extraLanguages(_ name: String) throws(LocalIndexError) -> Settings.LanguageSetting? {
      guard let value = extra[name], value != .null else { return nil }
      switch value {
      case .bool(let flag): return flag ? .enabled : .disabled
      case .string("true"): return .enabled
      case .string("false"): return .disabled
      case .string(let codes):
        return .languages(codes.split(separator: ",").map { String(Substring($0).trimmingSpaces) })
      case .array(let codes): return .languages(codes.compactMap(\.stringValue))
      default:
        throw .invalidParameter(name: name, reason: "expected a boolean or language codes")
      }
    }
    func extraCases<Kind: RawRepresentable & CaseIterable>(
      _ name: String, _ kind: Kind.Type
    ) throws(LocalIndexError) -> [Kind]? where Kind.RawValue == String {
      guard let texts = try extraStrings(name) else { return nil }
      return try texts.map { (text) throws(LocalIndexError) in
        guard let value = Kind(rawValue: text) else {
          throw .invalidParameter(name: name, reason: "unknown value \"\(text)\"")
        }
        return value
      }
    }
    func nonNegative(_ value: Int?, _ name: String) throws(LocalIndexError) -> Int? {
      if let value, value < 0 {
        throw .invalidParameter(name: name, reason: "expected a non-negative integer")
      }
      return value
    }

    text = query.query ?? ""
    guard text.utf8.count <= Self.maximumQueryBytes else {
      throw .invalidParameter(
        name: "query",
        reason:
          "\(text.utf8.count) bytes long; a query is at most \(Self.maximumQueryBytes) bytes, as "
          + "Algolia's")
    }
    typoTolerance = query.typoTolerance ?? settings.typoTolerance
    minWordSizefor1Typo =
      try nonNegative(query.minWordSizefor1Typo, "minWordSizefor1Typo")
      ?? settings.minWordSizefor1Typo
    minWordSizefor2Typos =
      try nonNegative(query.minWordSizefor2Typos, "minWordSizefor2Typos")
      ?? settings.minWordSizefor2Typos
    allowTyposOnNumericTokens =
      try extraBool("allowTyposOnNumericTokens") ?? settings.allowTyposOnNumericTokens
    if let type = try extraString("queryType") {
      guard let parsed = Settings.QueryType(rawValue: type) else {
        throw .invalidParameter(name: "queryType", reason: "unknown query type \"\(type)\"")
      }
      queryType = parsed
    } else {
      queryType = settings.queryType
    }
    if let mode = try extraString("exactOnSingleWordQuery") {
      guard let parsed = Settings.ExactOnSingleWordQuery(rawValue: mode) else {
        throw .invalidParameter(name: "exactOnSingleWordQuery", reason: "unknown value \"\(mode)\"")
      }
      exactOnSingleWordQuery = parsed
    } else {
      exactOnSingleWordQuery = settings.exactOnSingleWordQuery
    }
    var ranking = settings.ranking
    if typoTolerance == .min || typoTolerance == .strict {
      ranking.removeAll { $0 == .typo }
      ranking.insert(.typo, at: 0)
    }
    self.ranking = ranking
    optionalWords = try extraStrings("optionalWords") ?? settings.optionalWords
    let queryLanguages = try extraStrings("queryLanguages") ?? settings.queryLanguages
    removeStopWords = (try extraLanguages("removeStopWords") ?? settings.removeStopWords)
      .languages(queryLanguages: queryLanguages)
    ignorePlurals = (try extraLanguages("ignorePlurals") ?? settings.ignorePlurals)
      .languages(queryLanguages: queryLanguages)
    advancedSyntax = try extraBool("advancedSyntax") ?? settings.advancedSyntax
    advancedSyntaxFeatures = Set(
      try extraCases("advancedSyntaxFeatures", Settings.AdvancedSyntaxFeature.self)
        ?? settings.advancedSyntaxFeatures)
    if let mode = try extraString("removeWordsIfNoResults") {
      guard let parsed = Settings.RemoveWordsIfNoResults(rawValue: mode) else {
        throw .invalidParameter(name: "removeWordsIfNoResults", reason: "unknown value \"\(mode)\"")
      }
      removeWordsIfNoResults = parsed
    } else {
      removeWordsIfNoResults = settings.removeWordsIfNoResults
    }
    alternativesAsExact = Set(
      try extraCases("alternativesAsExact", Settings.AlternativeAsExact.self)
        ?? settings.alternativesAsExact)
    synonyms = try extraBool("synonyms") ?? settings.synonyms
    replaceSynonymsInHighlight =
      try extraBool("replaceSynonymsInHighlight") ?? settings.replaceSynonymsInHighlight
    minProximity = try extraInt("minProximity") ?? settings.minProximity
    guard (1...7).contains(minProximity) else {
      throw .invalidParameter(name: "minProximity", reason: "expected an integer from 1 to 7")
    }
    attributeCriteriaComputedByMinProximity =
      try extraBool("attributeCriteriaComputedByMinProximity")
      ?? settings.attributeCriteriaComputedByMinProximity
    disableTypoToleranceOnAttributes = Set(
      try extraStrings("disableTypoToleranceOnAttributes")
        ?? settings.disableTypoToleranceOnAttributes)
    disableExactOnAttributes = Set(
      try extraStrings("disableExactOnAttributes") ?? settings.disableExactOnAttributes)
    enableRules = try extraBool("enableRules") ?? settings.enableRules
    ruleContexts = query.ruleContexts ?? []
    relevancyStrictness = query.relevancyStrictness ?? settings.relevancyStrictness
    guard (0...100).contains(relevancyStrictness) else {
      throw .invalidParameter(
        name: "relevancyStrictness", reason: "expected an integer from 0 to 100")
    }
    responseFields = try extraStrings("responseFields") ?? settings.responseFields
    noTypoWords = Set(settings.disableTypoToleranceOnWords.map { $0.lowercased() })
    isVirtualReplica = settings.isVirtualReplica
    restrictSearchableAttributes = try extraStrings("restrictSearchableAttributes")

    do {
      filters = try FilterExpression.parse(query.filters)
    } catch {
      throw .invalidFilters(error)
    }
    var extraFilters: [FilterExpression] = []
    if let list = query.facetFilters {
      extraFilters.append(
        try FilterListParser.expression(list) { (text) throws(LocalIndexError) in
          try FilterListParser.facet(text, parameter: "facetFilters")
        })
    }
    if let list = query.numericFilters {
      extraFilters.append(try FilterListParser.expression(list, parse: FilterListParser.numeric))
    }
    if let list = query.tagFilters {
      extraFilters.append(
        try FilterListParser.expression(list) { (text) throws(LocalIndexError) in
          FilterListParser.tag(text)
        })
    }
    if !extraFilters.isEmpty {
      filters = FilterExpression.and((filters.map { [$0] } ?? []) + extraFilters).normalized
    }
    var optional: [[Filter]] = []
    for element in query.optionalFilters?.elements ?? [] {
      switch element {
      case .single(let text):
        optional.append([try FilterListParser.facet(text, parameter: "optionalFilters")])
      case .anyOf(let texts):
        var group: [Filter] = []
        for text in texts {
          group.append(try FilterListParser.facet(text, parameter: "optionalFilters"))
        }
        optional.append(group)
      }
    }
    optionalFilters = optional
    sumOrFiltersScores = query.sumOrFiltersScores ?? false

    if let around = query.aroundLatLng {
      let parts = around.split(separator: ",").map { Double(String($0.trimmingSpaces)) }
      guard parts.count == 2, let lat = parts[0], let lng = parts[1], abs(lat) <= 90,
        abs(lng) <= 180
      else {
        throw .invalidParameter(name: "aroundLatLng", reason: "expected \"lat,lng\"")
      }
      aroundLatLng = GeoPoint(lat: lat, lng: lng)
    }
    switch query.aroundRadius {
    case .meters(let meters)?:
      guard meters >= 0 else {
        throw .invalidParameter(name: "aroundRadius", reason: "expected a non-negative radius")
      }
      aroundRadius = Double(meters)
    case .all?: aroundRadius = nil
    case nil:
      aroundRadius = nil
      automaticRadius = aroundLatLng != nil
    }
    if let minimum = try extraInt("minimumAroundRadius") {
      guard minimum >= 1 else {
        throw .invalidParameter(name: "minimumAroundRadius", reason: "expected at least 1 meter")
      }
      minimumAroundRadius = Double(minimum)
    }
    aroundPrecision = max(1, extra["aroundPrecision"]?.doubleValue ?? 10)
    insideBoundingBox = query.insideBoundingBox ?? []
    for box in insideBoundingBox where box.count != 4 {
      throw .invalidParameter(
        name: "insideBoundingBox", reason: "expected boxes of 4 numbers [lat1, lng1, lat2, lng2]")
    }
    insidePolygon = try IndexSnapshot.polygons(extra["insidePolygon"])
    // Algolia: a bounding box wins over polygons, and either one over aroundLatLng.
    if !insideBoundingBox.isEmpty { insidePolygon = [] }
    if !insideBoundingBox.isEmpty || !insidePolygon.isEmpty {
      aroundLatLng = nil
      aroundRadius = nil
      automaticRadius = false
    }

    switch query.distinct {
    case .enabled(let flag)?: distinct = flag ? max(1, settings.distinct) : 0
    case .count(let count)?: distinct = max(0, count)
    case nil: distinct = settings.distinct
    }
    if settings.attributeForDistinct == nil { distinct = 0 }
    page = try nonNegative(query.page, "page") ?? 0
    hitsPerPage = min(
      1000, try nonNegative(query.hitsPerPage, "hitsPerPage") ?? settings.hitsPerPage)
    offset = try nonNegative(query.offset, "offset")
    length = try nonNegative(query.length, "length").map { min($0, 1000) }
    facets = query.facets ?? []
    maxValuesPerFacet = min(
      1000,
      try nonNegative(query.maxValuesPerFacet, "maxValuesPerFacet")
        ?? settings.maxValuesPerFacet)
    sortFacetValuesByAlpha = (query.sortFacetValuesBy ?? settings.sortFacetValuesBy) == .alpha
    facetingAfterDistinct = query.facetingAfterDistinct ?? false
    attributesToHighlight = query.attributesToHighlight ?? settings.attributesToHighlight
    attributesToSnippet = query.attributesToSnippet ?? settings.attributesToSnippet
    highlightPreTag = query.highlightPreTag ?? settings.highlightPreTag
    highlightPostTag = query.highlightPostTag ?? settings.highlightPostTag
    snippetEllipsisText = try extraString("snippetEllipsisText") ?? settings.snippetEllipsisText
    attributesToRetrieve = query.attributesToRetrieve ?? settings.attributesToRetrieve
    getRankingInfo = query.getRankingInfo ?? false
    clickAnalytics = query.clickAnalytics ?? false
  }
}
