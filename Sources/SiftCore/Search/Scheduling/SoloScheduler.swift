/// A searcher's own scheduler: each search is one operation of its own runner.
@MainActor
final class SoloScheduler: SearchScheduler {
  let runner: LatestRequestRunner
  private let service: any SearchService

  init(service: any SearchService, clock: any Clock<Duration>, stalledDelay: Duration) {
    self.service = service
    self.runner = LatestRequestRunner(clock: clock, stalledDelay: stalledDelay)
  }

  func schedule(_ searcher: any ScheduledSearcher) {
    let service = service
    switch searcher.startSearch() {
    case .hits(let plan, let deliver):
      runner.run(request: .search(plan.queries)) {
        let responses = try await service.search(plan.queries)
        guard responses.count == plan.queries.count else {
          throw SearchError.responseCountMismatch(
            expected: plan.queries.count, received: responses.count)
        }
        return try plan.merge(responses)
      } completion: { outcome in
        deliver(outcome)
      }
    case .facetValues(let query, let deliver):
      runner.run(request: .facetValues(query)) {
        try await service.searchForFacetValues(query)
      } completion: { outcome in
        deliver(outcome)
      }
    }
  }
}
