import Foundation
import SiftCore

extension TypesenseQueryTranslator {
  /// A search's geo constraint for Typesense: a filter on the geopoint field, the distance sort
  /// and the centre the distances are measured from.
  struct GeoSearch {
    var filter: TypesenseFilterClause?
    var sort: String?
    var center: GeoLocation?
  }

  /// The longest step, in degrees of longitude, between the points of a polygon's edge.
  ///
  /// Algolia's boxes and polygons have straight edges on a map of latitude and longitude (a
  /// box's top and bottom follow parallels); Typesense joins a polygon's points along great
  /// circles, which bend towards the poles. Edges are cut into steps of at most this much, so
  /// that the two differ by less than 1.2 meters (the great circle through two points of one
  /// parallel, 0.1° apart, strays at most sin(2φ)·(0.1°)²/16 from it, 1.2 m at 45°).
  static let polygonStep = 0.1
  /// The most points a polygon is cut into; past it, steps grow.
  static let maximumPolygonPoints = 2_000

  /// Reads `insideBoundingBox`, `insidePolygon`, `aroundLatLng`, `aroundRadius` and
  /// `aroundPrecision`. As in Algolia, a bounding box wins over polygons, and either over a
  /// search around a point.
  func geoSearch() throws(TypesenseError) -> GeoSearch {
    let field = target.configuration.geoLocationField
    if let boxes = query.insideBoundingBox, !boxes.isEmpty {
      var clauses: [TypesenseFilterClause] = []
      for box in boxes {
        guard box.count == 4, box.allSatisfy(\.isFinite), abs(box[0]) <= 90, abs(box[2]) <= 90,
          abs(box[1]) <= 180, abs(box[3]) <= 180
        else {
          throw .invalidParameter(
            name: "insideBoundingBox",
            reason: "expected boxes of 4 coordinates [lat1, lng1, lat2, lng2], found \(box)")
        }
        let south = min(box[0], box[2])
        let north = max(box[0], box[2])
        let west = min(box[1], box[3])
        let east = max(box[1], box[3])
        let corners = [
          GeoLocation(lat: south, lng: west), GeoLocation(lat: south, lng: east),
          GeoLocation(lat: north, lng: east), GeoLocation(lat: north, lng: west),
        ]
        clauses.append(.raw(Self.polygonFilter(field: field, corners)))
      }
      return GeoSearch(filter: .any(clauses))
    }
    let polygons = try insidePolygons()
    if !polygons.isEmpty {
      return GeoSearch(
        filter: .any(polygons.map { .raw(Self.polygonFilter(field: field, $0)) }))
    }
    guard let around = query.aroundLatLng else { return GeoSearch() }
    let parts = around.split(separator: ",").map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard parts.count == 2, let lat = parts[0], let lng = parts[1], abs(lat) <= 90,
      abs(lng) <= 180
    else {
      throw .invalidParameter(name: "aroundLatLng", reason: "expected \"lat,lng\", found \(around)")
    }
    let center = "\(TypesenseFilterSyntax.number(lat)), \(TypesenseFilterSyntax.number(lng))"
    var filter: TypesenseFilterClause?
    switch query.aroundRadius {
    case .meters(let meters)?:
      guard meters >= 0 else {
        throw .invalidParameter(name: "aroundRadius", reason: "expected a non-negative radius")
      }
      let kilometers = TypesenseFilterSyntax.number(Double(meters) / 1_000)
      filter = .raw("\(field):(\(center), \(kilometers) km)")
    case .all?:
      filter = nil
    case nil:
      throw .unsupportedParameter(
        name: "aroundRadius",
        reason: "Typesense has no automatic radius: set aroundRadius in meters, or \"all\"")
    }
    var precision = ""
    switch extra("aroundPrecision") {
    case nil: break
    case .number(let meters)? where meters.doubleValue >= 1:
      precision = ", precision: \(TypesenseFilterSyntax.number(meters.doubleValue / 1_000)) km"
    case .number?:
      throw .invalidParameter(name: "aroundPrecision", reason: "expected at least 1 meter")
    case .some:
      throw .unsupportedParameter(
        name: "aroundPrecision", reason: "Typesense takes one precision, not ranges")
    }
    return GeoSearch(
      filter: filter, sort: "\(field)(\(center)\(precision)):asc",
      center: GeoLocation(lat: lat, lng: lng))
  }

