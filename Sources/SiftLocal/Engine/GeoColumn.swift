/// The `_geoloc` points of every document, flat: nothing at all when no record has one.
struct GeoColumn: Sendable {
  /// `offsets[d] ..< offsets[d + 1]` in ``points`` are document `d`'s points; empty when no
  /// document has a point.
  let offsets: [UInt32]
  let points: [GeoPoint]

  /// The points of each document, by document id.
  init(_ pointsByDocument: [[GeoPoint]]) {
    guard pointsByDocument.contains(where: { !$0.isEmpty }) else {
      offsets = []
      points = []
      return
    }
    var offsets: [UInt32] = [0]
    offsets.reserveCapacity(pointsByDocument.count + 1)
    var points: [GeoPoint] = []
    for documentPoints in pointsByDocument {
      points.append(contentsOf: documentPoints)
      offsets.append(UInt32(truncatingIfNeeded: points.count))
    }
    self.offsets = offsets
    self.points = points
  }

  /// Document `doc`'s points (none for a document without `_geoloc`).
  subscript(doc: Int) -> ArraySlice<GeoPoint> {
    guard !offsets.isEmpty else { return [] }
    return points[Int(offsets[doc])..<Int(offsets[doc + 1])]
  }

  /// Bytes of the arrays.
  var memoryBytes: Int {
    offsets.isEmpty
      ? 0 : 64 + offsets.capacity * 4 + points.capacity * MemoryLayout<GeoPoint>.stride
  }
}
