import SiftCore

/// A record in a compact binary form: about the size of its JSON text, decoded back to the
/// same ``SiftCore/JSON`` value on demand (for the hits a search returns).
///
/// The encoding is a tag byte per value: null, false, true, an integer (zigzag varint), a
/// double (8 bytes), a string (varint length + UTF-8), an array (varint count, then the byte
/// length of its values in 4 bytes, then the values) or an object (the same, with key / value
/// pairs). The byte length lets a reader step over a value without reading it. It round-trips
/// every value exactly (non-finite doubles included).
struct CompactRecord: Sendable, Hashable {
  /// The encoded bytes.
  let bytes: [UInt8]

  /// The tag byte of an encoded value.
  enum Tag: UInt8 {
    case null, `false`, `true`, int, double, string, array, object
  }

  /// Encodes `value`.
  /// - Complexity: O(size of the value).
  init(_ value: JSON) {
    self.init(value, buffer: EncodingBuffer())
  }

  /// Encodes `value`, working in `buffer` (reused from record to record, so that encoding
  /// allocates only the record's own bytes).
  /// - Complexity: O(size of the value).
  init(_ value: JSON, buffer: EncodingBuffer) {
    buffer.removeAll()
    Self.encode(value, into: buffer)
    bytes = buffer.bytes
  }

  /// Encodes a record, and gives its objectID when the record needs nothing from the
  /// validator: an object whose `objectID` is a non-empty string, without `_geoloc`, whose
  /// `_tags` (if any) is null, a string or an array of strings. The objectID is `nil` for any
  /// other record, which is then checked (and given an objectID) from its value.
  /// - Parameter buffer: reused from record to record.
  /// - Complexity: O(size of the record).
  static func encodeRecord(_ record: JSON, buffer: EncodingBuffer) -> (
    record: CompactRecord, plainObjectID: String?
  ) {
    buffer.removeAll()
    guard case .object(let members) = record else {
      encode(record, into: buffer)
      return (CompactRecord(bytes: buffer.bytes), nil)
    }
    // The object's encoding, written here to look at the reserved attributes on the way.
    buffer.append(Tag.object.rawValue)
    appendVarint(UInt64(members.count), to: buffer)
    let length = buffer.appendLength()
    var objectID: String?
    var isPlain = true
    for (key, member) in members {
      appendString(key, to: buffer)
      encode(member, into: buffer)
      // Only `objectID`, `_geoloc` and `_tags` matter: most keys are told apart by a byte.
      guard let first = key.utf8.first, first == UInt8(ascii: "o") || first == UInt8(ascii: "_")
      else { continue }
      switch key {
      case "objectID":
        guard case .string(let text) = member, !text.isEmpty else {
          isPlain = false
          continue
        }
        objectID = text
      case "_geoloc":
        isPlain = false
      case "_tags":
        switch member {
        case .null, .string: break
        case .array(let tags):
          if tags.contains(where: { $0.stringValue == nil }) { isPlain = false }
        default: isPlain = false
        }
      default:
        break
      }
    }
    buffer.setLength(at: length)
    return (CompactRecord(bytes: buffer.bytes), isPlain ? objectID : nil)
  }

  /// A record from encoded bytes (made by ``init(_:)``).
  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The decoded value (`null` if the bytes are not a valid encoding, which they always are
  /// when made by ``init(_:)``).
  /// - Complexity: O(size of the value).
  var value: JSON {
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      return Self.decode(buffer, &offset, depth: 0) ?? .null
    }
  }

