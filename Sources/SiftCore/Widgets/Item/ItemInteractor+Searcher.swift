extension ItemInteractor {
  /// Derives the value from each response of `searcher` (the latest one at once).
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose responses to follow.
  ///   - transform: Computes the value from a response.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(
    _ searcher: HitsSearcher, transform: @escaping @MainActor (SearchResponse) -> Item
  ) -> ClosureConnection {
    ClosureConnection {
      [
        searcher.onResults.subscribePast(with: self) { interactor, response in
          interactor.item = transform(response)
        }
      ]
    }
  }
}
