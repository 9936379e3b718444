/// Strings back to back in one buffer of UTF-8, each made a `String` when it is read: the
/// display values of a facet column, in an array of the snapshot's own or where a saved file
/// holds them (no `String` per value in memory).
struct StringTable: Sendable {
  /// The strings' UTF-8, back to back.
  let bytes: IndexArray<UInt8>
  /// `offsets[i] ..< offsets[i + 1]` in ``bytes`` is string `i` (`count + 1` offsets).
  let offsets: IndexArray<UInt32>

  /// The table of `strings`.
  init(_ strings: [String]) {
    var bytes: [UInt8] = []
    var offsets: [UInt32] = [0]
    offsets.reserveCapacity(strings.count + 1)
    for string in strings {
      bytes.append(contentsOf: string.utf8)
      offsets.append(UInt32(truncatingIfNeeded: bytes.count))
    }
    self.bytes = IndexArray(bytes)
    self.offsets = IndexArray(offsets)
  }

  /// A saved table: its arrays as they are (offsets that do not fit the bytes read as empty
  /// strings).
  init(bytes: IndexArray<UInt8>, offsets: IndexArray<UInt32>) {
    self.bytes = bytes
    self.offsets = offsets.isEmpty ? [0] : offsets
  }

  /// The number of strings.
  var count: Int { offsets.count - 1 }

  /// The indices of the strings.
  var indices: Range<Int> { 0..<count }

  /// Whether there are none.
  var isEmpty: Bool { count == 0 }

  /// The UTF-8 bytes of string `index` (in `0 ..< count`), in place: valid while the table is.
  func utf8(_ index: Int) -> UnsafeBufferPointer<UInt8> {
    let range = Self.clamped(offsets[index], offsets[index + 1], bytes.count)
    bytes.verify(range)
    return bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[range]) }
  }

  /// String `index` (in `0 ..< count`).
  subscript(index: Int) -> String {
    withExtendedLifetime(bytes) { String(decoding: utf8(index), as: UTF8.self) }
  }

  /// `start ..< end` within `0 ..< limit` (empty when they are out of order).
  @inline(__always)
  static func clamped(_ start: UInt32, _ end: UInt32, _ limit: Int) -> Range<Int> {
    let upper = min(Int(end), limit)
    let lower = min(Int(start), upper)
    return lower..<upper
  }

  /// The strings, made `String`s.
  var strings: [String] { indices.map { self[$0] } }

  /// Bytes of the arrays.
  var memoryBytes: Int { bytes.memoryBytes + offsets.memoryBytes }

  /// Bytes of the arrays read in place from a saved file.
  var mappedBytes: Int { bytes.mappedBytes + offsets.mappedBytes }
}
