import SiftCore

/// The settings of a ``LocalIndex``, with Algolia's names, meanings and defaults.
///
/// Decode Algolia's settings JSON as it is with ``init(json:)``; a setting the engine does not
/// honour becomes a ``LocalIndexWarning`` in ``warnings``:
///
/// ```swift
/// var settings = try LocalIndexSettings(json: JSON.parse(settingsData))
/// settings.customRanking = [.descending("popularity")]
/// settings.warnings  // [synonyms: not supported; ignored]
/// ```
public struct LocalIndexSettings: Sendable, Hashable {
  /// The searchable attributes by decreasing importance (`searchableAttributes`, legacy
  /// `attributesToIndex`); `nil` makes every attribute searchable, all at one level.
  public var searchableAttributes: [SearchableAttribute]?
  /// The attributes that can be faceted and filtered on (`attributesForFaceting`).
  public var attributesForFaceting: [FacetAttribute] = []
  /// Attributes ranking ties of the `custom` criterion (`customRanking`).
  public var customRanking: [SortCriterion] = []
  /// The tie-breaking criteria in order (`ranking`).
  public var ranking: [RankingCriterion] = RankingCriterion.defaultRanking
  /// The shortest query word accepting one typo (`minWordSizefor1Typo`, default 4).
  public var minWordSizefor1Typo = 4
  /// The shortest query word accepting two typos (`minWordSizefor2Typos`, default 8).
  public var minWordSizefor2Typos = 8
  /// Typo tolerance (`typoTolerance`, default `true`).
  public var typoTolerance: TypoTolerance = .enabled
  /// Whether numbers in the query accept typos (`allowTyposOnNumericTokens`, default `true`).
  public var allowTyposOnNumericTokens = true
  /// Which query words match as prefixes (`queryType`, default `prefixLast`).
  public var queryType: QueryType = .prefixLast
  /// When a single-word query counts as exact (`exactOnSingleWordQuery`).
  public var exactOnSingleWordQuery: ExactOnSingleWordQuery = .attribute
  /// The attribute whose value groups duplicates (`attributeForDistinct`).
  public var attributeForDistinct: String?
  /// How many hits to keep per distinct group; 0 turns de-duplication off (`distinct`).
  public var distinct = 0
  /// The names of the replicas: sort-by indices with their own ranking (`replicas`, legacy
  /// `slaves`; `virtual(…)` names are read as standard replicas).
  public var replicas: [String] = []
  /// Hits per page (`hitsPerPage`, default 20).
  public var hitsPerPage = 20
  /// The most values returned per facet (`maxValuesPerFacet`, default 100).
  public var maxValuesPerFacet = 100
  /// The most hits reachable by paging (`paginationLimitedTo`, default 1000).
  public var paginationLimitedTo = 1000
  /// The tag inserted before highlighted parts (`highlightPreTag`).
  public var highlightPreTag = "<em>"
  /// The tag inserted after highlighted parts (`highlightPostTag`).
  public var highlightPostTag = "</em>"
  /// The attributes to highlight; `nil` means every searchable attribute
  /// (`attributesToHighlight`).
  public var attributesToHighlight: [String]?
  /// The attributes to snippet, each optionally `attribute:wordCount` (`attributesToSnippet`).
  public var attributesToSnippet: [String] = []
  /// The text marking cut text in snippets (`snippetEllipsisText`, default `…`).
  public var snippetEllipsisText = "…"
  /// Characters indexed as words of their own instead of separating words
  /// (`separatorsToIndex`).
  public var separatorsToIndex = ""
  /// Query words that records need not contain (`optionalWords`).
  public var optionalWords: [String] = []
  /// Whether stop words are removed from queries (`removeStopWords`): English, French,
  /// German and Spanish.
  public var removeStopWords: LanguageSetting = .disabled
  /// Whether singular and plural forms match each other (`ignorePlurals`): English, French,
  /// German and Spanish.
  public var ignorePlurals: LanguageSetting = .disabled
  /// The languages of queries, for `removeStopWords` and `ignorePlurals` (`queryLanguages`).
  public var queryLanguages: [String] = []
  /// Whether `"phrases"` and `-exclusions` in queries are read (`advancedSyntax`).
  public var advancedSyntax = false
  /// The parts of the advanced syntax read (`advancedSyntaxFeatures`).
  public var advancedSyntaxFeatures: [AdvancedSyntaxFeature] = [.exactPhrase, .excludeWords]
  /// Which words to drop from a query that finds nothing (`removeWordsIfNoResults`).
  public var removeWordsIfNoResults: RemoveWordsIfNoResults = .none
  /// The alternatives that count as exact matches (`alternativesAsExact`).
  public var alternativesAsExact: [AlternativeAsExact] = [.ignorePlurals, .singleWordSynonym]
  /// Whether highlighting shows the query's word in place of the synonym it matched
  /// (`replaceSynonymsInHighlight`).
  public var replaceSynonymsInHighlight = false
  /// The smallest distance the proximity criterion tells apart, from 1 to 7 (`minProximity`).
  public var minProximity = 1
  /// Whether the attribute criterion reads the attribute where the words are nearest
  /// (`attributeCriteriaComputedByMinProximity`).
  public var attributeCriteriaComputedByMinProximity = false
  /// Attributes where matches with typos do not count (`disableTypoToleranceOnAttributes`).
  public var disableTypoToleranceOnAttributes: [String] = []
  /// Query words matched without typos (`disableTypoToleranceOnWords`).
  public var disableTypoToleranceOnWords: [String] = []
  /// Attributes where prefix matches do not count (`disablePrefixOnAttributes`).
  public var disablePrefixOnAttributes: [String] = []
  /// Attributes whose matches do not count for the exact criterion
  /// (`disableExactOnAttributes`).
  public var disableExactOnAttributes: [String] = []
  /// Attributes whose camelCase words are also indexed as their parts (`camelCaseAttributes`).
  public var camelCaseAttributes: [String] = []
  /// Characters whose diacritics are kept when words are folded
  /// (`keepDiacriticsOnCharacters`).
  public var keepDiacriticsOnCharacters = ""
  /// The attributes numeric filters may use; `nil` means every numeric attribute
  /// (`numericAttributesForFiltering`, with `equalOnly(…)` read as the attribute).
  public var numericAttributesForFiltering: [String]?
  /// The fields of the response to return; `["*"]` means all (`responseFields`).
  public var responseFields: [String] = ["*"]
  /// On a virtual replica, how relevant a hit must be to be sorted by its custom ranking, from
  /// 0 (every hit) to 100 (only the most relevant) (`relevancyStrictness`).
  public var relevancyStrictness = 100
  /// Whether rules apply to searches (`enableRules`).
  public var enableRules = true
  /// What the UI should show, such as the order of facets (`renderingContent`).
  public var renderingContent: RenderingContent?
  /// The replicas declared `virtual(…)`: they keep their primary's relevance and sort only
  /// the relevant hits (relevant sort).
  public var virtualReplicas: [String] = []
  /// Whether this index is a virtual replica (set on a replica's own settings).
  public var isVirtualReplica = false
  /// Whether the index's synonyms apply to searches (`synonyms`).
  public var synonyms = true
  /// Regular synonyms kept in the settings, as groups of words that match one another (the
  /// `synonyms` setting of older exports); they apply beside the index's own synonyms.
  public var synonymGroups: [[String]] = []
  /// The most values a facet values search returns (`maxFacetHits`, default 10).
  public var maxFacetHits = 10
  /// How facet values are ordered by default (`sortFacetValuesBy`).
  public var sortFacetValuesBy: FacetValuesSortOrder = .count
  /// The attributes returned in hits; `nil` means all (`attributesToRetrieve`).
  public var attributesToRetrieve: [String]?
  /// Attributes never returned in hits (`unretrievableAttributes`).
  public var unretrievableAttributes: [String] = []
  /// What the engine read but does not honour, in the order met.
  public var warnings: [LocalIndexWarning] = []

  /// Creates the default settings (Algolia's defaults).
  public init() {}
}
