/// Runs several hits and facet searchers as one batch: federated search, query suggestions
/// beside results, several indices on one screen.
///
/// ```swift
/// let multi = MultiSearcher(service: service)
/// let products = multi.addHitsSearcher(indexName: "products")
/// let suggestions = multi.addHitsSearcher(indexName: "products_query_suggestions")
/// multi.setQuery("pho")   // every child's query
/// multi.search()          // one batch; each child gets its own slice
/// ```
///
/// Every hits child's queries go into one `SearchService.search` call (Algolia's multi-query),
/// and the facet children's value searches run beside it; the batch is one operation, so the
/// latest batch wins as a whole. Calling `search()` on a child searches the whole batch. The
/// responses are sliced back to each child in order; a backend that returns a different number
/// of responses than queries sent makes every child report `.responseCountMismatch`.
@MainActor
public final class MultiSearcher: Searcher, QuerySettable {
  private enum Child {
    case hits(HitsSearcher)
    case facet(FacetSearcher)
  }

  private enum ChildOutcome: Sendable {
    case hits(Result<SearchResponse, SearchError>)
    case facet(FacetValuesResponse)
  }

  /// The backend.
  public let service: any SearchService

  /// Fires each time a batch starts, with the hits queries it sends.
  public let onSearch = Event<[IndexedQuery]>()

  /// Fires with the error of the latest batch, when the batch as a whole failed.
  public let onError = Event<SearchError>()

  /// Fires each time ``status`` changes.
  public var onStatusChanged: Event<SearchStatus> { runner.onStatusChanged }

  let runner: LatestRequestRunner
  private var children: [Child] = []

  /// Creates an empty multi-searcher.
  ///
  /// - Parameters:
  ///   - service: The backend every child searches.
  ///   - clock: The clock the stalled status is timed on.
  ///   - stalledDelay: How long a batch runs before the status turns `.stalled`.
  public init(
    service: any SearchService, clock: any Clock<Duration> = ContinuousClock(),
    stalledDelay: Duration = .milliseconds(300)
  ) {
    self.service = service
    self.runner = LatestRequestRunner(clock: clock, stalledDelay: stalledDelay)
  }

  /// What the batch is doing; every child reports the same.
  public var status: SearchStatus { runner.status }

  /// The hits children, in the order they were added.
  public var hitsSearchers: [HitsSearcher] {
    children.compactMap {
      if case .hits(let searcher) = $0 { return searcher }
      return nil
    }
  }

  /// The facet children, in the order they were added.
  public var facetSearchers: [FacetSearcher] {
    children.compactMap {
      if case .facet(let searcher) = $0 { return searcher }
      return nil
    }
  }

  /// Adds a hits searcher to the batch.
  ///
  /// - Parameters:
  ///   - indexName: The index it searches.
  ///   - query: Its initial search parameters.
  /// - Returns: The child; wire widgets to it as to any `HitsSearcher`.
  @discardableResult
  public func addHitsSearcher(indexName: String, query: SearchQuery = SearchQuery())
    -> HitsSearcher
  {
    let searcher = HitsSearcher(parent: self, indexName: indexName, query: query)
    children.append(.hits(searcher))
    return searcher
  }

  /// Adds a facet values searcher to the batch.
  ///
  /// - Parameters:
  ///   - indexName: The index whose facet values it searches.
  ///   - attribute: The facet attribute.
  ///   - query: The search the values' records must match.
  /// - Returns: The child.
  @discardableResult
  public func addFacetSearcher(
    indexName: String, attribute: String, query: SearchQuery = SearchQuery()
  ) -> FacetSearcher {
    let searcher = FacetSearcher(
      parent: self, indexName: indexName, attribute: attribute, query: query)
    children.append(.facet(searcher))
    return searcher
  }

  /// Sets the text query of every child (the facet query of facet children).
  ///
  /// - Parameter query: The new query.
  public func setQuery(_ query: String?) {
    for child in children {
      switch child {
      case .hits(let searcher): searcher.setQuery(query)
      case .facet(let searcher): searcher.setQuery(query)
      }
    }
  }

