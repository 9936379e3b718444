/// An interactor whose numeric bounds come from search statistics: the number and number range
/// widgets. Conforming types get the searcher connection that keeps ``bounds`` up to date.
@MainActor
public protocol NumericBoundsInteractor: AnyObject {
  /// The lowest and highest values offered; nil until statistics arrive.
  var bounds: ClosedRange<Double>? { get set }

  /// Whether the widget currently has a filter of its own, in which case the bounds only widen
  /// (they must not shrink to the filter's own effect).
  var isRefined: Bool { get }
}

extension NumericBoundsInteractor {
  /// Takes the bounds from the `facets_stats` of `attribute` in each response of `searcher`, and
  /// asks the searcher to compute them (the attribute is added to its request's `facets`). While
  /// the widget is refined, the bounds only widen.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose statistics to follow.
  ///   - attribute: The numeric attribute.
  /// - Returns: The connection, already connected.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, attribute: Attribute) -> ClosureConnection {
    let connection = searcherConnection(searcher, attribute: attribute)
    connection.connect()
    return connection
  }

  /// The link that ``connectSearcher(_:attribute:)`` makes, not yet connected.
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose statistics to follow.
  ///   - attribute: The numeric attribute.
  /// - Returns: A disconnected connection.
  public func searcherConnection(_ searcher: HitsSearcher, attribute: Attribute)
    -> ClosureConnection
  {
    ClosureConnection {
      @MainActor func apply(_ response: SearchResponse, to interactor: Self) {
        interactor.bounds = ClosedRange.nextBounds(
          current: interactor.bounds, stats: response.facetsStats?[attribute.name],
          isRefined: interactor.isRefined)
      }
      searcher.registerFacet(attribute)
      if let latest = searcher.latestResults {
        apply(latest.response, to: self)
      }
      searcher.onResults.subscribe(with: self) { interactor, response in
        apply(response, to: interactor)
      }
      return { [weak self, weak searcher] in
        guard let self else { return }
        searcher?.onResults.cancelSubscription(for: self)
      }
    }
  }
}
