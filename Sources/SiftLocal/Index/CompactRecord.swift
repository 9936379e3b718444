import SiftCore

/// A record in a compact binary form: about the size of its JSON text, decoded back to the
/// same ``SiftCore/JSON`` value on demand (for the hits a search returns).
///
/// The encoding is a tag byte per value: null, false, true, an integer (zigzag varint), a
/// double (8 bytes), a string (varint length + UTF-8), an array (varint count + values) or an
/// object (varint count + key / value pairs). It round-trips every value exactly (non-finite
/// doubles included).
struct CompactRecord: Sendable, Hashable {
  /// The encoded bytes.
  let bytes: [UInt8]

  private enum Tag: UInt8 {
    case null, `false`, `true`, int, double, string, array, object
  }

  /// Encodes `value`.
  /// - Complexity: O(size of the value).
  init(_ value: JSON) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    Self.encode(value, into: &bytes)
    self.bytes = bytes.withUnsafeBufferPointer { Array($0) }  // exact capacity
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

  private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
    var value = value
    while value >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
      value >>= 7
    }
    bytes.append(UInt8(value))
  }

  private static func appendString(_ text: String, to bytes: inout [UInt8]) {
    var text = text
    text.withUTF8 { utf8 in
      appendVarint(UInt64(utf8.count), to: &bytes)
      bytes.append(contentsOf: utf8)
    }
  }

  private static func encode(_ value: JSON, into bytes: inout [UInt8]) {
    switch value {
    case .null: bytes.append(Tag.null.rawValue)
    case .bool(let flag): bytes.append(flag ? Tag.true.rawValue : Tag.false.rawValue)
    case .number(let number):
      switch number.storage {
      case .int(let integer):
        bytes.append(Tag.int.rawValue)
        appendVarint(UInt64(bitPattern: (integer << 1) ^ (integer >> 63)), to: &bytes)
      case .double(let double):
        bytes.append(Tag.double.rawValue)
        var bits = double.bitPattern
        for _ in 0..<8 {
          bytes.append(UInt8(truncatingIfNeeded: bits))
          bits >>= 8
        }
      }
    case .string(let text):
      bytes.append(Tag.string.rawValue)
      appendString(text, to: &bytes)
    case .array(let elements):
      bytes.append(Tag.array.rawValue)
      appendVarint(UInt64(elements.count), to: &bytes)
      for element in elements { encode(element, into: &bytes) }
    case .object(let members):
      bytes.append(Tag.object.rawValue)
      appendVarint(UInt64(members.count), to: &bytes)
      for (key, member) in members {
        appendString(key, to: &bytes)
        encode(member, into: &bytes)
      }
    }
  }

  private static func varint(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: inout Int) -> UInt64? {
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

  private static func string(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: inout Int) -> String? {
    guard let length = varint(buffer, &offset), length <= UInt64(buffer.count - offset) else {
      return nil
    }
    let start = offset
    offset += Int(length)
    return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<offset]), as: UTF8.self)
  }

  private static func decode(
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
      guard buffer.count - offset >= 8 else { return nil }
      var bits: UInt64 = 0
      for index in 0..<8 { bits |= UInt64(buffer[offset + index]) << UInt64(8 * index) }
      offset += 8
      return .number(JSON.Number(Double(bitPattern: bits)))
    case .string:
      return string(buffer, &offset).map(JSON.string)
    case .array:
      guard let count = varint(buffer, &offset), count <= UInt64(buffer.count - offset) else {
        return nil
      }
      var elements: [JSON] = []
      elements.reserveCapacity(Int(count))
      for _ in 0..<count {
        guard let element = decode(buffer, &offset, depth: depth + 1) else { return nil }
        elements.append(element)
      }
      return .array(elements)
    case .object:
      guard let count = varint(buffer, &offset), count <= UInt64(buffer.count - offset) else {
        return nil
      }
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
