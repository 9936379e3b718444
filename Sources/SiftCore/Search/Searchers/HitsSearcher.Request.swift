extension HitsSearcher {
  /// What a hits searcher searches: an index, Algolia's search parameters (query, page, …) and
  /// the refinements, kept as a ``Filters`` value.
  ///
  /// The request is the searcher's whole input: the batch it sends is a pure function of it
  /// (see ``SearchPlan/init(_:)``). Its filters are rendered into Algolia's `filters` parameter
  /// only there, AND-ed with any raw `query.filters` of the request's own.
  ///
  /// ```swift
  /// var request = HitsSearcher.Request(indexName: "products", query: SearchQuery("phone"))
  /// request.filters.add(
  ///   Filter.Facet(attribute: "brand", value: "Apple"),
  ///   toGroupWithID: .or(name: "brand", filterType: .facet))
  /// SearchPlan(request).queries.count  // 2: the main query and the brand query
  /// ```
  public struct Request: Sendable, Hashable {
    /// The index to search.
    public var indexName: String

    /// The search parameters. Its `filters`, if any, is a raw filter string AND-ed with
    /// ``filters``.
    public var query: SearchQuery

    /// The refinements; a connected `FilterState` keeps them.
    public var filters: Filters

    /// Attributes faceted disjunctively even without a refinement in an or-group.
    public var disjunctiveFacets: Set<Attribute>

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - indexName: The index to search.
    ///   - query: The search parameters.
    ///   - filters: The refinements; none by default.
    ///   - disjunctiveFacets: Attributes to facet disjunctively in any case.
    public init(
      indexName: String, query: SearchQuery = SearchQuery(), filters: Filters = Filters(),
      disjunctiveFacets: Set<Attribute> = []
    ) {
      self.indexName = indexName
      self.query = query
      self.filters = filters
      self.disjunctiveFacets = disjunctiveFacets
    }

    /// The request as one query: its search parameters with its filters rendered into
    /// `filters` (after its own raw filters, if any). What a page load sends, and the whole
    /// batch of a request that needs no faceting queries.
    public var indexedQuery: IndexedQuery {
      var query = query
      if let rendered = filters.algoliaFilters {
        query.filters = FacetingQueryBuilder.combine(query.filters, rendered)
      }
      return IndexedQuery(indexName: indexName, query: query)
    }

    /// The request without its page and its analytics flags (`clickAnalytics`, `analytics`):
    /// what identifies a result set, so that pages of one result set can be told from pages of
    /// another. The analytics flags change what Algolia records, not the hits: turning click
    /// analytics on (as a `HitsTracker` does) keeps the result set, and its page.
    public var resultSet: Request {
      var copy = self
      copy.query.page = nil
      copy.query.clickAnalytics = nil
      copy.query.analytics = nil
      return copy
    }
  }
}
