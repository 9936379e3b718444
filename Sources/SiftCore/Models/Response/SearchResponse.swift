/// One index's search results, in Algolia's response shape.
///
/// ```swift
/// let response = try JSONDecoder().decode(SearchResponse.self, from: data)
/// response.nbHits                       // 596
/// response.facets?["type"]?["book"]     // 357
/// let hits = try response.hits(as: Product.self)
/// ```
///
/// Decoding is lenient about absence and strict about types: every field but ``hits`` is
/// optional and `nil` when missing (or `null`); a missing `hits` decodes as `[]`; a present
/// field with the wrong type is a `DecodingError` naming it. Members this type does not model
/// (`serverUsed`, `parsedQuery`, `appliedRules`, …) are kept in ``additionalFields``, so a
/// response encodes back to the same shape: decode → encode → decode is the identity, and the
/// encoded top-level keys are the input's (plus `hits`, which is always encoded).
public struct SearchResponse: Sendable, Hashable {
  /// The hits of the requested page, as JSON objects (`hits`).
  public var hits: [JSON]
  /// The number of hits matched (`nbHits`).
  public var nbHits: Int?
  /// The zero-based page returned (`page`).
  public var page: Int?
  /// The number of pages available (`nbPages`).
  public var nbPages: Int?
  /// The number of hits per page (`hitsPerPage`).
  public var hitsPerPage: Int?
  /// The engine's processing time in milliseconds (`processingTimeMS`).
  public var processingTimeMS: Int?
  /// Whether ``nbHits`` is exact (`exhaustiveNbHits`).
  public var exhaustiveNbHits: Bool?
  /// Whether facet counts are exact (`exhaustiveFacetsCount`).
  public var exhaustiveFacetsCount: Bool?
  /// Facet counts: attribute → value → count (`facets`).
  public var facets: [String: [String: Int]]?
  /// Statistics of numeric facets, by attribute (`facets_stats`).
  public var facetsStats: [String: FacetStats]?
  /// The query text (`query`).
  public var query: String?
  /// The search parameters, URL-encoded (`params`). A response made by an engine in this
  /// process keeps its query and renders this only when it is read.
  public var params: String? {
    get { parameters.text }
    set { parameters = .text(newValue) }
  }

  /// ``params``, as given or as the query that renders it.
  private var parameters: Parameters

  /// Sets ``params`` to `query`'s parameters, rendered only when read.
  /// - Parameter query: the query searched.
  package mutating func setParameters(of query: SearchQuery) {
    parameters = .query(query)
  }

  /// ``params``: a string, or a query rendered when read. Two are equal when they render the
  /// same string.
  private enum Parameters: Sendable, Hashable {
    case text(String?)
    case query(SearchQuery)

    var text: String? {
      switch self {
      case .text(let text): return text
      case .query(let query): return query.urlEncodedParameters
      }
    }

    static func == (lhs: Parameters, rhs: Parameters) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
  }
  /// The query's identifier for click analytics (`queryID`).
  public var queryID: String?
  /// The index searched (`index`).
  public var index: String?
  /// Custom data returned by rules (`userData`).
  public var userData: [JSON]?
  /// Content for the UI, such as facet ordering (`renderingContent`).
  public var renderingContent: RenderingContent?
  /// The number of hits sorted by relevance on a virtual replica (`nbSortedHits`).
  public var nbSortedHits: Int?
  /// The relevancy strictness applied (`appliedRelevancyStrictness`).
  public var appliedRelevancyStrictness: Int?
  /// The centre of a geo search, `"lat,lng"` (`aroundLatLng`).
  public var aroundLatLng: String?
  /// Which figures are exhaustive (`exhaustive`).
  public var exhaustive: ExhaustiveFlags?
  /// Members this type does not model, by name; encoded back as they were.
  public var additionalFields: [String: JSON]

  /// Creates a response; every field is optional.
  ///
  /// ```swift
  /// let response = SearchResponse(hits: [["objectID": "1"]], nbHits: 1, page: 0, nbPages: 1)
  /// ```
  /// - Parameters:
  ///   - hits: the hits of the page.
  ///   - nbHits: the number of hits matched.
  ///   - page: the zero-based page.
  ///   - nbPages: the number of pages.
  ///   - hitsPerPage: hits per page.
  ///   - processingTimeMS: processing time in milliseconds.
  ///   - exhaustiveNbHits: whether `nbHits` is exact.
  ///   - exhaustiveFacetsCount: whether facet counts are exact.
  ///   - facets: facet counts.
  ///   - facetsStats: numeric facet statistics.
  ///   - query: the query text.
  ///   - params: the URL-encoded parameters.
  ///   - queryID: the query identifier.
  ///   - index: the index searched.
  ///   - userData: custom rule data.
  ///   - renderingContent: content for the UI.
  ///   - nbSortedHits: hits sorted by relevance on a virtual replica.
  ///   - appliedRelevancyStrictness: the relevancy strictness applied.
  ///   - aroundLatLng: the geo search centre.
  ///   - exhaustive: which figures are exhaustive.
  ///   - additionalFields: members not modelled.
  public init(
    hits: [JSON] = [], nbHits: Int? = nil, page: Int? = nil, nbPages: Int? = nil,
    hitsPerPage: Int? = nil, processingTimeMS: Int? = nil, exhaustiveNbHits: Bool? = nil,
    exhaustiveFacetsCount: Bool? = nil, facets: [String: [String: Int]]? = nil,
    facetsStats: [String: FacetStats]? = nil, query: String? = nil, params: String? = nil,
    queryID: String? = nil, index: String? = nil, userData: [JSON]? = nil,
    renderingContent: RenderingContent? = nil, nbSortedHits: Int? = nil,
    appliedRelevancyStrictness: Int? = nil, aroundLatLng: String? = nil,
    exhaustive: ExhaustiveFlags? = nil, additionalFields: [String: JSON] = [:]
  ) {
    self.hits = hits
    self.nbHits = nbHits
    self.page = page
    self.nbPages = nbPages
    self.hitsPerPage = hitsPerPage
    self.processingTimeMS = processingTimeMS
    self.exhaustiveNbHits = exhaustiveNbHits
    self.exhaustiveFacetsCount = exhaustiveFacetsCount
    self.facets = facets
    self.facetsStats = facetsStats
    self.query = query
    parameters = .text(params)
    self.queryID = queryID
    self.index = index
    self.userData = userData
    self.renderingContent = renderingContent
    self.nbSortedHits = nbSortedHits
    self.appliedRelevancyStrictness = appliedRelevancyStrictness
    self.aroundLatLng = aroundLatLng
    self.exhaustive = exhaustive
    self.additionalFields = additionalFields
  }
}
