/// The business logic of a geo search: the area searched, around the user's position, inside
/// the visible map region ("search this area") or inside a polygon.
///
/// ```swift
/// let geo = GeoSearchInteractor()
/// geo.connectSearcher(searcher)
/// try geo.searchAround(userLocation, radius: .meters(10_000))
/// try geo.searchInside(mapView.visibleRegion)  // the user tapped "search this area"
/// ```
///
/// A new area is *computed* first (``search(in:)`` checks it and fires ``onAreaComputed``);
/// the connection to the searcher applies it and searches, and the area the searcher's request
/// holds comes back as ``area``. So an area set elsewhere (a deep link) is reflected too.
@MainActor
public final class GeoSearchInteractor {
  /// Fires with the area searched each time it changes (nil: no geo constraint).
  public let onAreaChanged = Event<GeoArea?>()

  /// Fires with an area to search (nil: the geo constraint removed), before it is applied.
  public let onAreaComputed = Event<GeoArea?>()

  /// The area of the searcher's request; nil when it has no geo constraint.
  public internal(set) var area: GeoArea? {
    didSet {
      if area != oldValue { onAreaChanged.fire(area) }
    }
  }

  /// Creates an interactor with no area.
  public init() {}

  /// Searches `area`.
  ///
  /// - Parameter area: The area; nil removes the geo constraint.
  /// - Throws: ``GeoAreaError`` when a point is not on Earth, a polygon has fewer than three
  ///   points or a radius is negative; nothing changes then.
  public func search(in area: GeoArea?) throws(GeoAreaError) {
    try area?.validate()
    onAreaComputed.fire(area)
  }

  /// Searches around a point, nearest first: the user's position, a place picked.
  ///
  /// - Parameters:
  ///   - location: The centre.
  ///   - radius: How far; nil lets the engine choose from the records' density.
  /// - Throws: ``GeoAreaError``; nothing changes then.
  public func searchAround(_ location: GeoLocation, radius: AroundRadius? = nil)
    throws(GeoAreaError)
  {
    try search(in: .around(location, radius: radius))
  }

  /// Searches inside the visible map region: "search this area".
  ///
  /// - Parameter region: The visible region.
  /// - Throws: ``GeoAreaError``; nothing changes then.
  public func searchInside(_ region: GeoBoundingBox) throws(GeoAreaError) {
    try search(in: .boundingBox(region))
  }

  /// Searches inside a polygon drawn on the map.
  ///
  /// - Parameter polygon: At least three points.
  /// - Throws: ``GeoAreaError``; nothing changes then.
  public func searchInside(polygon: [GeoLocation]) throws(GeoAreaError) {
    try search(in: .polygon(polygon))
  }

  /// Removes the geo constraint.
  public func clear() {
    onAreaComputed.fire(nil)
  }
}
