/// Builds the multi-query that disjunctive and hierarchical faceting need, and merges its
/// responses back into one.
///
/// ```swift
/// let builder = FacetingQueryBuilder(
///   query: SearchQuery("phone", facets: ["brand", "color"]), indexName: "products",
///   filters: filterState.filters)
/// let responses = try await service.search(builder.build())
/// let response = try builder.aggregate(responses)
/// response.facets?["brand"]  // counts as if no brand were selected
/// ```
///
/// The queries, in order:
/// 1. the main query: the base query with every filter (AND-ed to its own `filters`, if any)
///    and its `facets` plus every hierarchical level attribute;
/// 2. one query per disjunctive attribute, sorted by name — the attributes of facet filters in
///    or-groups, plus ``disjunctiveFacets`` — with that attribute's facet filters removed from
///    the or-groups;
/// 3. for each hierarchical group with a selection (groups sorted by name), one query per level
///    from the top down to the level below the selection (never more than there are level
///    attributes): level 0 without the selection's filter, level k with the path's level k - 1
///    filter instead of it. As InstantSearch renders them, byte for byte: the selection's
///    filter is left out of every and-group, and the level's filter is a group of its own,
///    rendered after the others (`( "brand":"Sony" ) AND ( "categories.lvl0":"Cameras" )`).
///
/// Each faceting query (2 and 3) requests only its attribute's facet and no hits:
/// `facets: [attribute]`, `hitsPerPage: 0`, `page: 0`, `analytics: false`,
/// `clickAnalytics: false`, empty `attributesToRetrieve` / `attributesToHighlight` /
/// `attributesToSnippet`, and no `offset` / `length`.
public struct FacetingQueryBuilder: Sendable, Hashable {
  /// The base search parameters.
  public var query: SearchQuery
  /// The index every query searches.
  public var indexName: String
  /// The refinements.
  public var filters: Filters
  /// Attributes faceted disjunctively even without a selection in an or-group.
  public var disjunctiveFacets: Set<Attribute>
  /// Whether ``aggregate(_:)`` lists a selected value of a disjunctive attribute (or a selected
  /// hierarchical level) with count 0 when its response omits it, so a UI can still show it as
  /// selected. `true` by default.
  public var keepSelectedEmptyFacets: Bool
  /// The order of each group's filters when they render, for a builder made from filter groups
  /// (``init(query:indexName:filterGroups:disjunctiveFacets:hierarchicalAttributes:hierarchicalFilters:keepSelectedEmptyFacets:)``);
  /// groups not listed render sorted.
  var filterOrder: [FilterGroup.ID: [Filter]] = [:]

  /// Creates a builder.
  /// - Parameters:
  ///   - query: The base search parameters.
  ///   - indexName: The index every query searches.
  ///   - filters: The refinements.
  ///   - disjunctiveFacets: Attributes to facet disjunctively in any case.
  ///   - keepSelectedEmptyFacets: Whether selected values missing from responses are kept with
  ///     count 0.
  public init(
    query: SearchQuery, indexName: String, filters: Filters,
    disjunctiveFacets: Set<Attribute> = [], keepSelectedEmptyFacets: Bool = true
  ) {
    self.query = query
    self.indexName = indexName
    self.filters = filters
    self.disjunctiveFacets = disjunctiveFacets
    self.keepSelectedEmptyFacets = keepSelectedEmptyFacets
  }

  /// Creates a builder from filter groups, as InstantSearch's `QueryBuilder` takes them: each
  /// group's filters render in the order the group holds them.
  ///
  /// ```swift
  /// let colors = FilterGroup(
  ///   id: .or(name: "color", filterType: .facet),
  ///   filters: [.facet(Filter.Facet(attribute: "color", stringValue: "red")),
  ///             .facet(Filter.Facet(attribute: "color", stringValue: "green"))])
  /// let builder = FacetingQueryBuilder(query: SearchQuery(), indexName: "products",
  ///                                    filterGroups: [colors])
  /// builder.build()[0].query.filters  // ( "color":"red" OR "color":"green" )
  /// ```
  ///
  /// - Parameters:
  ///   - query: The base search parameters.
  ///   - indexName: The index every query searches.
  ///   - filterGroups: The refinements, as groups; a filter that a group's kind does not accept
  ///     (a numeric filter in an or-group of facets) is left out.
  ///   - disjunctiveFacets: Attributes faceted disjunctively even without a selection.
  ///   - hierarchicalAttributes: The attributes of a hierarchical facet's levels, top first.
  ///   - hierarchicalFilters: The selected path in that facet, one filter per level from the top;
  ///     its last filter is the selection, left out of the and-groups in the level queries.
  ///   - keepSelectedEmptyFacets: Whether selected values missing from a response are listed
  ///     with count 0.
  public init(
    query: SearchQuery, indexName: String, filterGroups: [FilterGroup],
    disjunctiveFacets: Set<Attribute> = [], hierarchicalAttributes: [Attribute] = [],
    hierarchicalFilters: [Filter.Facet] = [], keepSelectedEmptyFacets: Bool = true
  ) {
    var filters = Filters()
    var order: [FilterGroup.ID: [Filter]] = [:]
    for group in filterGroups {
      filters.add(contentsOf: group.filters, toGroupWithID: group.id)
      order[group.id, default: []] += group.filters
    }
    if !hierarchicalAttributes.isEmpty {
      let name = "_hierarchical"
      filters.setHierarchicalAttributes(hierarchicalAttributes, forGroupNamed: name)
      filters.setHierarchicalPath(hierarchicalFilters, forGroupNamed: name)
    }
    self.init(
      query: query, indexName: indexName, filters: filters, disjunctiveFacets: disjunctiveFacets,
      keepSelectedEmptyFacets: keepSelectedEmptyFacets)
    self.filterOrder = order
  }

