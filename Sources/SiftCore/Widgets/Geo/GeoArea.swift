/// Where a geo search looks: around a point (the user's position), inside the visible map
/// region, or inside a polygon.
///
/// ```swift
/// let nearMe = GeoArea.around(GeoLocation(lat: 48.85, lng: 2.35), radius: .meters(5_000))
/// let visible = GeoArea.boundingBox(mapView.visibleRegion)  // "search this area"
/// ```
public enum GeoArea: Sendable, Hashable {
  /// Around a point, nearest first (`aroundLatLng`), within `radius` (`aroundRadius`); a nil
  /// radius lets the engine choose one from the records' density.
  case around(GeoLocation, radius: AroundRadius?)
  /// Inside a rectangle (`insideBoundingBox`).
  case boundingBox(GeoBoundingBox)
  /// Inside a polygon of at least three points (`insidePolygon`).
  case polygon([GeoLocation])

  /// Checks the area.
  ///
  /// - Throws: ``GeoAreaError`` naming the point, polygon or radius that is wrong.
  public func validate() throws(GeoAreaError) {
    func check(_ point: GeoLocation, _ role: String) throws(GeoAreaError) {
      guard point.lat.isFinite, point.lng.isFinite, abs(point.lat) <= 90, abs(point.lng) <= 180
      else { throw .invalidCoordinates(point, role: role) }
    }
    switch self {
    case .around(let center, let radius):
      try check(center, "centre")
      if case .meters(let meters)? = radius, meters < 0 { throw .negativeRadius(meters) }
    case .boundingBox(let box):
      try check(box.northEast, "north-east corner")
      try check(box.southWest, "south-west corner")
    case .polygon(let points):
      guard points.count >= 3 else { throw .tooFewPolygonPoints(points.count) }
      for (position, point) in points.enumerated() {
        try check(point, "polygon point \(position)")
      }
    }
  }

  /// `query` searching this area: its geo parameters replaced by the area's.
  ///
  /// - Parameter query: The search parameters.
  /// - Returns: The parameters with `aroundLatLng` / `aroundRadius`, `insideBoundingBox` or
  ///   `insidePolygon` set, the others removed, and `getRankingInfo` on around a point (the
  ///   hits' distances come from it).
  public func applied(to query: SearchQuery) -> SearchQuery {
    var query = GeoArea.cleared(query)
    switch self {
    case .around(let center, let radius):
      query.aroundLatLng = "\(center.lat),\(center.lng)"
      query.aroundRadius = radius
      query.getRankingInfo = true
    case .boundingBox(let box):
      query.insideBoundingBox = [box.insideBoundingBox]
    case .polygon(let points):
      query.additionalParameters["insidePolygon"] = .array([
        .array(points.flatMap { [JSON($0.lat), JSON($0.lng)] })
      ])
    }
    return query
  }

  /// `query` without geo parameters.
  ///
  /// - Parameter query: The search parameters.
  /// - Returns: The parameters without `aroundLatLng`, `aroundRadius`, `insideBoundingBox` and
  ///   `insidePolygon`.
  public static func cleared(_ query: SearchQuery) -> SearchQuery {
    var query = query
    query.aroundLatLng = nil
    query.aroundRadius = nil
    query.insideBoundingBox = nil
    query.additionalParameters["insidePolygon"] = nil
    return query
  }

  /// The area `query` searches, if any: what ``applied(to:)`` sets, read back (a deep link's
  /// parameters, another widget's).
  ///
  /// - Parameter query: The search parameters.
  public init?(query: SearchQuery) {
    if let box = query.insideBoundingBox?.first.flatMap(GeoBoundingBox.init(insideBoundingBox:)) {
      self = .boundingBox(box)
    } else if case .array(let polygons)? = query.additionalParameters["insidePolygon"],
      let numbers = polygons.first?.arrayValue?.compactMap(\.doubleValue), numbers.count >= 6,
      numbers.count % 2 == 0
    {
      self = .polygon(
        stride(from: 0, to: numbers.count, by: 2).map {
          GeoLocation(lat: numbers[$0], lng: numbers[$0 + 1])
        })
    } else if let around = query.aroundLatLng {
      let parts = around.split(separator: ",").compactMap {
        Double($0.trimmingCharacters(in: .whitespaces))
      }
      guard parts.count == 2 else { return nil }
      self = .around(GeoLocation(lat: parts[0], lng: parts[1]), radius: query.aroundRadius)
    } else {
      return nil
    }
  }
}
