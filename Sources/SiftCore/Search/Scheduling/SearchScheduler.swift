/// A searcher as its scheduler sees it: something that makes the search of its current request.
@MainActor
protocol ScheduledSearcher: AnyObject {
  /// Starts a search of the current request: announces it (`onSearch`) and returns what to send
  /// and where the outcome goes.
  func startSearch() -> ScheduledSearch
}

/// Where a searcher's searches run: its own runner (``SoloScheduler``), or the batch of the
/// `MultiSearcher` it was added to (``SearchBatch``). A searcher's `search()` hands itself to
/// its scheduler, and its status is its scheduler's; it never needs to know which it has.
@MainActor
protocol SearchScheduler: AnyObject {
  /// Runs the operations, latest wins, and keeps the status the searchers report.
  var runner: LatestRequestRunner { get }

  /// Searches `searcher`'s current request: alone, or with the rest of its batch. Supersedes
  /// what is in flight.
  func schedule(_ searcher: any ScheduledSearcher)
}

extension SearchScheduler {
  /// Cancels what is in flight; nothing is delivered for it.
  func cancel() {
    runner.cancel()
  }
}
