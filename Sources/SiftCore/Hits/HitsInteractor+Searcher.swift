extension HitsInteractor {
  /// Links the interactor to a searcher: its results become the rows, and infinite scrolling
  /// loads pages through it.
  ///
  /// - Parameter searcher: The searcher whose results to show.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> ClosureConnection {
    let connection = searcherConnection(searcher)
    connection.connect()
    return connection
  }

  /// The link that ``connectSearcher(_:)`` makes, not yet connected.
  ///
  /// - Parameter searcher: The searcher whose results to show.
  /// - Returns: A disconnected connection.
  public func searcherConnection(_ searcher: HitsSearcher) -> ClosureConnection {
    ClosureConnection {
      if let latest = searcher.latestResults {
        self.update(with: latest)
      }
      searcher.onStampedResults.subscribe(with: self) { interactor, results in
        interactor.update(with: results)
      }
      searcher.onPageResults.subscribe(with: self) { interactor, results in
        interactor.updatePage(with: results)
      }
      self.pageLoader = { [weak searcher] page in
        searcher?.loadPage(page)
      }
      return { [weak self, weak searcher] in
        guard let self else { return }
        searcher?.onStampedResults.cancelSubscription(for: self)
        searcher?.onPageResults.cancelSubscription(for: self)
        self.pageLoader = nil
      }
    }
  }
}
