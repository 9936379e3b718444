extension ItemInteractor where Item == RelevantSortPriority? {
  /// Links the priority with a searcher of a relevant-sort replica: each response sets the
  /// priority it applies, and a priority set by the user (``toggle()``, or `item` set in code)
  /// sets the searcher's `relevancyStrictness` and searches again.
  ///
  /// - Parameter searcher: The searcher of the replica.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> ClosureConnection {
    ClosureConnection {
      var isReadingResponse = false
      return [
        searcher.onResults.subscribePast(with: self) { interactor, response in
          isReadingResponse = true
          interactor.item = RelevantSortPriority(response)
          isReadingResponse = false
        },
        self.onItemChanged.subscribe(with: searcher) { searcher, priority in
          guard !isReadingResponse, let priority else { return }
          let strictness = priority.relevancyStrictness
          guard searcher.request.query.relevancyStrictness != strictness else { return }
          searcher.request.query.relevancyStrictness = strictness
          searcher.search()
        },
      ]
    }
  }
}