  /// The attributes that get a disjunctive faceting query, sorted.
  public var disjunctiveAttributes: [Attribute] {
    disjunctiveFacets.union(filters.disjunctiveFacetAttributes).sorted()
  }

  /// The number of queries ``build()`` returns, hence of responses ``aggregate(_:)`` expects.
  public var queryCount: Int { plan.count }

  /// The queries to send together, main query first.
  /// - Returns: One main query, then the disjunctive, then the hierarchical faceting queries.
  public func build() -> [IndexedQuery] {
    plan.map { IndexedQuery(indexName: indexName, query: searchQuery(for: $0)) }
  }

  /// Merges the responses of the queries ``build()`` returned (in the same order) into the main
  /// response.
  ///
  /// - Facet counts of each disjunctive attribute and hierarchical level come from its own
  ///   query, replacing the main response's.
  /// - `facets_stats` are the main response's, with each faceting query's stats for its
  ///   attribute laid over them.
  /// - `exhaustiveFacetsCount` (and `exhaustive.facetsCount`) is the AND of every response's.
  /// - With ``keepSelectedEmptyFacets``, selected values absent from their attribute's counts
  ///   are added with count 0.
  ///
  /// - Parameter responses: One response per query, in order.
  /// - Returns: The merged response.
  /// - Throws: ``FacetingError/responseCountMismatch(expected:received:)`` when the count of
  ///   responses differs from ``queryCount``.
  public func aggregate(_ responses: [SearchResponse]) throws(FacetingError) -> SearchResponse {
    let plan = plan
    guard responses.count == plan.count, var result = responses.first else {
      throw .responseCountMismatch(expected: plan.count, received: responses.count)
    }
    var facets = result.facets ?? [:]
    var stats = result.facetsStats ?? [:]
    for (part, response) in zip(plan, responses).dropFirst() {
      guard let attribute = part.facetAttribute?.name else { continue }
      facets[attribute] = response.facets?[attribute]
      if let attributeStats = response.facetsStats?[attribute] {
        stats[attribute] = attributeStats
      }
      if keepSelectedEmptyFacets {
        for value in selectedValues(for: part) {
          Self.keep(value, in: &facets, for: attribute)
        }
      }
    }
    result.facets = facets.isEmpty && result.facets == nil ? nil : facets
    result.facetsStats = stats.isEmpty && result.facetsStats == nil ? nil : stats

    let exhaustiveCounts = responses.compactMap(\.exhaustiveFacetsCount)
    if !exhaustiveCounts.isEmpty {
      result.exhaustiveFacetsCount = exhaustiveCounts.allSatisfy { $0 }
    }
    let exhaustiveFlags = responses.compactMap { $0.exhaustive?.facetsCount }
    if !exhaustiveFlags.isEmpty, result.exhaustive != nil {
      result.exhaustive?.facetsCount = exhaustiveFlags.allSatisfy { $0 }
    }
    return result
  }

  // MARK: Plan

  /// One query of the batch.
  enum Part: Hashable {
    case main
    case disjunctive(Attribute)
    case hierarchical(group: String, attribute: Attribute, filter: Filter.Facet?)

    var facetAttribute: Attribute? {
      switch self {
      case .main: return nil
      case .disjunctive(let attribute): return attribute
      case .hierarchical(_, let attribute, _): return attribute
      }
    }
  }

