/// For a facet column of display strings: the number of each value that was added as a JSON
/// number (for `facets_stats`), or none. Empty when no value is a number.
struct TextNumbers: Sendable {
  /// Each value's number (0 where it has none).
  let values: IndexArray<Double>
  /// Whether each value has a number (0: none).
  let present: IndexArray<UInt8>

  /// The numbers of `numbers` (one per value; empty when none is a number).
  init(_ numbers: [Double?]) {
    values = IndexArray(numbers.map { $0 ?? 0 })
    present = IndexArray(numbers.map { $0 == nil ? UInt8(0) : 1 })
  }

  /// Saved numbers, as they are (as many of each).
  init(values: IndexArray<Double>, present: IndexArray<UInt8>) {
    precondition(values.count == present.count, "not one presence per number")
    self.values = values
    self.present = present
  }

  /// The number of values.
  var count: Int { values.count }

  /// Whether no value is a number.
  var isEmpty: Bool { values.isEmpty }

  /// The number of value `id` (in `0 ..< count`), if it was added as one.
  @inline(__always)
  subscript(id: Int) -> Double? {
    return present[id] == 0 ? nil : values[id]
  }

  /// Bytes of the arrays.
  var memoryBytes: Int { values.memoryBytes + present.memoryBytes }

  /// Bytes of the arrays read in place from a saved file.
  var mappedBytes: Int { values.mappedBytes + present.mappedBytes }
}
