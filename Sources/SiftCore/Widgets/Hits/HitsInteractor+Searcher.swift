extension HitsInteractor {
  /// Links the interactor to a searcher: its results become the rows (the latest ones at once),
  /// infinite scrolling loads pages through it, and each change of its request to another result
  /// set (a new query, filter or index, not a page) calls ``notifyQueryChanged()``.
  ///
  /// - Parameter searcher: The searcher whose results to show.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> ClosureConnection {
    ClosureConnection {
      var resultSet = searcher.request.resultSet
      return [
        searcher.onStampedResults.subscribePast(with: self) { interactor, results in
          interactor.update(with: results)
        },
        searcher.onPageResults.subscribe(with: self) { interactor, results in
          interactor.updatePage(with: results)
        },
        searcher.onRequestChanged.subscribe(with: self) { interactor, request in
          guard request.resultSet != resultSet else { return }
          resultSet = request.resultSet
          interactor.notifyQueryChanged()
        },
        .callback(\.pageLoader, of: self) { [weak searcher] page in searcher?.loadPage(page) },
      ]
    }
  }
}
