/// A view that shows hits on a map: pins at their location, with their distance.
///
/// As InstantSearch's: the connection sets ``hitsSource``, whose records are ``Geolocated``,
/// and calls ``reload()`` on new results.
///
/// ```swift
/// final class AirportsMap: GeoHitsController {
///   var hitsSource: HitsInteractor<Hit<Airport>>?
///   func reload() {
///     pins = hitsSource?.getCurrentHits().compactMap { hit in
///       hit.geolocation.map { Pin(at: $0, title: hit.record.name, meters: hit.geoDistance) }
///     } ?? []
///   }
/// }
/// ```
@MainActor
public protocol GeoHitsController: AnyObject {
  /// Where the hits come from; its records have a location.
  associatedtype DataSource: HitsSource where DataSource.Record: Geolocated

  /// Set by the connection.
  var hitsSource: DataSource? { get set }

  /// Reads the hits again: new results arrived.
  func reload()
}