  private static func appendVarint(_ value: UInt64, to buffer: EncodingBuffer) {
    var value = value
    while value >= 0x80 {
      buffer.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    buffer.append(UInt8(value))
  }

  private static func appendString(_ text: String, to buffer: EncodingBuffer) {
    var text = text
    text.withUTF8 { utf8 in
      appendVarint(UInt64(utf8.count), to: buffer)
      buffer.append(utf8)
    }
  }

  private static func encode(_ value: JSON, into buffer: EncodingBuffer) {
    switch value {
    case .null: buffer.append(Tag.null.rawValue)
    case .bool(let flag): buffer.append(flag ? Tag.true.rawValue : Tag.false.rawValue)
    case .number(let number):
      switch number.storage {
      case .int(let integer):
        buffer.append(Tag.int.rawValue)
        appendVarint(UInt64(bitPattern: (integer << 1) ^ (integer >> 63)), to: buffer)
      case .double(let double):
        buffer.append(Tag.double.rawValue)
        var bits = double.bitPattern
        for _ in 0..<8 {
          buffer.append(UInt8(truncatingIfNeeded: bits))
          bits >>= 8
        }
      }
    case .string(let text):
      buffer.append(Tag.string.rawValue)
      appendString(text, to: buffer)
    case .array(let elements):
      buffer.append(Tag.array.rawValue)
      appendVarint(UInt64(elements.count), to: buffer)
      let length = buffer.appendLength()
      for element in elements { encode(element, into: buffer) }
      buffer.setLength(at: length)
    case .object(let members):
      buffer.append(Tag.object.rawValue)
      appendVarint(UInt64(members.count), to: buffer)
      let length = buffer.appendLength()
      for (key, member) in members {
        appendString(key, to: buffer)
        encode(member, into: buffer)
      }
      buffer.setLength(at: length)
    }
  }

  /// The count and end offset of the array or object whose count is at `offset`, which moves
  /// to its first value.
  static func container(
    _ buffer: UnsafeBufferPointer<UInt8>, _ offset: inout Int
  ) -> (count: UInt64, end: Int)? {
    guard let count = varint(buffer, &offset), buffer.count - offset >= 4 else { return nil }
    var length = 0
    for index in 0..<4 { length |= Int(buffer[offset + index]) << (8 * index) }
    offset += 4
    guard length <= buffer.count - offset, count <= UInt64(length) else { return nil }
    return (count, offset + length)
  }

  static func varint(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: inout Int) -> UInt64? {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while offset < buffer.count, shift < 64 {
      let byte = buffer[offset]
      offset += 1
      result |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { return result }
      shift += 7
    }
    return nil
  }

  /// The UTF-8 bytes of the string (length and bytes) at `offset`, which moves past it.
  static func stringBytes(
    _ buffer: UnsafeBufferPointer<UInt8>, _ offset: inout Int
  ) -> UnsafeBufferPointer<UInt8>? {
    guard let length = varint(buffer, &offset), length <= UInt64(buffer.count - offset) else {
      return nil
    }
    let start = offset
    offset += Int(length)
    return UnsafeBufferPointer(rebasing: buffer[start..<offset])
  }

  private static func string(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: inout Int) -> String? {
    stringBytes(buffer, &offset).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The double (8 bytes, little-endian) at `offset`, which moves past it.
  static func double(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: inout Int) -> Double? {
    guard buffer.count - offset >= 8 else { return nil }
    var bits: UInt64 = 0
    for index in 0..<8 { bits |= UInt64(buffer[offset + index]) << UInt64(8 * index) }
    offset += 8
    return Double(bitPattern: bits)
  }

  /// The value at `offset`, which moves past it (`nil` for a malformed encoding).
  static func decode(
    _ buffer: UnsafeBufferPointer<UInt8>, _ offset: inout Int, depth: Int
  ) -> JSON? {
    guard offset < buffer.count, depth < 1024, let tag = Tag(rawValue: buffer[offset]) else {
      return nil
    }
    offset += 1
    switch tag {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .int:
      guard let zigzag = varint(buffer, &offset) else { return nil }
      let integer = Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
      return .number(JSON.Number(integer))
    case .double:
      return double(buffer, &offset).map { .number(JSON.Number($0)) }
    case .string:
      return string(buffer, &offset).map(JSON.string)
    case .array:
      guard let (count, _) = container(buffer, &offset) else { return nil }
      var elements: [JSON] = []
      elements.reserveCapacity(Int(count))
      for _ in 0..<count {
        guard let element = decode(buffer, &offset, depth: depth + 1) else { return nil }
        elements.append(element)
      }
      return .array(elements)
    case .object:
      guard let (count, _) = container(buffer, &offset) else { return nil }
      var members: [String: JSON] = [:]
      members.reserveCapacity(Int(count))
      for _ in 0..<count {
        guard let key = string(buffer, &offset),
          let member = decode(buffer, &offset, depth: depth + 1)
        else { return nil }
        members[key] = member
      }
      return .object(members)
    }
  }
}

/// A growable byte buffer that records are encoded in, one after another: appending checks
/// only the capacity (an array would also check that its storage is not shared).
final class EncodingBuffer {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0

  /// An empty buffer.
  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// The bytes written since the last ``removeAll()``, copied.
  var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

  /// Forgets the bytes written (the storage is kept).
  func removeAll() { count = 0 }

  /// Appends a byte.
  func append(_ byte: UInt8) {
    if count == capacity { grow(to: count + 1) }
    base[count] = byte
    count += 1
  }

  /// Appends room for a 4-byte length, set by ``setLength(at:)``.
  /// - Returns: where the length goes.
  func appendLength() -> Int {
    if count + 4 > capacity { grow(to: count + 4) }
    count += 4
    return count - 4
  }

  /// Sets the length at `position` (from ``appendLength()``) to the bytes written after it.
  func setLength(at position: Int) {
    var length = UInt32(truncatingIfNeeded: count - position - 4)
    for index in 0..<4 {
      base[position + index] = UInt8(truncatingIfNeeded: length)
      length >>= 8
    }
  }

  /// Appends bytes.
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    if count + bytes.count > capacity { grow(to: count + bytes.count) }
    (base + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  private func grow(to needed: Int) {
    let grown = max(needed, capacity * 2)
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    storage.update(from: base, count: count)
    base.deallocate()
    base = storage
    capacity = grown
  }
}
