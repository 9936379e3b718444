/// What a search screen shows, as one value: the index, the query, the page, the page size and
/// the refinements of every kind. The routing form of a screen: saved, shared as a URL, restored
/// by a deep link.
///
/// ```swift
/// var state = SearchState(indexName: "products")
/// state.query = "tv"
/// state.refinementList["brand"] = ["Sony"]
/// state.page = 1  // the second page
/// state.urlQueryString
/// // products%5Bquery%5D=tv&products%5BrefinementList%5D%5Bbrand%5D%5B0%5D=Sony&products%5Bpage%5D=2
/// ```
///
/// Its keys are InstantSearch.js's UI state for one index (`query`, `refinementList`, `menu`,
/// `hierarchicalMenu`, `numericMenu`, `ratingMenu`, `range`, `toggle`, `geoSearch`, `configure`,
/// `sortBy`, `hitsPerPage`, `page`), and its URL form is the one InstantSearch.js's default
/// routing writes and reads (the `qs` library's), byte for byte: a URL made by a web app
/// restores a Sift screen, and the reverse. Refinements those keys cannot hold (a negated
/// facet, a strict comparison) are kept in ``filters``, in Algolia's filter syntax, which
/// InstantSearch.js ignores.
///
/// A ``SearchStateConnector`` keeps one up to date with a searcher and its filter state, and
/// applies one to them (every widget follows, and one search runs). `Codable` encodes
/// InstantSearch.js's UI state JSON for the index, with the index name.
public struct SearchState: Sendable, Hashable {
  /// The index the state belongs to: the key of its URL parameters (InstantSearch.js's
  /// `indexName` / index id).
  public var indexName: String
  /// The text query; nil when empty.
  public var query: String?
  /// The 0-based page (Sift's and Algolia's count); nil for the first. InstantSearch.js's UI
  /// state and URLs count from 1: page 1 here is `page=2` there.
  public var page: Int?
  /// The page size, when not the index's.
  public var hitsPerPage: Int?
  /// The index or replica searched, when it is not ``indexName`` (a sort order).
  public var sortBy: String?
  /// Facet values selected, by attribute (tags under `_tags`), in order.
  public var refinementList: [String: [String]]
  /// Numeric bounds, by attribute.
  public var range: [String: NumericRange]
  /// Boolean facets switched on (`free_shipping: true`), by attribute.
  public var toggle: [String: Bool]
  /// The path selected in hierarchical menus, one name per level, keyed by the top level's
  /// attribute: `["categories.lvl0": ["Cameras", "Digital Cameras"]]`.
  public var hierarchicalMenu: [String: [String]]
  /// The value selected in menus (one facet value each), by attribute: `["type": "OLED"]`.
  public var menu: [String: String]
  /// The choice of numeric menus, by attribute: bounds (`"10:100"`, `"500:"`) or one value
  /// (`"5"`).
  public var numericMenu: [String: NumericMenuValue]
  /// The least rating chosen in rating menus, by attribute: `["rating": 4]` is four stars and
  /// more.
  public var ratingMenu: [String: Double]
  /// Search parameters set by a `configure` widget (InstantSearch.js's `configure`), by
  /// Algolia name, in the form a URL carries them: strings (`"8"` for 8), lists and objects of
  /// strings.
  public var configure: [String: JSON]
  /// The map region searched ("search this area").
  public var boundingBox: GeoBoundingBox?
  /// The refinements the other keys cannot hold, in Algolia's filter syntax (Sift's key).
  public var filters: String?

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - indexName: The index the state belongs to.
  ///   - query: The text query.
  ///   - page: The 0-based page.
  ///   - hitsPerPage: The page size.
  ///   - sortBy: The index or replica searched, when not `indexName`.
  ///   - refinementList: Facet values selected, by attribute.
  ///   - range: Numeric bounds, by attribute.
  ///   - toggle: Boolean facets switched on, by attribute.
  ///   - hierarchicalMenu: Hierarchical paths, by top-level attribute.
  ///   - menu: The value selected in menus, by attribute.
  ///   - numericMenu: The choice of numeric menus, by attribute.
  ///   - ratingMenu: The least rating chosen in rating menus, by attribute.
  ///   - configure: Search parameters set by a `configure` widget.
  ///   - boundingBox: The map region searched.
  ///   - filters: Other refinements, in Algolia's filter syntax.
  public init(
    indexName: String, query: String? = nil, page: Int? = nil, hitsPerPage: Int? = nil,
    sortBy: String? = nil, refinementList: [String: [String]] = [:],
    range: [String: NumericRange] = [:], toggle: [String: Bool] = [:],
    hierarchicalMenu: [String: [String]] = [:], menu: [String: String] = [:],
    numericMenu: [String: NumericMenuValue] = [:], ratingMenu: [String: Double] = [:],
    configure: [String: JSON] = [:], boundingBox: GeoBoundingBox? = nil, filters: String? = nil
  ) {
    self.indexName = indexName
    self.query = query
    self.page = page
    self.hitsPerPage = hitsPerPage
    self.sortBy = sortBy
    self.refinementList = refinementList
    self.range = range
    self.toggle = toggle
    self.hierarchicalMenu = hierarchicalMenu
    self.menu = menu
    self.numericMenu = numericMenu
    self.ratingMenu = ratingMenu
    self.configure = configure
    self.boundingBox = boundingBox
    self.filters = filters
  }
}
