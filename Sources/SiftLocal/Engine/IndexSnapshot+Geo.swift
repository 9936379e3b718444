import SiftCore

extension IndexSnapshot {
  /// How many records the automatic radius holds: the radius of a search around a point without
  /// `aroundRadius` is the distance of the point's 1000th nearest record (1000 being the most
  /// hits a search can page through by default), at least `minimumAroundRadius`. Algolia
  /// computes it "from the density of records around the point" without saying how; this is
  /// Sift's deterministic reading of it: dense areas give a small radius, sparse areas a large
  /// one.
  static let automaticRadiusRecords = 1000

  /// The request with its automatic radius computed (``SearchRequest/automaticRadius``), if it
  /// has one.
  /// - Complexity: O(n log k) for n records with a location and k =
  ///   ``automaticRadiusRecords``, when the radius is automatic; O(1) otherwise.
  func resolvingAutomaticRadius(_ request: SearchRequest) -> SearchRequest {
    guard request.automaticRadius, let center = request.aroundLatLng else { return request }
    var nearest = TopKeys(capacity: Self.automaticRadiusRecords)
    for doc in 0..<count {
      let points = geoPoints[doc]
      guard !points.isEmpty else { continue }
      var distance = Double.infinity
      for point in points { distance = min(distance, point.distance(to: center)) }
      // Non-negative doubles order as their bit patterns.
      nearest.insert(distance.bitPattern)
    }
    var request = request
    let radius = nearest.largest.map { Double(bitPattern: $0) } ?? 0
    request.aroundRadius = max(radius, request.minimumAroundRadius ?? 0)
    return request
  }

  /// Removes from `candidates` the documents outside the request's geo constraints
  /// (`aroundLatLng` with a radius or `"all"`, `insideBoundingBox`, `insidePolygon`).
  /// - Complexity: O(candidates · points per document · polygon points) when a constraint is
  ///   set.
  func applyGeo(_ request: SearchRequest, to candidates: inout DocSet) {
    guard
      request.aroundLatLng != nil || !request.insideBoundingBox.isEmpty
        || !request.insidePolygon.isEmpty
    else { return }
    var rejected: [UInt32] = []
    candidates.forEachMember { doc in
      if !passesGeo(doc, request: request) { rejected.append(doc) }
    }
    for doc in rejected { candidates.remove(doc) }
  }

  /// Whether `doc` passes the request's geo constraints (bounding boxes, polygons, radius); a
  /// document without a location never does.
  func passesGeo(_ doc: UInt32, request: SearchRequest) -> Bool {
    let points = geoPoints[Int(doc)]
    if points.isEmpty { return false }
    if !request.insideBoundingBox.isEmpty {
      let inside = points.contains { point in
        request.insideBoundingBox.contains { box in
          point.lat >= min(box[0], box[2]) && point.lat <= max(box[0], box[2])
            && point.lng >= min(box[1], box[3]) && point.lng <= max(box[1], box[3])
        }
      }
      if !inside { return false }
    }
    if !request.insidePolygon.isEmpty {
      let inside = points.contains { point in
        request.insidePolygon.contains { Self.polygon($0, contains: point) }
      }
      if !inside { return false }
    }
    if let center = request.aroundLatLng, let radius = request.aroundRadius {
      return points.contains { $0.distance(to: center) <= radius }
    }
    return true
  }

  /// Whether `point` is inside `polygon` (the even–odd rule on latitude and longitude as plane
  /// coordinates: Algolia's polygons must not cross the 180th meridian).
  static func polygon(_ polygon: [GeoPoint], contains point: GeoPoint) -> Bool {
    var inside = false
    var previous = polygon[polygon.count - 1]
    for current in polygon {
      if (current.lat > point.lat) != (previous.lat > point.lat) {
        let crossing =
          current.lng + (point.lat - current.lat) * (previous.lng - current.lng)
          / (previous.lat - current.lat)
        if point.lng < crossing { inside.toggle() }
      }
      previous = current
    }
    return inside
  }

  /// Reads `insidePolygon`: one polygon as a flat list `[lat1, lng1, lat2, lng2, …]` (an array
  /// of numbers, or that list as comma-separated text), or several as a list of such lists.
  /// - Throws: ``LocalIndexError/invalidParameter(name:reason:)`` for a polygon of fewer than
  ///   three points, an odd count, or a value that is not a coordinate.
  static func polygons(_ value: JSON?) throws(LocalIndexError) -> [[GeoPoint]] {
    func fail(_ reason: String) -> LocalIndexError {
      .invalidParameter(name: "insidePolygon", reason: reason)
    }
    func numbers(_ values: [JSON]) throws(LocalIndexError) -> [Double] {
      var result: [Double] = []
      for value in values {
        guard let number = value.doubleValue ?? value.stringValue.flatMap({ Double($0) }) else {
          throw fail("expected numbers, found \(value.kind)")
        }
        result.append(number)
      }
      return result
    }
    func polygon(_ coordinates: [Double]) throws(LocalIndexError) -> [GeoPoint] {
      guard coordinates.count >= 6, coordinates.count.isMultiple(of: 2) else {
        throw fail(
          "a polygon is at least 3 points as [lat1, lng1, lat2, lng2, …]; found "
            + "\(coordinates.count) numbers")
      }
      return try stride(from: 0, to: coordinates.count, by: 2).map {
        (index) throws(LocalIndexError) in
        let point = GeoPoint(lat: coordinates[index], lng: coordinates[index + 1])
        guard abs(point.lat) <= 90, abs(point.lng) <= 180 else {
          throw fail("(\(point.lat), \(point.lng)) is not a latitude and longitude")
        }
        return point
      }
    }
    switch value {
    case nil, .null?:
      return []
    case .string(let text)?:
      let parts = text.split(separator: ",").map {
        JSON.string(String(Substring($0).trimmingSpaces))
      }
      return [try polygon(numbers(parts))]
    case .array(let elements)? where elements.allSatisfy({ $0.arrayValue == nil }):
      return elements.isEmpty ? [] : [try polygon(numbers(elements))]
    case .array(let elements)?:
      var result: [[GeoPoint]] = []
      for element in elements {
        guard let inner = element.arrayValue else {
          throw fail("expected a list of polygons, each a list of numbers")
        }
        result.append(try polygon(numbers(inner)))
      }
      return result
    case let other?:
      throw fail("expected a list of numbers or of polygons, found \(other.kind)")
    }
  }
}