  /// Reads `insidePolygon`: one polygon as a flat list `[lat1, lng1, lat2, lng2, …]` (or that
  /// list as comma-separated text), or several as a list of such lists.
  private func insidePolygons() throws(TypesenseError) -> [[GeoLocation]] {
    func fail(_ reason: String) -> TypesenseError {
      .invalidParameter(name: "insidePolygon", reason: reason)
    }
    func polygon(_ values: [JSON]) throws(TypesenseError) -> [GeoLocation] {
      var numbers: [Double] = []
      for value in values {
        guard let number = value.doubleValue ?? value.stringValue.flatMap({ Double($0) }),
          number.isFinite
        else { throw fail("expected numbers, found \(value.kind)") }
        numbers.append(number)
      }
      guard numbers.count >= 6, numbers.count.isMultiple(of: 2) else {
        throw fail(
          "a polygon is at least 3 points as [lat1, lng1, lat2, lng2, …]; found "
            + "\(numbers.count) numbers")
      }
      var points: [GeoLocation] = []
      for index in stride(from: 0, to: numbers.count, by: 2) {
        let point = GeoLocation(lat: numbers[index], lng: numbers[index + 1])
        guard abs(point.lat) <= 90, abs(point.lng) <= 180 else {
          throw fail("(\(point.lat), \(point.lng)) is not a latitude and longitude")
        }
        points.append(point)
      }
      return points
    }
    switch extra("insidePolygon") {
    case nil:
      return []
    case .string(let text)?:
      return [try polygon(text.split(separator: ",").map { .string(String($0)) })]
    case .array(let elements)? where elements.allSatisfy({ $0.arrayValue == nil }):
      return elements.isEmpty ? [] : [try polygon(elements)]
    case .array(let elements)?:
      var polygons: [[GeoLocation]] = []
      for element in elements {
        guard let inner = element.arrayValue else {
          throw fail("expected a list of polygons, each a list of numbers")
        }
        polygons.append(try polygon(inner))
      }
      return polygons
    case let other?:
      throw fail("expected a list of numbers, found \(other.kind)")
    }
  }

  /// Typesense's polygon filter for a polygon with straight edges on a map of latitude and
  /// longitude: its edges cut into steps of at most ``polygonStep`` degrees of longitude.
  static func polygonFilter(field: String, _ corners: [GeoLocation]) -> String {
    var span = 0.0
    for (index, point) in corners.enumerated() {
      span += abs(corners[(index + 1) % corners.count].lng - point.lng)
    }
    let step = max(polygonStep, span / Double(maximumPolygonPoints))
    var points: [GeoLocation] = []
    for (index, start) in corners.enumerated() {
      let end = corners[(index + 1) % corners.count]
      let steps = max(1, Int((abs(end.lng - start.lng) / step).rounded(.up)))
      for part in 0..<steps {
        let fraction = Double(part) / Double(steps)
        points.append(
          GeoLocation(
            lat: start.lat + (end.lat - start.lat) * fraction,
            lng: start.lng + (end.lng - start.lng) * fraction))
      }
    }
    let coordinates = points.map {
      TypesenseFilterSyntax.number(Self.rounded($0.lat)) + ", "
        + TypesenseFilterSyntax.number(Self.rounded($0.lng))
    }
    return "\(field):(" + coordinates.joined(separator: ", ") + ")"
  }

  /// A coordinate rounded to 7 decimals (about a centimetre), so that interpolated points are
  /// written briefly.
  private static func rounded(_ value: Double) -> Double {
    (value * 10_000_000).rounded() / 10_000_000
  }
}
