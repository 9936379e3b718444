import SiftCore

/// Which of Algolia's search parameters a Typesense search honours: nothing is silently
/// dropped. A parameter Algolia does not know is refused as Algolia refuses it; one that
/// Typesense cannot express is refused unless its value asks for nothing (Algolia's default).
/// The Typesense article (`Sources/Sift/Sift.docc/Typesense.md`) lists each parameter with how
/// it is translated or why it is refused.
enum TypesenseParameterSupport {
  /// Parameters ``TypesenseQueryTranslator`` translates (or checks itself).
  static let translated: Set<String> = [
    "query", "filters", "facetFilters", "numericFilters", "tagFilters", "optionalFilters",
    "facets", "maxValuesPerFacet", "sortFacetValuesBy", "facetingAfterDistinct", "page",
    "hitsPerPage", "offset", "length", "attributesToRetrieve", "attributesToHighlight",
    "attributesToSnippet", "highlightPreTag", "highlightPostTag", "snippetEllipsisText",
    "restrictHighlightAndSnippetArrays", "typoTolerance", "minWordSizefor1Typo",
    "minWordSizefor2Typos", "allowTyposOnNumericTokens", "disableTypoToleranceOnAttributes",
    "queryType", "removeWordsIfNoResults", "restrictSearchableAttributes", "aroundLatLng",
    "aroundRadius", "aroundPrecision", "minimumAroundRadius", "insideBoundingBox",
    "insidePolygon", "getRankingInfo", "clickAnalytics", "distinct", "ruleContexts",
    "enableRules", "relevancyStrictness", "responseFields", "renderingContent", "maxFacetHits",
    "advancedSyntax",
  ]

  /// Parameters with nothing to do on a Typesense server, accepted whatever their value:
  /// analytics, A/B tests and re-ranking flags, personalization weights and the user token.
  static let withoutEffect: Set<String> = [
    "analytics", "analyticsTags", "percentileComputation", "enableABTest", "userToken",
    "enableReRanking", "reRankingApplyFilter", "personalizationImpact", "decompoundQuery",
  ]

  /// Parameters Algolia knows that Typesense cannot express: the values that ask for nothing
  /// (accepted), and why another value is refused.
  static let neutralOnly: [String: (neutral: [JSON], reason: String)] = [
    "similarQuery": ([""], "Typesense has no similar-query search"),
    "aroundLatLngViaIP": ([false], "the server does not locate the requester; use aroundLatLng"),
    "sumOrFiltersScores": ([false], "Typesense has no optional filter scores"),
    "naturalLanguages": ([[]], "Typesense has no natural-language presets"),
    "enablePersonalization": ([false], "Typesense has no personalization"),
    "attributesToTransliterate": ([[]], "Typesense does not transliterate queries"),
    "explain": ([[]], "Typesense has no explain report"),
    "mode": (["keywordSearch"], "Typesense 0.24 has keyword search only"),
    "semanticSearch": ([[:]], "Typesense 0.24 has keyword search only"),
    "ignorePlurals": ([false, []], "Typesense 0.24 does not fold plurals at search time"),
    "removeStopWords": ([false, []], "Typesense 0.24 does not remove stop words at search time"),
    "queryLanguages": ([[]], "Typesense sets languages per field, in the schema (locale)"),
    "optionalWords": ([[], .null, ""], "Typesense has no optional words"),
    "exactOnSingleWordQuery": (
      ["attribute"], "Typesense ranks exact matches its own way (prioritize_exact_match)"
    ),
    "alternativesAsExact": (
      [["ignorePlurals", "singleWordSynonym"]], "Typesense ranks exact matches its own way"
    ),
    "disableExactOnAttributes": ([[]], "Typesense ranks exact matches its own way"),
    "advancedSyntaxFeatures": (
      [["exactPhrase", "excludeWords"]], "Typesense always reads quoted phrases and -exclusions"
    ),
    "minProximity": ([1], "Typesense has no proximity setting"),
    "attributeCriteriaComputedByMinProximity": ([false], "Typesense has no proximity setting"),
    "synonyms": ([true], "Typesense 0.24 always applies a collection's synonyms"),
    "replaceSynonymsInHighlight": ([false], "Typesense highlights the words of the document"),
  ]

  /// Settings Algolia also takes as search parameters that change how records are indexed:
  /// they belong to the collection's schema, not to one search.
  static let indexTimeOnly: Set<String> = [
    "searchableAttributes", "attributesForFaceting", "unretrievableAttributes", "ranking",
    "customRanking", "separatorsToIndex", "keepDiacriticsOnCharacters", "camelCaseAttributes",
    "disablePrefixOnAttributes", "disableTypoToleranceOnWords", "numericAttributesForFiltering",
    "replicas", "paginationLimitedTo", "attributeForDistinct", "userData", "indexLanguages",
    "decompoundedAttributes",
  ]

  /// Checks every parameter `query` sets that the translator does not read itself.
  ///
  /// - Throws: ``TypesenseError/unknownParameter(_:)`` or
  ///   ``TypesenseError/unsupportedParameter(name:reason:)``.
  static func check(_ query: SearchQuery) throws(TypesenseError) {
    for (name, value) in query.parameters.sorted(by: { $0.key < $1.key }) {
      if translated.contains(name) || withoutEffect.contains(name) { continue }
      if let (neutral, reason) = neutralOnly[name] {
        if value == .null || neutral.contains(value) { continue }
        throw .unsupportedParameter(name: name, reason: reason)
      }
      if indexTimeOnly.contains(name) {
        throw .unsupportedParameter(
          name: name, reason: "it is an index setting: it belongs to the collection's schema")
      }
      throw .unknownParameter(name)
    }
  }
}
