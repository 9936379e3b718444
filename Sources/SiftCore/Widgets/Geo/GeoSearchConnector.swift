/// Wires a map search: the area searched (around a point, the visible region, a polygon) and
/// the hits it finds, with their location and distance, on any number of maps.
///
/// ```swift
/// let map = GeoHitsObservableController<Airport>()
/// let geo = GeoSearchConnector<Airport>(searcher: searcher, controller: map)
/// try geo.interactor.searchAround(GeoLocation(lat: 48.85, lng: 2.35), radius: .meters(50_000))
/// map.hits.first?.geoDistance  // meters from Paris
/// ```
///
/// Its controller protocol is ``GeoHitsController``; its interactors a ``GeoSearchInteractor``
/// (the area) and a ``HitsInteractor`` of `Hit<Record>` (one page at a time by default: what a
/// map shows).
@MainActor
public final class GeoSearchConnector<Record: Decodable>: Connector {
  /// The searcher.
  public let searcher: HitsSearcher

  /// The area searched.
  public let interactor: GeoSearchInteractor

  /// The hits found, with their location and distance.
  public let hitsInteractor: HitsInteractor<Hit<Record>>

  /// The connections the connector owns.
  public let connections = ConnectionGroup()

  /// Creates a connector without a map, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher.
  ///   - interactor: The area logic.
  ///   - hitsInteractor: The hits logic; one page at a time by default.
  public init(
    searcher: HitsSearcher, interactor: GeoSearchInteractor = GeoSearchInteractor(),
    hitsInteractor: HitsInteractor<Hit<Record>> = HitsInteractor(infiniteScrolling: .off)
  ) {
    self.searcher = searcher
    self.interactor = interactor
    self.hitsInteractor = hitsInteractor
    connections.add(interactor.connectSearcher(searcher))
    connections.add(hitsInteractor.connectSearcher(searcher))
  }

  /// Creates a connector with a first map, live at once.
  ///
  /// - Parameters:
  ///   - searcher: The searcher.
  ///   - interactor: The area logic.
  ///   - hitsInteractor: The hits logic; one page at a time by default.
  ///   - controller: The map's adapter.
  public convenience init<Controller: GeoHitsController>(
    searcher: HitsSearcher, interactor: GeoSearchInteractor = GeoSearchInteractor(),
    hitsInteractor: HitsInteractor<Hit<Record>> = HitsInteractor(infiniteScrolling: .off),
    controller: Controller
  ) where Controller.DataSource == HitsInteractor<Hit<Record>> {
    self.init(searcher: searcher, interactor: interactor, hitsInteractor: hitsInteractor)
    connectController(controller)
  }

  /// Adds a map; connected at once if the connector is.
  ///
  /// - Parameter controller: The map's adapter.
  public func connectController<Controller: GeoHitsController>(_ controller: Controller)
  where Controller.DataSource == HitsInteractor<Hit<Record>> {
    connections.add(hitsInteractor.connectController(controller))
  }
}
