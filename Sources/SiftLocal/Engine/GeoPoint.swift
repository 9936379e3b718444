import Foundation
import SiftCore

/// A location of a record (`_geoloc`).
struct GeoPoint: Sendable, Hashable {
  var lat: Double
  var lng: Double

  /// The great-circle distance in meters.
  func distance(to other: GeoPoint) -> Double {
    let radius = 6_371_000.0
    let toRadians = Double.pi / 180
    let dLat = (other.lat - lat) * toRadians
    let dLng = (other.lng - lng) * toRadians
    let a =
      sin(dLat / 2) * sin(dLat / 2) + cos(lat * toRadians) * cos(other.lat * toRadians)
      * sin(dLng / 2) * sin(dLng / 2)
    return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
  }

  /// Reads `_geoloc`: an object `{lat, lng}` (numbers or numeric strings) or an array of them.
  /// - Returns: the points, or the key path and reason of the first malformed part.
  static func parse(_ json: JSON?) -> Result<[GeoPoint], GeoParseFailure> {
    guard let json, json != .null else { return .success([]) }
    func point(_ value: JSON, path: String) -> Result<GeoPoint, GeoParseFailure> {
      guard case .object = value else {
        return .failure(
          GeoParseFailure(keyPath: path, reason: "expected an object with lat and lng"))
      }
      func coordinate(_ name: String, limit: Double) -> Result<Double, GeoParseFailure> {
        let raw = value[name]
        let number = raw?.doubleValue ?? raw?.stringValue.flatMap { Double($0) }
        guard let number, number.isFinite, abs(number) <= limit else {
          return .failure(
            GeoParseFailure(
              keyPath: path + "." + name,
              reason: "expected a number within ±\(Int(limit)), found \(raw?.kind ?? "nothing")"))
        }
        return .success(number)
      }
      return coordinate("lat", limit: 90).flatMap { lat in
        coordinate("lng", limit: 180).map { GeoPoint(lat: lat, lng: $0) }
      }
    }
    if case .array(let elements) = json {
      var points: [GeoPoint] = []
      for (index, element) in elements.enumerated() {
        switch point(element, path: "_geoloc.\(index)") {
        case .success(let value): points.append(value)
        case .failure(let failure): return .failure(failure)
        }
      }
      return .success(points)
    }
    return point(json, path: "_geoloc").map { [$0] }
  }
}

/// Where and why a `_geoloc` is malformed.
struct GeoParseFailure: Error, Hashable {
  var keyPath: String
  var reason: String
}
