/// A record a map can show: its place on Earth, and its distance from the centre of a search
/// around a point.
///
/// `Hit` conforms: its `_geoloc` and the distance Algolia's `_rankingInfo` reports (the engines
/// add it when `getRankingInfo` is on, which the geo search turns on).
public protocol Geolocated {
  /// Where the record is; nil when it has no `_geoloc`.
  var geolocation: GeoLocation? { get }

  /// How far it is from `aroundLatLng`, in meters; nil when unknown (no search around a point,
  /// or no ranking info).
  var geoDistance: Double? { get }
}

extension Geolocated {
  /// Unknown: records that carry no ranking info have no distance.
  public var geoDistance: Double? { nil }
}
