/// Wires a related-items list ("you may also like"): from a hit and matching patterns, a
/// searcher of its own searches the records that share the hit's values, the hit excluded, and
/// a hits list shows them.
///
/// ```swift
/// let related = RelatedItemsConnector<Product>(
///   searcher: HitsSearcher(service: service, indexName: "products"),
///   hit: productHit,
///   patterns: [
///     MatchingPattern(attribute: "brand", score: 3, filterPath: \.brand),
///     MatchingPattern(attribute: "categories", score: 2, filterPath: \.categories),
///   ],
///   controller: relatedList)
/// related.searcher.search()
/// ```
///
/// Its controller protocol is ``HitsController``, its interactor a ``HitsInteractor``; the
/// query is made by ``HitsSearcher/connectRelatedItems(to:matching:)``.
@MainActor
public final class RelatedItemsConnector<Record: Decodable>: Connector {
  /// The searcher of the related items.
  public let searcher: HitsSearcher

  /// The list logic shared by the controllers.
  public let interactor: HitsInteractor<Record>

  /// The hit whose related items are shown.
  public let hit: Hit<Record>

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector, live at once. It does not search: call `searcher.search()`.
  ///
  /// - Parameters:
  ///   - searcher: A searcher of its own for the related items.
  ///   - hit: The hit whose related items to show.
  ///   - patterns: How related items resemble it.
  ///   - interactor: The list logic; one page at a time by default.
  ///   - controller: A first controller.
  public init<Controller: HitsController>(
    searcher: HitsSearcher, hit: Hit<Record>, patterns: [MatchingPattern<Record>],
    interactor: HitsInteractor<Record> = HitsInteractor(infiniteScrolling: .off),
    controller: Controller
  ) where Controller.DataSource == HitsInteractor<Record> {
    self.searcher = searcher
    self.interactor = interactor
    self.hit = hit
    connections.add(interactor.connectSearcher(searcher, withRelatedItemsTo: hit, with: patterns))
    connectController(controller)
  }

  /// Adds a controller; connected at once if the connector is.
  ///
  /// - Parameter controller: The view adapter.
  public func connectController<Controller: HitsController>(_ controller: Controller)
  where Controller.DataSource == HitsInteractor<Record> {
    connections.add(interactor.connectController(controller))
  }
}
