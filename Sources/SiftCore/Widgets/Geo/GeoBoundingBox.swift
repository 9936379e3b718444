/// A rectangle on a map, from its north-east and south-west corners: the visible region that
/// "search this area" searches (Algolia's `insideBoundingBox`).
///
/// ```swift
/// let paris = GeoBoundingBox(
///   northEast: GeoLocation(lat: 48.90, lng: 2.42), southWest: GeoLocation(lat: 48.81, lng: 2.25))
/// paris.insideBoundingBox  // [48.9, 2.42, 48.81, 2.25]
/// ```
public struct GeoBoundingBox: Sendable, Hashable {
  /// The north-east corner.
  public var northEast: GeoLocation
  /// The south-west corner.
  public var southWest: GeoLocation

  /// Creates a box.
  ///
  /// - Parameters:
  ///   - northEast: The north-east corner.
  ///   - southWest: The south-west corner.
  public init(northEast: GeoLocation, southWest: GeoLocation) {
    self.northEast = northEast
    self.southWest = southWest
  }

  /// The box as one element of Algolia's `insideBoundingBox`: `[lat1, lng1, lat2, lng2]`.
  public var insideBoundingBox: [Double] {
    [northEast.lat, northEast.lng, southWest.lat, southWest.lng]
  }

  /// The box from one element of `insideBoundingBox`, or nil when it is not four numbers.
  ///
  /// - Parameter coordinates: `[lat1, lng1, lat2, lng2]`.
  public init?(insideBoundingBox coordinates: [Double]) {
    guard coordinates.count == 4 else { return nil }
    self.init(
      northEast: GeoLocation(lat: coordinates[0], lng: coordinates[1]),
      southWest: GeoLocation(lat: coordinates[2], lng: coordinates[3]))
  }
}
