/// The scheduler of a `MultiSearcher`'s searchers: whichever of them searches, all of them do,
/// in one operation of one runner. Every hits plan goes into one `SearchService.search` call
/// (Algolia's multi-query) and the facet values searches run beside it.
///
/// The batch holds its searchers weakly (the `MultiSearcher` holds them) and they hold the batch,
/// their scheduler: a searcher knows nothing of the `MultiSearcher` it was added to.
@MainActor
final class SearchBatch: SearchScheduler {
  private struct Member {
    weak var searcher: (any ScheduledSearcher)?
  }

  let runner: LatestRequestRunner
  let service: any SearchService
  /// Fires each time a batch starts, with the hits queries it sends.
  let onSearch = Event<[IndexedQuery]>()
  /// Fires with the error of the latest batch, when the batch as a whole failed.
  let onError = Event<SearchError>()
  private var members: [Member] = []

  init(service: any SearchService, clock: any Clock<Duration>, stalledDelay: Duration) {
    self.service = service
    self.runner = LatestRequestRunner(clock: clock, stalledDelay: stalledDelay)
  }

  /// Adds a searcher to the batch, after the others.
  func add(_ searcher: any ScheduledSearcher) {
    members.append(Member(searcher: searcher))
  }

  /// Takes `searchers` out of the batch (and forgets members already gone).
  func remove(_ searchers: [any ScheduledSearcher]) {
    members.removeAll { member in
      guard let searcher = member.searcher else { return true }
      return searchers.contains { $0 === searcher }
    }
  }

  func schedule(_ searcher: any ScheduledSearcher) {
    search()
  }

  /// Searches every member in one batch, superseding any batch in flight.
  func search() {
    let searches = members.compactMap(\.searcher).map { $0.startSearch() }
    let work = searches.map(\.work)
    let queries = work.flatMap { work -> [IndexedQuery] in
      if case .hits(let plan) = work { return plan.queries }
      return []
    }
    let service = service
    onSearch.fire(queries)
    runner.run(request: .search(queries)) {
      try await Self.perform(work, queries: queries, service: service)
    } completion: { [weak self] outcome in
      switch outcome {
      case .failure(let error):
        self?.onError.fire(error)
        for search in searches {
          search.fail(error)
        }
      case .success(let outcomes):
        for (search, outcome) in zip(searches, outcomes) {
          search.deliver(outcome)
        }
      }
    }
  }

  @concurrent
  private static func perform(
    _ work: [ScheduledSearch.Work], queries: [IndexedQuery], service: any SearchService
  ) async throws -> [ScheduledSearch.Outcome] {
    let facetQueries = work.compactMap { work -> FacetValuesQuery? in
      if case .facetValues(let query) = work { return query }
      return nil
    }
    async let facetResponses = searchFacetValues(facetQueries, service: service)
    let responses = queries.isEmpty ? [] : try await service.search(queries)
    guard responses.count == queries.count else {
      throw SearchError.responseCountMismatch(expected: queries.count, received: responses.count)
    }
    var facets = try await facetResponses.makeIterator()
    let ranges = work.map { work -> [IndexedQuery] in
      if case .hits(let plan) = work { return plan.queries }
      return []
    }.flatRanges()
    var outcomes: [ScheduledSearch.Outcome] = []
    for (work, range) in zip(work, ranges) {
      switch work {
      case .hits(let plan):
        let slice = Array(responses[range])
        do {
          outcomes.append(.hits(.success(try plan.merge(slice))))
        } catch let error as SearchError {
          outcomes.append(.hits(.failure(error)))
        } catch {
          outcomes.append(
            .hits(.failure(.decoding(description: "\(error)", request: .search(plan.queries)))))
        }
      case .facetValues:
        guard let response = facets.next() else {
          throw SearchError.responseCountMismatch(expected: facetQueries.count, received: 0)
        }
        outcomes.append(.facetValues(.success(response)))
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
}
