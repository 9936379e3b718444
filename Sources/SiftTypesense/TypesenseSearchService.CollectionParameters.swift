extension TypesenseSearchService {
  /// How Sift searches one collection: the fields a query searches, the default sort, and the
  /// Algolia settings Typesense does not store (the attributes to highlight and snippet, the
  /// distinct attribute) — what `collectionSpecificSearchParameters` holds for
  /// `typesense-instantsearch-adapter` users.
  ///
  /// ```swift
  /// let products = TypesenseSearchService.CollectionParameters(
  ///   queryBy: [.init("name", weight: 3), .init("brand", weight: 2), .init("description", weight: 1)],
  ///   sortBy: "_text_match:desc,popularity:desc",
  ///   attributesToSnippet: ["description:12"])
  /// ```
  ///
  /// Each value applies when a search leaves the matching parameter unset; a collection with no
  /// parameters searches every indexed string field of its schema, in schema order.
  public struct CollectionParameters: Sendable, Hashable {
    /// The fields a query searches (`query_by`, with `query_by_weights` when weighted), in order
    /// of importance. Empty: every indexed `string` and `string[]` field of the schema.
    public var queryBy: [SearchField]
    /// The default `sort_by`, such as `_text_match:desc,popularity:desc` (Algolia's
    /// `customRanking` after relevance); `nil` for Typesense's default (relevance, then the
    /// collection's `default_sorting_field`).
    public var sortBy: String?
    /// The attributes highlighted in `_highlightResult` when a search does not set
    /// `attributesToHighlight`; `nil` for the ``queryBy`` fields.
    public var attributesToHighlight: [String]?
    /// The attributes snippeted in `_snippetResult` (`"description:12"`: 12 words) when a
    /// search does not set `attributesToSnippet`; `nil` for none.
    public var attributesToSnippet: [String]?
    /// The attribute Algolia's `distinct` groups by (Typesense's `group_by`); it must be a
    /// facet field. `nil`: a search with `distinct` is refused.
    public var distinctAttribute: String?
    /// Typesense search parameters sent with every search of this collection, by Typesense
    /// name (`"prioritize_exact_match": "false"`). They override the configuration's
    /// ``Configuration/additionalSearchParameters``; a parameter Sift translates from the search
    /// overrides both.
    public var searchParameters: [String: String]

    /// Creates parameters.
    ///
    /// - Parameters:
    ///   - queryBy: The fields a query searches; empty for every indexed string field.
    ///   - sortBy: The default `sort_by`.
    ///   - attributesToHighlight: The attributes highlighted by default.
    ///   - attributesToSnippet: The attributes snippeted by default.
    ///   - distinctAttribute: The attribute `distinct` groups by.
    ///   - searchParameters: Typesense parameters for every search of the collection.
    public init(
      queryBy: [SearchField] = [], sortBy: String? = nil, attributesToHighlight: [String]? = nil,
      attributesToSnippet: [String]? = nil, distinctAttribute: String? = nil,
      searchParameters: [String: String] = [:]
    ) {
      self.queryBy = queryBy
      self.sortBy = sortBy
      self.attributesToHighlight = attributesToHighlight
      self.attributesToSnippet = attributesToSnippet
      self.distinctAttribute = distinctAttribute
      self.searchParameters = searchParameters
    }
  }
}
