extension ItemInteractor {
  /// Derives the value from each response of `searcher`.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose responses to follow.
  ///   - transform: Computes the value from a response.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectSearcher(
    _ searcher: HitsSearcher, transform: @escaping @MainActor (SearchResponse) -> Item
  ) -> ClosureConnection {
    let connection = searcherConnection(searcher, transform: transform)
    connection.connect()
    return connection
  }

  /// The link that ``connectSearcher(_:transform:)`` makes, not yet connected.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose responses to follow.
  ///   - transform: Computes the value from a response.
  /// - Returns: A disconnected connection.
  public func searcherConnection(
    _ searcher: HitsSearcher, transform: @escaping @MainActor (SearchResponse) -> Item
  ) -> ClosureConnection {
    ClosureConnection {
      if let latest = searcher.latestResults {
        self.item = transform(latest.response)
      }
      searcher.onResults.subscribe(with: self) { interactor, response in
        interactor.item = transform(response)
      }
      return { [weak self, weak searcher] in
        guard let self else { return }
        searcher?.onResults.cancelSubscription(for: self)
      }
    }
  }
}
