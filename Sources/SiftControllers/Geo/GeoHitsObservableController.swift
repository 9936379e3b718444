import Observation
import SiftCore

/// A headless map of hits for SwiftUI (a `Map` with one annotation per hit) or any renderer
/// that observes state.
///
/// ```swift
/// let map = GeoHitsObservableController<Airport>()
/// let geo = GeoSearchConnector<Airport>(searcher: searcher, controller: map)
/// // Map { ForEach(map.hits, id: \.objectID) { hit in
/// //   if let place = hit.geolocation { Marker(hit.record.name, coordinate: place.coordinate) }
/// // } }
/// ```
///
/// Each hit carries its location (`geolocation`) and, searching around a point, its distance
/// in meters (`geoDistance`).
@MainActor
@Observable
public final class GeoHitsObservableController<Record: Decodable>: GeoHitsController {
  /// Set by the connection.
  @ObservationIgnored public var hitsSource: HitsInteractor<Hit<Record>>?

  /// The hits shown, with their location and distance.
  public private(set) var hits: [Hit<Record>] = []

  /// The hits that have a location, the ones a map can pin.
  public var pinnedHits: [Hit<Record>] { hits.filter { $0.geolocation != nil } }

  /// Creates an empty map.
  public init() {}

  /// Reads the hits again from the source.
  public func reload() {
    hits = hitsSource?.getCurrentHits() ?? []
  }
}
