import SiftCore

extension LocalIndexSettings {
  /// The settings as Algolia's settings JSON: every property under its Algolia name, in the
  /// form ``init(json:)`` reads back to equal settings.
  ///
  /// ```swift
  /// let settings = try LocalIndexSettings(json: ["searchableAttributes": ["unordered(title)"]])
  /// let copy = try LocalIndexSettings(json: settings.json)  // == settings
  /// ```
  ///
  /// ``warnings`` are not settings: they are what ``init(json:)`` found in its input, and are
  /// not encoded; nor is ``isVirtualReplica``, which a replica takes from its primary's
  /// `replicas`. A few forms have no Algolia spelling and read back as their nearest: an empty
  /// `searchableAttributes` (read as `nil`, every attribute), a facet attribute both
  /// `searchable` and `filterOnly` (read as `searchable`), and `synonyms` turned off beside
  /// ``synonymGroups`` (the groups are kept, the switch reads back on).
  public var json: JSON {
    var members: [String: JSON] = [
      "attributesForFaceting": .array(attributesForFaceting.map { .string($0.algoliaForm) }),
      "customRanking": .array(customRanking.map { .string($0.algoliaForm) }),
      "ranking": .array(ranking.map { .string($0.algoliaForm) }),
      "minWordSizefor1Typo": JSON(minWordSizefor1Typo),
      "minWordSizefor2Typos": JSON(minWordSizefor2Typos),
      "typoTolerance": typoTolerance.json,
      "allowTyposOnNumericTokens": .bool(allowTyposOnNumericTokens),
      "queryType": .string(queryType.rawValue),
      "exactOnSingleWordQuery": .string(exactOnSingleWordQuery.rawValue),
      "distinct": JSON(distinct),
      "replicas": .array(
        replicas.map { .string(virtualReplicas.contains($0) ? "virtual(\($0))" : $0) }),
      "hitsPerPage": JSON(hitsPerPage),
      "maxValuesPerFacet": JSON(maxValuesPerFacet),
      "paginationLimitedTo": JSON(paginationLimitedTo),
      "highlightPreTag": .string(highlightPreTag),
      "highlightPostTag": .string(highlightPostTag),
      "attributesToSnippet": .array(attributesToSnippet.map(JSON.string)),
      "snippetEllipsisText": .string(snippetEllipsisText),
      "separatorsToIndex": .string(separatorsToIndex),
      "optionalWords": .array(optionalWords.map(JSON.string)),
      "removeStopWords": removeStopWords.json,
      "ignorePlurals": ignorePlurals.json,
      "queryLanguages": .array(queryLanguages.map(JSON.string)),
      "unretrievableAttributes": .array(unretrievableAttributes.map(JSON.string)),
      "advancedSyntax": .bool(advancedSyntax),
      "advancedSyntaxFeatures": .array(advancedSyntaxFeatures.map { .string($0.rawValue) }),
      "removeWordsIfNoResults": .string(removeWordsIfNoResults.rawValue),
      "alternativesAsExact": .array(alternativesAsExact.map { .string($0.rawValue) }),
      "replaceSynonymsInHighlight": .bool(replaceSynonymsInHighlight),
      "minProximity": JSON(minProximity),
      "attributeCriteriaComputedByMinProximity": .bool(attributeCriteriaComputedByMinProximity),
      "disableTypoToleranceOnAttributes": .array(
        disableTypoToleranceOnAttributes.map(JSON.string)),
      "disableTypoToleranceOnWords": .array(disableTypoToleranceOnWords.map(JSON.string)),
      "disablePrefixOnAttributes": .array(disablePrefixOnAttributes.map(JSON.string)),
      "disableExactOnAttributes": .array(disableExactOnAttributes.map(JSON.string)),
      "camelCaseAttributes": .array(camelCaseAttributes.map(JSON.string)),
      "keepDiacriticsOnCharacters": .string(keepDiacriticsOnCharacters),
      "responseFields": .array(responseFields.map(JSON.string)),
      "relevancyStrictness": JSON(relevancyStrictness),
      "enableRules": .bool(enableRules),
      "maxFacetHits": JSON(maxFacetHits),
      "sortFacetValuesBy": .string(sortFacetValuesBy.rawValue),
      // Older exports keep groups of synonyms under `synonyms`, which is otherwise a switch.
      "synonyms": synonymGroups.isEmpty
        ? .bool(synonyms) : .array(synonymGroups.map { .array($0.map(JSON.string)) }),
    ]
    if let numericAttributesForFiltering {
      members["numericAttributesForFiltering"] = .array(
        numericAttributesForFiltering.map(JSON.string))
    }
    if let renderingContent, let json = try? JSON(encoding: renderingContent) {
      members["renderingContent"] = json
    }
    if let searchableAttributes {
      members["searchableAttributes"] = .array(
        searchableAttributes.map { .string($0.algoliaForm) })
    }
    if let attributeForDistinct { members["attributeForDistinct"] = .string(attributeForDistinct) }
    if let attributesToHighlight {
      members["attributesToHighlight"] = .array(attributesToHighlight.map(JSON.string))
    }
    if let attributesToRetrieve {
      members["attributesToRetrieve"] = .array(attributesToRetrieve.map(JSON.string))
    }
    return .object(members)
  }
}

extension LocalIndexSettings.SearchableAttribute {
  /// Algolia's form: `"title"`, `"title, alternative_title"`, `"unordered(title)"`.
  var algoliaForm: String {
    let names = names.joined(separator: ", ")
    return isUnordered ? "unordered(\(names))" : names
  }
}

extension LocalIndexSettings.FacetAttribute {
  /// Algolia's form: `"brand"`, `"searchable(brand)"`, `"filterOnly(brand)"`.
  var algoliaForm: String {
    if isSearchable { return "searchable(\(name))" }
    return isFilterOnly ? "filterOnly(\(name))" : name
  }
}

extension LocalIndexSettings.SortCriterion {
  /// Algolia's form: `"asc(price)"` or `"desc(price)"`.
  var algoliaForm: String {
    isDescending ? "desc(\(attribute))" : "asc(\(attribute))"
  }
}

extension LocalIndexSettings.RankingCriterion {
  /// Algolia's form: the criterion's name, or `"asc(…)"` / `"desc(…)"`.
  var algoliaForm: String {
    switch self {
    case .typo: return "typo"
    case .geo: return "geo"
    case .words: return "words"
    case .filters: return "filters"
    case .proximity: return "proximity"
    case .attribute: return "attribute"
    case .exact: return "exact"
    case .custom: return "custom"
    case .sort(let criterion): return criterion.algoliaForm
    }
  }
}
