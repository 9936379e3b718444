extension HitsInteractor {
  /// Links the interactor to a searcher: its results become the rows (the latest ones at once),
  /// and infinite scrolling loads pages through it.
  ///
  /// - Parameter searcher: The searcher whose results to show.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> ClosureConnection {
    ClosureConnection {
      [
        searcher.onStampedResults.subscribePast(with: self) { interactor, results in
          interactor.update(with: results)
        },
        searcher.onPageResults.subscribe(with: self) { interactor, results in
          interactor.updatePage(with: results)
        },
        .callback(\.pageLoader, of: self) { [weak searcher] page in searcher?.loadPage(page) },
      ]
    }
  }
}
