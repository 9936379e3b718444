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
  /// Whether English stop words are removed from queries (`removeStopWords`).
  public var removeStopWords = false
  /// Whether English singular and plural forms match each other (`ignorePlurals`).
  public var ignorePlurals = false
  /// The attributes returned in hits; `nil` means all (`attributesToRetrieve`).
  public var attributesToRetrieve: [String]?
  /// Attributes never returned in hits (`unretrievableAttributes`).
  public var unretrievableAttributes: [String] = []
  /// What the engine read but does not honour, in the order met.
  public var warnings: [LocalIndexWarning] = []

  /// Creates the default settings (Algolia's defaults).
  public init() {}
}
