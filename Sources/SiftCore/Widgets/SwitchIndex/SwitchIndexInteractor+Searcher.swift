extension SwitchIndexInteractor {
  /// Links the interactor to a searcher: the selection follows the searcher's index, and a pick
  /// switches the searcher to it and searches (the page goes back to the first).
  ///
  /// - Parameter searcher: The searcher whose index to switch.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher) -> ClosureConnection {
    ClosureConnection {
      self.reflect(searcher.indexName)
      return [
        searcher.onIndexChanged.subscribe(with: self) { interactor, indexName in
          interactor.reflect(indexName)
        },
        self.onSelectionComputed.subscribe(with: searcher) { searcher, indexName in
          searcher.indexName = indexName
          searcher.search()
        },
      ]
    }
  }

  private func reflect(_ indexName: String) {
    selectedIndexName = indexNames.contains(indexName) ? indexName : nil
  }
}
