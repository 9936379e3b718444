import SiftCore

/// A record in a compact binary form: about the size of its JSON text, decoded back to the
/// same ``SiftCore/JSON`` value on demand (for the hits a search returns).
///
/// The encoding is a tag byte per value: null, false, true, an integer (zigzag varint), a
/// double (8 bytes), a string (varint length + UTF-8), an array (its count and the byte length
/// of its values, 4 bytes each, then the values) or an object (the same, with key / value
/// pairs). The byte length lets a reader step over a value without reading it; both are fixed
/// width, so a writer fills them in once the values are written (a record is encoded straight
/// from JSON text, ``RecordEncoder``). It round-trips every value exactly (non-finite doubles
/// included).
///
/// A record is a run of bytes in a ``RecordPage`` shared with the other records its write batch
/// encoded.
struct CompactRecord: Sendable, Hashable {
  /// The page holding the bytes.
  let page: RecordPage
  /// Where the bytes start in ``page``.
  let start: Int
  /// The number of bytes.
  let count: Int

  /// The tag byte of an encoded value.
  enum Tag: UInt8 {
    case null, `false`, `true`, int, double, string, array, object
  }

  /// A record with no bytes (it decodes to `null`): what a deleted record's slot holds.
  static let empty = CompactRecord(page: RecordPage.empty, start: 0, count: 0)

  /// The record of `count` bytes from `start` in `page` (made by ``RecordWriter``).
  init(page: RecordPage, start: Int, count: Int) {
    self.page = page
    self.start = start
    self.count = count
  }

  /// Encodes `value` in a page of its own.
  /// - Complexity: O(size of the value).
  init(_ value: JSON) {
    let writer = RecordWriter(expectedRecords: 1)
    Self.encode(value, into: writer)
    self = writer.endRecord()
    writer.finish()
  }

  /// A record from encoded bytes (made by ``init(_:)``), copied in a page of its own.
  init(bytes: [UInt8]) {
    let writer = RecordWriter(expectedRecords: 1)
    bytes.withUnsafeBufferPointer { writer.append($0) }
    self = writer.endRecord()
    writer.finish()
  }

  /// The encoded bytes, copied.
  var bytes: [UInt8] { withBytes { Array($0) } }

  /// Checks the bytes against the checksums of the saved file they are read from, if any (a
  /// block once; damage is recorded, and thrown by the file's next check, as for any read of
  /// it): for a record taken unchecked (``RecordList/unverifiedRecord(_:)``), before it is read.
  func verifySavedBytes() {
    guard count > 0, let source = page.source else { return }
    source.verify(UnsafeRawPointer(page.base + start), byteCount: count)
  }

