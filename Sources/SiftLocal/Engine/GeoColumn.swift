/// The `_geoloc` points of every document, flat: nothing at all when no record has one.
struct GeoColumn: Sendable {
  /// `offsets[d] ..< offsets[d + 1]` in ``points`` are document `d`'s points; empty when no
  /// document has a point.
  let offsets: IndexArray<UInt32>
  let points: IndexArray<GeoPoint>

  /// The points of each document, by document id.
  init(_ pointsByDocument: [[GeoPoint]]) {
    guard pointsByDocument.contains(where: { !$0.isEmpty }) else {
      offsets = IndexArray()
      points = IndexArray()
      return
    }
    var offsets: [UInt32] = [0]
    offsets.reserveCapacity(pointsByDocument.count + 1)
    var points: [GeoPoint] = []
    for documentPoints in pointsByDocument {
      points.append(contentsOf: documentPoints)
      offsets.append(UInt32(truncatingIfNeeded: points.count))
    }
    self.offsets = IndexArray(offsets)
    self.points = IndexArray(points)
  }

  /// Document `doc`'s points (none for a document without `_geoloc`, or past the offsets;
  /// within the points whatever a saved file's offsets say).
  subscript(doc: Int) -> Slice<IndexArray<GeoPoint>> {
    guard doc >= 0, doc + 1 < offsets.count else { return points[0..<0] }
    let range = StringTable.clamped(offsets[doc], offsets[doc + 1], points.count)
    points.verify(range)
    return points[range]
  }

  /// Bytes of the arrays read in place from a saved file.
  var mappedBytes: Int { offsets.mappedBytes + points.mappedBytes }

  /// Bytes of the arrays.
  var memoryBytes: Int {
    offsets.isEmpty ? 0 : offsets.memoryBytes + points.memoryBytes
  }
}
