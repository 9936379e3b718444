/// Little-endian binary encoding of the small parts of a saved index: the section table and
/// journal entries (varints, fixed-width integers, length-prefixed strings and bytes).
struct ByteWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 64) {
    bytes.reserveCapacity(capacity)
  }

  mutating func append(_ byte: UInt8) {
    bytes.append(byte)
  }

  /// `value` in 7-bit groups, low first, the high bit marking a following group.
  mutating func appendVarint(_ value: UInt64) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  mutating func appendVarint(_ value: Int) {
    appendVarint(UInt64(truncatingIfNeeded: max(0, value)))
  }

  mutating func appendUInt32(_ value: UInt32) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  mutating func appendUInt64(_ value: UInt64) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// A string: its UTF-8 length as a varint, then its UTF-8 bytes.
  mutating func appendString(_ string: String) {
    appendVarint(string.utf8.count)
    bytes.append(contentsOf: string.utf8)
  }

  /// Bytes: their count as a varint, then the bytes.
  mutating func appendBytes(_ data: UnsafeRawBufferPointer) {
    appendVarint(data.count)
    bytes.append(contentsOf: data)
  }
}

/// Reads what ``ByteWriter`` wrote, checking every length against the bytes there are: a
/// malformed input throws ``Malformed`` (never reads out of bounds).
struct ByteReader {
  /// Why the input cannot be read.
  struct Malformed: Error {
    var reason: String
  }

  private let bytes: UnsafeRawBufferPointer
  private(set) var position = 0

  /// A reader of `bytes`, which must outlive it.
  init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { position >= bytes.count }
  var remaining: Int { bytes.count - position }

  mutating func byte() throws(Malformed) -> UInt8 {
    guard position < bytes.count else { throw Malformed(reason: "ends early") }
    defer { position += 1 }
    return bytes[position]
  }

  mutating func varint() throws(Malformed) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let byte = try byte()
      guard shift < 64 else { throw Malformed(reason: "a number is too long") }
      value |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return value }
      shift += 7
    }
  }

  /// A varint that must fit in `0...limit`.
  mutating func count(limit: Int = Int(Int32.max)) throws(Malformed) -> Int {
    let value = try varint()
    guard value <= UInt64(limit) else {
      throw Malformed(reason: "a count of \(value) is too large")
    }
    return Int(value)
  }

  mutating func uint32() throws(Malformed) -> UInt32 {
    guard remaining >= 4 else { throw Malformed(reason: "ends early") }
    defer { position += 4 }
    return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self))
  }

  mutating func uint64() throws(Malformed) -> UInt64 {
    guard remaining >= 8 else { throw Malformed(reason: "ends early") }
    defer { position += 8 }
    return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
  }

  /// The next `count` bytes, in place.
  mutating func bytes(_ count: Int) throws(Malformed) -> UnsafeRawBufferPointer {
    guard count >= 0, remaining >= count else { throw Malformed(reason: "ends early") }
    defer { position += count }
    return UnsafeRawBufferPointer(rebasing: bytes[position..<position + count])
  }

  /// Length-prefixed bytes, in place.
  mutating func lengthPrefixedBytes() throws(Malformed) -> UnsafeRawBufferPointer {
    try bytes(count(limit: remaining))
  }

  mutating func string() throws(Malformed) -> String {
    String(decoding: try lengthPrefixedBytes(), as: UTF8.self)
  }
}
