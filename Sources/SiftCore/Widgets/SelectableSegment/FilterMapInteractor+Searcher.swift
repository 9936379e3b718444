extension SelectableSegmentInteractor where SegmentKey == Int, Segment: FilterProtocol {
  /// Asks `searcher` for the counts of `attribute`'s values, as InstantSearch's filter map does.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose results the map filters.
  ///   - attribute: The attribute the map's filters are on.
  /// - Returns: The connection, live at once (it has nothing to tear down).
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, attribute: Attribute) -> ClosureConnection {
    ClosureConnection {
      searcher.registerFacet(attribute)
      return []
    }
  }
}
