/// Why a geo search area was refused. Nothing changed.
public enum GeoAreaError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A point's latitude is outside -90…90 or its longitude outside -180…180 (or not finite).
  case invalidCoordinates(GeoLocation, role: String)
  /// A polygon has fewer than three points.
  case tooFewPolygonPoints(Int)
  /// A radius is negative.
  case negativeRadius(Int)

  /// What is wrong, and where.
  public var description: String {
    switch self {
    case .invalidCoordinates(let point, let role):
      "the \(role) (\(point.lat), \(point.lng)) is not on Earth: latitude must be within -90…90 "
        + "and longitude within -180…180"
    case .tooFewPolygonPoints(let count):
      "a polygon needs at least 3 points; this one has \(count)"
    case .negativeRadius(let meters):
      "the radius \(meters) m is negative"
    }
  }
}
