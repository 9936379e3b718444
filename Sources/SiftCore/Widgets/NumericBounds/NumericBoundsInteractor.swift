/// An interactor whose numeric bounds come from search statistics: the number and number range
/// widgets. Conforming types get the searcher connection that keeps ``bounds`` up to date.
@MainActor
public protocol NumericBoundsInteractor: AnyObject {
  /// The number type the widget works in.
  associatedtype Number: DoubleRepresentable

  /// The lowest and highest values offered; nil until statistics arrive.
  var bounds: ClosedRange<Number>? { get set }

  /// Whether the widget currently has a filter of its own, in which case the bounds only widen
  /// (they must not shrink to the filter's own effect).
  var isRefined: Bool { get }
}

extension NumericBoundsInteractor {
  /// Takes the bounds from the `facets_stats` of `attribute` in each response of `searcher` (the
  /// latest one at once), and asks the searcher to compute them (the attribute is added to its
  /// request's `facets`). While the widget is refined, the bounds only widen. A widget over a
  /// whole-number type rounds them outwards (`4.5…9.2` becomes `4…10`).
  ///
  /// - Parameters:
  ///   - searcher: The searcher whose statistics to follow.
  ///   - attribute: The numeric attribute.
  /// - Returns: The connection, live at once.
  @discardableResult
  public func connectSearcher(_ searcher: HitsSearcher, attribute: Attribute) -> ClosureConnection {
    ClosureConnection {
      [
        searcher.subscribeFacets([attribute], with: self) { interactor, response in
          let next = ClosedRange.nextBounds(
            current: interactor.bounds?.doubles, stats: response.facetsStats?[attribute.name],
            isRefined: interactor.isRefined)
          interactor.bounds = next.flatMap(Number.enclosing)
        }
      ]
    }
  }
}
