/// Search parameters under Algolia's names.
///
/// ```swift
/// var query = SearchQuery("phone", facets: ["brand"], hitsPerPage: 20)
/// query.facetFilters = ["brand:Apple", ["color:red", "color:blue"]]
/// query.additionalParameters["enablePersonalization"] = true
/// query.urlEncodedParameters
/// // "facetFilters=%5B%22brand%3AApple%22%2C%5B%22color%3Ared%22%2C%22color%3Ablue%22%5D%5D&..."
/// ```
///
/// Every modelled parameter is optional; `nil` means "not sent" (the engine's default applies).
/// Parameters this type does not model live in ``additionalParameters`` and round-trip through
/// `Codable`, ``parameters`` and ``urlEncodedParameters``. An additional parameter whose name is
/// one of the modelled ones is ignored; set the property instead.
public struct SearchQuery: Sendable, Hashable {
  /// The text to search for (`query`).
  public var query: String?
  /// A filter expression in Algolia's filter syntax (`filters`).
  public var filters: String?
  /// Facet filters (`facetFilters`).
  public var facetFilters: LegacyFilterList?
  /// Numeric filters (`numericFilters`).
  public var numericFilters: LegacyFilterList?
  /// Tag filters (`tagFilters`).
  public var tagFilters: LegacyFilterList?
  /// Optional filters that boost matching records (`optionalFilters`).
  public var optionalFilters: LegacyFilterList?
  /// The attributes to compute facet counts for; `"*"` means all (`facets`).
  public var facets: [String]?
  /// The most values returned per facet (`maxValuesPerFacet`).
  public var maxValuesPerFacet: Int?
  /// The zero-based page (`page`).
  public var page: Int?
  /// The number of hits per page (`hitsPerPage`).
  public var hitsPerPage: Int?
  /// The offset of the first hit, for offset/length paging (`offset`).
  public var offset: Int?
  /// The number of hits, for offset/length paging (`length`).
  public var length: Int?
  /// The attributes to include in hits (`attributesToRetrieve`).
  public var attributesToRetrieve: [String]?
  /// The attributes to highlight (`attributesToHighlight`).
  public var attributesToHighlight: [String]?
  /// The attributes to snippet, optionally with a word count: `"body:20"`
  /// (`attributesToSnippet`).
  public var attributesToSnippet: [String]?
  /// The tag inserted before highlighted parts (`highlightPreTag`).
  public var highlightPreTag: String?
  /// The tag inserted after highlighted parts (`highlightPostTag`).
  public var highlightPostTag: String?
  /// Typo tolerance (`typoTolerance`).
  public var typoTolerance: TypoTolerance?
  /// The shortest word length that accepts one typo (`minWordSizefor1Typo`).
  public var minWordSizefor1Typo: Int?
  /// The shortest word length that accepts two typos (`minWordSizefor2Typos`).
  public var minWordSizefor2Typos: Int?
  /// The centre of a geo search, `"lat,lng"` (`aroundLatLng`).
  public var aroundLatLng: String?
  /// The radius of a geo search (`aroundRadius`).
  public var aroundRadius: AroundRadius?
  /// Bounding boxes, each `[lat1, lng1, lat2, lng2]` (`insideBoundingBox`).
  public var insideBoundingBox: [[Double]]?
  /// Whether hits carry `_rankingInfo` (`getRankingInfo`).
  public var getRankingInfo: Bool?
  /// Whether the response carries a `queryID` for click analytics (`clickAnalytics`).
  public var clickAnalytics: Bool?
  /// Whether the search counts in analytics (`analytics`).
  public var analytics: Bool?
  /// De-duplication on the distinct attribute (`distinct`).
  public var distinct: Distinct?
  /// Contexts that activate rules (`ruleContexts`).
  public var ruleContexts: [String]?
  /// Relevancy strictness for virtual replicas, 0–100 (`relevancyStrictness`).
  public var relevancyStrictness: Int?
  /// Whether a record matching several optional filters of one group scores their sum rather
  /// than the best of them (`sumOrFiltersScores`); the best one when `nil` or `false`.
  public var sumOrFiltersScores: Bool?
  /// How facet values are sorted (`sortFacetValuesBy`).
  public var sortFacetValuesBy: FacetValuesSortOrder?
  /// Whether facet counts are computed after distinct (`facetingAfterDistinct`).
  public var facetingAfterDistinct: Bool?
  /// The user's token, for analytics and personalization (`userToken`).
  public var userToken: String?
  /// Parameters this type does not model, by Algolia name.
  public var additionalParameters: [String: JSON]

  /// Creates a query; set other parameters through the properties.
  ///
  /// ```swift
  /// let query = SearchQuery("shoes", filters: "price < 100", page: 0, hitsPerPage: 20)
  /// ```
  /// - Parameters:
  ///   - query: the text to search for.
  ///   - filters: a filter expression.
  ///   - facetFilters: facet filters.
  ///   - numericFilters: numeric filters.
  ///   - facets: attributes to compute facet counts for.
  ///   - page: the zero-based page.
  ///   - hitsPerPage: hits per page.
  ///   - additionalParameters: parameters this type does not model.
  public init(
    _ query: String? = nil, filters: String? = nil, facetFilters: LegacyFilterList? = nil,
    numericFilters: LegacyFilterList? = nil, facets: [String]? = nil, page: Int? = nil,
    hitsPerPage: Int? = nil, additionalParameters: [String: JSON] = [:]
  ) {
    self.query = query
    self.filters = filters
    self.facetFilters = facetFilters
    self.numericFilters = numericFilters
    self.facets = facets
    self.page = page
    self.hitsPerPage = hitsPerPage
    self.additionalParameters = additionalParameters
  }
}
