/// A point on Earth: a hit's `_geoloc`.
///
/// Decodes `{"lat": 48.85, "lng": 2.35}`; numeric strings (`"48.85"`) are accepted too.
public struct GeoLocation: Sendable, Hashable {
  /// Latitude in degrees.
  public var lat: Double
  /// Longitude in degrees.
  public var lng: Double

  /// Creates a point.
  /// - Parameters:
  ///   - lat: latitude in degrees.
  ///   - lng: longitude in degrees.
  public init(lat: Double, lng: Double) {
    self.lat = lat
    self.lng = lng
  }
}