  var plan: [Part] {
    var parts: [Part] = [.main]
    parts += disjunctiveAttributes.map(Part.disjunctive)
    for name in filters.hierarchicalGroupNames {
      let attributes = filters.hierarchicalAttributes(forGroupNamed: name)
      let path = filters.hierarchicalPath(forGroupNamed: name)
      guard !path.isEmpty else { continue }
      let levelFilters: [Filter.Facet?] = [nil] + path
      for (attribute, filter) in zip(attributes, levelFilters) {
        parts.append(.hierarchical(group: name, attribute: attribute, filter: filter))
      }
    }
    return parts
  }

  private func searchQuery(for part: Part) -> SearchQuery {
    var output = query
    var partFilters = filters
    switch part {
    case .main:
      var facets = query.facets ?? []
      for name in filters.hierarchicalGroupNames {
        for attribute in filters.hierarchicalAttributes(forGroupNamed: name)
        where !facets.contains(attribute.name) {
          facets.append(attribute.name)
        }
      }
      output.facets = facets.isEmpty ? query.facets : facets
    case .disjunctive(let attribute):
      partFilters.removeDisjunctiveFacetFilters(on: attribute)
      Self.requestOnlyFacets(of: attribute, in: &output)
    case .hierarchical(let group, let attribute, let level):
      // As InstantSearch builds it: the selection's filter left out of every and-group (the
      // hierarchical group's own included), and the level's filter in a group of its own,
      // rendered last rather than in sorted place.
      if let selected = filters.hierarchicalPath(forGroupNamed: group).last {
        for id in partFilters.groupIDs {
          if case .or = id { continue }
          partFilters.remove(selected, fromGroupWithID: id)
        }
      }
      Self.requestOnlyFacets(of: attribute, in: &output)
      let levelGroup = level.map { FilterGroup(id: .and(name: group), filters: [.facet($0)]) }
      let rendered = [render(partFilters), levelGroup?.algoliaFilters].compactMap { $0 }
      output.filters = Self.combine(
        query.filters, rendered.isEmpty ? nil : rendered.joined(separator: " AND "))
      return output
    }
    output.filters = Self.combine(query.filters, render(partFilters))
    return output
  }

  /// `filters` in Algolia's syntax, each group's filters in ``filterOrder`` where it has one.
  private func render(_ filters: Filters) -> String? {
    guard !filterOrder.isEmpty else { return filters.algoliaFilters }
    let groups = filters.groups.map { group -> FilterGroup in
      guard let order = filterOrder[group.id] else { return group }
      var remaining = Set(group.filters)
      var ordered: [Filter] = []
      for filter in order where remaining.remove(filter) != nil {
        ordered.append(filter)
      }
      ordered += group.filters.filter(remaining.contains)
      return FilterGroup(id: group.id, filters: ordered)
    }
    return groups.algoliaFilters
  }

  private static func requestOnlyFacets(of attribute: Attribute, in query: inout SearchQuery) {
    query.facets = [attribute.name]
    query.hitsPerPage = 0
    query.page = 0
    query.offset = nil
    query.length = nil
    query.analytics = false
    query.clickAnalytics = false
    query.attributesToRetrieve = []
    query.attributesToHighlight = []
    query.attributesToSnippet = []
  }

  /// The base query's own `filters` AND-ed with the rendered ones.
  static func combine(_ base: String?, _ rendered: String?) -> String? {
    let base = base.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    switch (base, rendered) {
    case (nil, nil): return nil
    case (let base?, nil): return base
    case (nil, let rendered?): return rendered
    case (let base?, let rendered?): return "( " + base + " ) AND " + rendered
    }
  }

  // MARK: Selected values

  private func selectedValues(for part: Part) -> [Filter.Facet.Value] {
    switch part {
    case .main:
      return []
    case .disjunctive(let attribute):
      return filters.facetValues(for: attribute).sorted { $0.description < $1.description }
    case .hierarchical(let group, let attribute, _):
      return filters.hierarchicalPath(forGroupNamed: group)
        .filter { $0.attribute == attribute }
        .map(\.value)
    }
  }

  /// Adds `value` with count 0 unless a facet value equal to it is listed.
  private static func keep(
    _ value: Filter.Facet.Value, in facets: inout [String: [String: Int]], for attribute: String
  ) {
    let counts = facets[attribute] ?? [:]
    let isListed = counts.keys.contains { key in
      switch value {
      case .string(let string): return key.lowercased() == string.lowercased()
      case .number(let number): return Double(key) == number
      case .bool(let bool): return key.lowercased() == (bool ? "true" : "false")
      }
    }
    guard !isListed else { return }
    facets[attribute, default: [:]][facetKey(for: value)] = 0
  }

  /// A value as Algolia lists it among facet values: integral numbers without a fraction.
  private static func facetKey(for value: Filter.Facet.Value) -> String {
    if case .number(let number) = value, let integer = Int(exactly: number) {
      return String(integer)
    }
    return value.description
  }
}