  /// The record's bytes, valid only while its page lives (while the record, or another of its
  /// page, is held): for a loop over records held throughout, which reads each one with no
  /// closure (see ``withBytes(_:)``).
  var unsafeBytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: page.base + start, count: count)
  }

  /// Calls `body` with the encoded bytes, in place.
  func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
    withExtendedLifetime(page) {
      body(UnsafeBufferPointer(start: page.base + start, count: count))
    }
  }

  static func == (lhs: CompactRecord, rhs: CompactRecord) -> Bool {
    lhs.withBytes { lhs in rhs.withBytes { rhs in equal(lhs, rhs) } }
  }

  func hash(into hasher: inout Hasher) {
    withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Encodes a record as the writer's next record, and gives its objectID when the record
  /// needs nothing from the validator: an object whose `objectID` is a non-empty string,
  /// without `_geoloc`, whose `_tags` (if any) is null, a string or an array of strings. The
  /// objectID is `nil` for any other record, which is then checked (and given an objectID)
  /// from its value.
  /// - Complexity: O(size of the record).
  static func encodeRecord(_ record: JSON, writer: RecordWriter) -> (
    record: CompactRecord, plainObjectID: String?
  ) {
    guard case .object(let members) = record else {
      encode(record, into: writer)
      return (writer.endRecord(), nil)
    }
    // The object's encoding, written here to look at the reserved attributes on the way.
    writer.append(Tag.object.rawValue)
    let header = writer.appendContainerHeader()
    var objectID: String?
    var isPlain = true
    for (key, member) in members {
      appendString(key, to: writer)
      encode(member, into: writer)
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
    writer.setContainerHeader(at: header, count: members.count)
    return (writer.endRecord(), isPlain ? objectID : nil)
  }

  /// Encodes `value` as the writer's next record.
  /// - Complexity: O(size of the value).
  static func encode(_ value: JSON, writer: RecordWriter) -> CompactRecord {
    encode(value, into: writer)
    return writer.endRecord()
  }

  /// The decoded value (`null` if the bytes are not a valid encoding, which they always are
  /// when made by ``init(_:)``).
  /// - Complexity: O(size of the value).
  var value: JSON {
    withBytes { buffer in
      var offset = 0
      return Self.decode(buffer, &offset, depth: 0) ?? .null
    }
  }

  /// The keys of the members the last records decoded by
  /// ``value(members:reservingMembers:shape:)`` had, in the order they are encoded, and a
  /// template of objects with them: the records of a catalogue mostly have the same keys in the
  /// same order, and an object of a record that has them is made from the template, with no key
  /// hashed.
  struct Shape {
    /// The keys' UTF-8 bytes, in encoding order (`nil` before a record is decoded, and after
    /// ``missLimit`` records did not have them).
    fileprivate var keys: [[UInt8]]?
    /// Objects with the keys, in the same order.
    fileprivate var objects = ObjectTemplate(keys: [])
    /// Room for the values of a record read with the keys, kept from record to record.
    fileprivate var values: [JSON] = []
    /// How many records decoded did not have the keys.
    fileprivate var misses = 0
    /// After this many records without the keys, records are decoded key by key.
    static let missLimit = 4

    /// A shape no record has been decoded with yet.
    init() {}
  }

  /// The decoded value, with room for `extraMembers` more members when it is an object: every
  /// member, or with `keys` only those whose keys' UTF-8 bytes are among them, the others
  /// stepped over unread (what a hit needs of a record when its request names every attribute it
  /// reads). A record whose members read have `shape`'s keys is made from its template; another
  /// is decoded key by key and gives `shape` its keys. A value that is not an object is decoded
  /// whole; `null` if a member read is not a valid encoding, as ``value``.
  /// - Complexity: O(members + size of the members kept).
  func value(
    members keys: [[UInt8]]?, reservingMembers extraMembers: Int, shape: inout Shape
  ) -> JSON {
    withBytes { buffer in
      var offset = 0
      guard let first = buffer.first, first == Tag.object.rawValue else {
        return Self.decode(buffer, &offset, depth: 0) ?? .null
      }
      if let shapeKeys = shape.keys {
        if let object = Self.object(
          buffer, members: keys, keys: shapeKeys, of: shape.objects, values: &shape.values)
        {
          return object
        }
        shape.misses += 1
        if shape.misses >= Shape.missLimit { shape.keys = nil }
      }
      offset = 1
      guard let (count, _) = Self.container(buffer, &offset) else { return .null }
      var members: [String: JSON] = [:]
      members.reserveCapacity(min(Int(count), keys?.count ?? Int(count)) + extraMembers)
      var names: [String] = []
      for _ in 0..<count {
        let keyStart = offset
        guard let key = Self.stringBytes(buffer, &offset), offset < buffer.count else {
          return .null
        }
        if let keys, !keys.contains(where: { $0.withUnsafeBufferPointer { Self.equal($0, key) } }) {
          Self.skip(buffer, &offset)
          continue
        }
        offset = keyStart
        guard let name = Self.string(buffer, &offset),
          let member = Self.decode(buffer, &offset, depth: 1)
        else { return .null }
        members[name] = member
        names.append(name)
      }
      // (Only a record written wrong repeats a key: no template of it.)
      if shape.misses < Shape.missLimit, members.count == names.count {
        shape.keys = names.map { Array($0.utf8) }
        shape.objects = ObjectTemplate(keys: names, reservingMembers: extraMembers)
      }
      return .object(members)
    }
  }

  /// The object of the record in `buffer` (an object) when the members it reads (every member,
  /// or those among `wanted`) have `keys`, in that order: made from `objects`, the template of
  /// objects with those keys. `nil` otherwise, or if a member read is not a valid encoding.
  private static func object(
    _ buffer: UnsafeBufferPointer<UInt8>, members wanted: [[UInt8]]?, keys: [[UInt8]],
    of objects: ObjectTemplate, values: inout [JSON]
  ) -> JSON? {
    var offset = 1
    guard let (count, _) = container(buffer, &offset) else { return nil }
    // The values read, in the keys' order, in room kept from record to record (left empty).
    defer { values.removeAll(keepingCapacity: true) }
    var read = 0
    for _ in 0..<count {
      guard let key = stringBytes(buffer, &offset), offset < buffer.count else { return nil }
      if let wanted, !wanted.contains(where: { $0.withUnsafeBufferPointer { equal($0, key) } }) {
        skip(buffer, &offset)
        continue
      }
      guard read < keys.count, keys[read].withUnsafeBufferPointer({ equal($0, key) }),
        let member = decode(buffer, &offset, depth: 1)
      else { return nil }
      values.append(member)
      read += 1
    }
    return read == keys.count ? .object(objects.members(moving: &values)) : nil
  }

  private static func appendString(_ text: String, to writer: RecordWriter) {
    var text = text
    text.withUTF8 { writer.appendString($0) }
  }

  private static func encode(_ value: JSON, into writer: RecordWriter) {
    switch value {
    case .null: writer.append(Tag.null.rawValue)
    case .bool(let flag): writer.append(flag ? Tag.true.rawValue : Tag.false.rawValue)
    case .number(let number): encode(number, into: writer)
    case .string(let text):
      writer.append(Tag.string.rawValue)
      appendString(text, to: writer)
    case .array(let elements):
      writer.append(Tag.array.rawValue)
      let header = writer.appendContainerHeader()
      for element in elements { encode(element, into: writer) }
      writer.setContainerHeader(at: header, count: elements.count)
    case .object(let members):
      writer.append(Tag.object.rawValue)
      let header = writer.appendContainerHeader()
      for (key, member) in members {
        appendString(key, to: writer)
        encode(member, into: writer)
      }
      writer.setContainerHeader(at: header, count: members.count)
    }
  }

  /// Encodes a number: an integer as a zigzag varint, a double as its 8 bytes.
  static func encode(_ number: JSON.Number, into writer: RecordWriter) {
    switch number.storage {
    case .int(let integer):
      writer.append(Tag.int.rawValue)
      writer.appendVarint(UInt64(bitPattern: (integer << 1) ^ (integer >> 63)))
    case .double(let double):
      writer.append(Tag.double.rawValue)
      writer.appendLittleEndian(double.bitPattern)
    }
  }

  /// The count and end offset of the array or object whose header is at `offset`, which
  /// moves to its first value.
  static func container(
    _ buffer: UnsafeBufferPointer<UInt8>, _ offset: inout Int
  ) -> (count: UInt64, end: Int)? {
    guard buffer.count - offset >= 8 else { return nil }
    var count = 0
    var length = 0
    for index in 0..<4 {
      count |= Int(buffer[offset + index]) << (8 * index)
      length |= Int(buffer[offset + 4 + index]) << (8 * index)
    }
    offset += 8
    guard length <= buffer.count - offset, count <= length else { return nil }
    return (UInt64(count), offset + length)
  }

  @inline(__always)
  static func varint(_ buffer: UnsafeBufferPointer<UInt8>, _ offset: inout Int) -> UInt64? {
    // One byte (most lengths: keys, words, short strings) without a loop.
    if offset < buffer.count, buffer[offset] < 0x80 {
      defer { offset &+= 1 }
      return UInt64(buffer[offset])
    }
    return longVarint(buffer, &offset)
  }

  /// ``varint(_:_:)`` of two bytes or more.
  private static func longVarint(
    _ buffer: UnsafeBufferPointer<UInt8>, _ offset: inout Int
  ) -> UInt64? {
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
