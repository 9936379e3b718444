import Sift

extension HitsSearcher {
  /// Searches and waits for the outcome.
  func searchOnce() async -> Result<SearchResponse, SearchError> {
    let statuses = onStatusChanged.values
    search()
    for await status in statuses where !status.isLoading {
      break
    }
    if case .error(let error) = status { return .failure(error) }
    guard let results = latestResults else { return .failure(.cancelled) }
    return .success(results.response)
  }
}
