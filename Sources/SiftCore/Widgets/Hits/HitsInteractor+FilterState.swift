extension HitsInteractor {
  /// Links the interactor to a filter state, as InstantSearch's `connectFilterState(_:)`: each
  /// change of the refinements calls ``notifyQueryChanged()``, so the next results replace the
  /// rows and ``onRequestChanged`` fires at once.
  ///
  /// The searcher connected to the same filter state is what searches again; this link only
  /// tells the list, before the results arrive.
  ///
  /// ```swift
  /// hits.connectSearcher(searcher)
  /// searcher.connectFilterState(filterState)
  /// hits.connectFilterState(filterState)
  /// ```
  ///
  /// - Parameter filterState: The refinements.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectFilterState(_ filterState: FilterState) -> ClosureConnection {
    ClosureConnection {
      [
        filterState.onChange.subscribe(with: self) { interactor, _ in
          interactor.notifyQueryChanged()
        }
      ]
    }
  }
}
