extension SearchQuery: Codable {
  /// Decodes Algolia's search parameters object; unknown parameters go to
  /// ``additionalParameters``.
  ///
  /// `facets`, `attributesToRetrieve`, `attributesToHighlight`, `attributesToSnippet` and
  /// `ruleContexts` also accept one comma-separated string, as Algolia does. `null` reads as
  /// "not set".
  /// - Parameter decoder: the decoder.
  /// - Throws: `DecodingError` naming the parameter whose value has the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init()
    query = try container.optional(String.self, "query")
    filters = try container.optional(String.self, "filters")
    facetFilters = try container.optional(LegacyFilterList.self, "facetFilters")
    numericFilters = try container.optional(LegacyFilterList.self, "numericFilters")
    tagFilters = try container.optional(LegacyFilterList.self, "tagFilters")
    optionalFilters = try container.optional(LegacyFilterList.self, "optionalFilters")
    facets = try container.stringList("facets")
    maxValuesPerFacet = try container.optional(Int.self, "maxValuesPerFacet")
    page = try container.optional(Int.self, "page")
    hitsPerPage = try container.optional(Int.self, "hitsPerPage")
    offset = try container.optional(Int.self, "offset")
    length = try container.optional(Int.self, "length")
    attributesToRetrieve = try container.stringList("attributesToRetrieve")
    attributesToHighlight = try container.stringList("attributesToHighlight")
    attributesToSnippet = try container.stringList("attributesToSnippet")
    highlightPreTag = try container.optional(String.self, "highlightPreTag")
    highlightPostTag = try container.optional(String.self, "highlightPostTag")
    typoTolerance = try container.optional(TypoTolerance.self, "typoTolerance")
    minWordSizefor1Typo = try container.optional(Int.self, "minWordSizefor1Typo")
    minWordSizefor2Typos = try container.optional(Int.self, "minWordSizefor2Typos")
    aroundLatLng = try container.optional(String.self, "aroundLatLng")
    aroundRadius = try container.optional(AroundRadius.self, "aroundRadius")
    insideBoundingBox = try container.optional([[Double]].self, "insideBoundingBox")
    getRankingInfo = try container.optional(Bool.self, "getRankingInfo")
    clickAnalytics = try container.optional(Bool.self, "clickAnalytics")
    analytics = try container.optional(Bool.self, "analytics")
    distinct = try container.optional(Distinct.self, "distinct")
    ruleContexts = try container.stringList("ruleContexts")
    relevancyStrictness = try container.optional(Int.self, "relevancyStrictness")
    sumOrFiltersScores = try container.optional(Bool.self, "sumOrFiltersScores")
    sortFacetValuesBy = try container.optional(FacetValuesSortOrder.self, "sortFacetValuesBy")
    facetingAfterDistinct = try container.optional(Bool.self, "facetingAfterDistinct")
    userToken = try container.optional(String.self, "userToken")
    additionalParameters = try container.remainder(excluding: Self.modelledParameterNames)
  }

  /// Encodes ``parameters``: Algolia's search parameters object.
  /// - Parameter encoder: the encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    let parameters = parameters
    for name in parameters.keys.sorted() {
      try container.encode(parameters[name, default: .null], forKey: AnyCodingKey(name))
    }
  }
}
