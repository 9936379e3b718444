import SiftCore

/// Which of Algolia's search parameters the embedded engine honours: nothing is silently
/// ignored. A parameter Algolia does not know is an error, as Algolia answers 400 "Unknown
/// parameter"; a parameter it knows that the engine does not implement is an
/// ``LocalIndexError/unsupportedParameter(name:reason:)``, unless it holds a value that needs
/// nothing (its default, or an analytics flag that has nothing to record on a device).
enum SearchParameterSupport {
  /// Parameters the engine reads (``SearchRequest``).
  static let honoured: Set<String> = [
    "query", "filters", "facetFilters", "numericFilters", "tagFilters", "optionalFilters",
    "facets", "maxValuesPerFacet", "facetingAfterDistinct", "sortFacetValuesBy", "page",
    "hitsPerPage", "offset", "length", "aroundLatLng", "aroundRadius", "aroundPrecision",
    "minimumAroundRadius", "insideBoundingBox", "insidePolygon", "ruleContexts",
    "getRankingInfo", "clickAnalytics", "attributesToRetrieve", "restrictSearchableAttributes",
    "relevancyStrictness", "attributesToHighlight", "attributesToSnippet", "highlightPreTag",
    "highlightPostTag", "snippetEllipsisText", "minWordSizefor1Typo", "minWordSizefor2Typos",
    "typoTolerance", "allowTyposOnNumericTokens", "disableTypoToleranceOnAttributes",
    "ignorePlurals", "removeStopWords", "queryLanguages", "enableRules", "queryType",
    "removeWordsIfNoResults", "advancedSyntax", "optionalWords", "disableExactOnAttributes",
    "exactOnSingleWordQuery", "alternativesAsExact", "advancedSyntaxFeatures", "distinct",
    "synonyms", "replaceSynonymsInHighlight", "minProximity", "responseFields", "maxFacetHits",
    "attributeCriteriaComputedByMinProximity", "renderingContent", "sumOrFiltersScores",
  ]

  /// Parameters with nothing to do on a device, accepted whatever their value: analytics,
  /// A/B tests and re-ranking flags, and the user token.
  static let withoutEffect: Set<String> = [
    "analytics", "analyticsTags", "percentileComputation", "enableABTest", "userToken",
    "enableReRanking", "reRankingApplyFilter", "personalizationImpact", "decompoundQuery",
  ]

  /// Parameters Algolia knows that the engine does not implement, with the value that needs
  /// nothing (accepted) and why another one is refused.
  static let unsupported: [String: (neutral: JSON, reason: String)] = [
    "similarQuery": ("", "similar-query search is not implemented"),
    "aroundLatLngViaIP": (false, "there is no requester IP on a device; use aroundLatLng"),
    "naturalLanguages": ([], "natural-language presets are not implemented"),
    "enablePersonalization": (false, "personalization needs Algolia's user profiles"),
    "restrictHighlightAndSnippetArrays": (false, "every array element is highlighted"),
    "attributesToTransliterate": ([], "transliteration is not implemented"),
    "explain": ([], "explain is not implemented"),
    "mode": ("keywordSearch", "only keyword search is implemented"),
    "semanticSearch": ([:], "semantic search is not implemented"),
  ]

  /// Settings Algolia also takes as search parameters that change how records are indexed:
  /// they are settings of the index, not of one search.
  static let indexTimeOnly: Set<String> = [
    "searchableAttributes", "attributesForFaceting", "unretrievableAttributes", "ranking",
    "customRanking", "separatorsToIndex", "keepDiacriticsOnCharacters", "camelCaseAttributes",
    "disablePrefixOnAttributes", "disableTypoToleranceOnWords", "numericAttributesForFiltering",
    "replicas", "paginationLimitedTo", "attributeForDistinct", "userData", "indexLanguages",
    "decompoundedAttributes",
  ]

  /// Checks the parameters `query` carries beyond the ones it models.
  /// - Throws: ``LocalIndexError/unknownParameter(_:)`` or
  ///   ``LocalIndexError/unsupportedParameter(name:reason:)``.
  static func check(_ query: SearchQuery) throws(LocalIndexError) {
    for (name, value) in query.additionalParameters.sorted(by: { $0.key < $1.key })
    where !SearchQuery.modelledParameterNames.contains(name) {
      if honoured.contains(name) || withoutEffect.contains(name) { continue }
      if let (neutral, reason) = unsupported[name] {
        if value == neutral || value == .null { continue }
        throw .unsupportedParameter(name: name, reason: reason)
      }
      if indexTimeOnly.contains(name) {
        throw .unsupportedParameter(
          name: name, reason: "an index setting: set it in the index's settings")
      }
      throw .unknownParameter(name)
    }
  }
}