  /// Searches every child in one batch, superseding any batch in flight.
  public func search() {
    let snapshot = children.map { child -> (Child, PlannedChild) in
      switch child {
      case .hits(let searcher):
        searcher.onSearch.fire(searcher.request)
        return (child, .hits(searcher.request, searcher.plan))
      case .facet(let searcher):
        searcher.onSearch.fire(searcher.request)
        return (child, .facet(searcher.request))
      }
    }
    let planned = snapshot.map(\.1)
    let queries = planned.flatMap { child -> [IndexedQuery] in
      if case .hits(_, let plan) = child { return plan.queries }
      return []
    }
    let service = service
    onSearch.fire(queries)
    runner.run(request: .search(queries)) {
      try await Self.perform(planned, queries: queries, service: service)
    } completion: { [weak self] outcome in
      self?.deliver(outcome, to: snapshot)
    }
  }

  /// Cancels the batch in flight, if any.
  public func cancel() {
    runner.cancel()
  }

  /// A child as the batch sees it: its request, frozen when the batch started.
  private enum PlannedChild: Sendable {
    case hits(HitsSearcher.Request, SearchPlan)
    case facet(FacetValuesQuery)
  }

  @concurrent
  private static func perform(
    _ planned: [PlannedChild], queries: [IndexedQuery], service: any SearchService
  ) async throws -> [ChildOutcome] {
    let facetQueries = planned.compactMap { child -> FacetValuesQuery? in
      if case .facet(let query) = child { return query }
      return nil
    }
    async let facetResponses = searchFacetValues(facetQueries, service: service)
    let responses = queries.isEmpty ? [] : try await service.search(queries)
    guard responses.count == queries.count else {
      throw SearchError.responseCountMismatch(expected: queries.count, received: responses.count)
    }
    var facets = try await facetResponses.makeIterator()
    var offset = 0
    var outcomes: [ChildOutcome] = []
    for child in planned {
      switch child {
      case .hits(_, let plan):
        let slice = Array(responses[offset..<offset + plan.queries.count])
        offset += plan.queries.count
        do {
          outcomes.append(.hits(.success(try plan.merge(slice))))
        } catch let error as SearchError {
          outcomes.append(.hits(.failure(error)))
        } catch {
          outcomes.append(
            .hits(.failure(.decoding(description: "\(error)", request: .search(plan.queries)))))
        }
      case .facet:
        guard let response = facets.next() else {
          throw SearchError.responseCountMismatch(expected: facetQueries.count, received: 0)
        }
        outcomes.append(.facet(response))
      }
    }
    return outcomes
  }

  @concurrent
  private static func searchFacetValues(
    _ queries: [FacetValuesQuery], service: any SearchService
  ) async throws -> [FacetValuesResponse] {
    try await withThrowingTaskGroup(of: (Int, FacetValuesResponse).self) { group in
      for (index, query) in queries.enumerated() {
        group.addTask { (index, try await service.searchForFacetValues(query)) }
      }
      var responses = [FacetValuesResponse?](repeating: nil, count: queries.count)
      for try await (index, response) in group {
        responses[index] = response
      }
      return responses.compactMap { $0 }
    }
  }

  private func deliver(
    _ outcome: Result<[ChildOutcome], SearchError>, to snapshot: [(Child, PlannedChild)]
  ) {
    switch outcome {
    case .failure(let error):
      onError.fire(error)
      for (child, planned) in snapshot {
        switch (child, planned) {
        case (.hits(let searcher), .hits(let request, _)):
          searcher.deliver(.failure(error), for: request)
        case (.facet(let searcher), .facet(let request)):
          searcher.deliver(.failure(error), for: request)
        default:
          continue
        }
      }
    case .success(let outcomes):
      for ((child, planned), outcome) in zip(snapshot, outcomes) {
        switch (child, planned, outcome) {
        case (.hits(let searcher), .hits(let request, _), .hits(let result)):
          searcher.deliver(result, for: request)
        case (.facet(let searcher), .facet(let request), .facet(let response)):
          searcher.deliver(.success(response), for: request)
        default:
          continue
        }
      }
    }
  }
}
