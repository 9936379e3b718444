import SiftCore

extension IndexSnapshot {
  /// Removes from `candidates` the documents outside the request's geo constraints
  /// (`aroundLatLng` with `aroundRadius`, `insideBoundingBox`).
  /// - Complexity: O(candidates · points per document) when a constraint is set.
  func applyGeo(_ request: SearchRequest, to candidates: inout DocSet) {
    guard request.aroundLatLng != nil || !request.insideBoundingBox.isEmpty else { return }
    var rejected: [UInt32] = []
    candidates.forEachMember { doc in
      if !passesGeo(doc, request: request) { rejected.append(doc) }
    }
    for doc in rejected { candidates.remove(doc) }
  }

  /// Whether `doc` passes the request's geo constraints (bounding boxes, radius).
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
    if let center = request.aroundLatLng, let radius = request.aroundRadius {
      return points.contains { $0.distance(to: center) <= radius }
    }
    return true
  }
}
