import SiftCore

extension Searcher {
  /// Returns once nothing is in flight and the latest outcome has been delivered.
  ///
  /// Searches run off the main actor; this is the moment a test can look at what the searcher
  /// delivered. Returns at once when the searcher is not loading.
  ///
  /// ```swift
  /// searcher.search()
  /// service.releaseAll()
  /// await searcher.settled()
  /// XCTAssertEqual(searcher.latestResults?.request.query.query, "phone")
  /// ```
  public func settled() async {
    guard isLoading else { return }
    for await status in onStatusChanged.values where !status.isLoading {
      return
    }
  }
}
