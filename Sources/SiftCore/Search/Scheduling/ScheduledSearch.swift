/// What a searcher hands its scheduler when it searches: what to send for its current request,
/// and where the outcome goes.
enum ScheduledSearch {
  /// A hits search: the plan's queries, merged into one response.
  case hits(SearchPlan, deliver: @MainActor (Result<SearchResponse, SearchError>) -> Void)

  /// A facet values search.
  case facetValues(
    FacetValuesQuery, deliver: @MainActor (Result<FacetValuesResponse, SearchError>) -> Void)

  /// What to send, without the delivery: the part that runs off the main actor.
  enum Work: Sendable {
    case hits(SearchPlan)
    case facetValues(FacetValuesQuery)
  }

  /// What came back for one search's work.
  enum Outcome: Sendable {
    case hits(Result<SearchResponse, SearchError>)
    case facetValues(Result<FacetValuesResponse, SearchError>)
  }

  /// What to send.
  var work: Work {
    switch self {
    case .hits(let plan, _): return .hits(plan)
    case .facetValues(let query, _): return .facetValues(query)
    }
  }

  /// Hands `outcome` to the searcher; an outcome of the other kind is not this search's.
  @MainActor
  func deliver(_ outcome: Outcome) {
    switch (self, outcome) {
    case (.hits(_, let deliver), .hits(let result)): deliver(result)
    case (.facetValues(_, let deliver), .facetValues(let result)): deliver(result)
    default: break
    }
  }

  /// Hands the failure of the whole search to the searcher.
  @MainActor
  func fail(_ error: SearchError) {
    switch self {
    case .hits(_, let deliver): deliver(.failure(error))
    case .facetValues(_, let deliver): deliver(.failure(error))
    }
  }
}
