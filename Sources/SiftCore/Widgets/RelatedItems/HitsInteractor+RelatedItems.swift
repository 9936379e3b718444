extension HitsInteractor {
  /// Shows the items related to `hit`: the searcher searches them (see
  /// ``HitsSearcher/connectRelatedItems(to:matching:)``) and its results become the rows. As
  /// InstantSearch's; it does not search: call the searcher's `search()`.
  ///
  /// ```swift
  /// relatedHits.connectSearcher(
  ///   relatedSearcher, withRelatedItemsTo: productHit,
  ///   with: [MatchingPattern(attribute: "brand", score: 3, filterPath: \.brand)])
  /// relatedSearcher.search()
  /// ```
  ///
  /// - Parameters:
  ///   - searcher: A searcher of its own for the related items.
  ///   - hit: The hit whose related items to show.
  ///   - matchingPatterns: How related items resemble it.
  /// - Returns: The connection (the related-items query and the results link), live at once.
  @discardableResult
  public func connectSearcher<Source>(
    _ searcher: HitsSearcher, withRelatedItemsTo hit: Hit<Source>,
    with matchingPatterns: [MatchingPattern<Source>]
  ) -> ConnectionGroup {
    ConnectionGroup([
      searcher.connectRelatedItems(to: hit, matching: matchingPatterns),
      connectSearcher(searcher),
    ])
  }
}
