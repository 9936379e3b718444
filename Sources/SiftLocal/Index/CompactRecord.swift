import SiftCore

/// A record in a compact binary form: about the size of its JSON text, decoded back to the
/// same ``SiftCore/JSON`` value on demand (for the hits a search returns).
///
/// The encoding is a tag byte per value: null, false, true, an integer (zigzag varint), a
/// double (8 bytes), a string (varint length + UTF-8), an array (varint count, then the byte
/// length of its values in 4 bytes, then the values) or an object (the same, with key / value
/// pairs). The byte length lets a reader step over a value without reading it. It round-trips
/// every value exactly (non-finite doubles included).
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

  fileprivate init(page: RecordPage, start: Int, count: Int) {
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
    appendVarint(UInt64(members.count), to: writer)
    let length = writer.appendLength()
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
    writer.setLength(at: length)
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

  private static func appendVarint(_ value: UInt64, to buffer: RecordWriter) {
    buffer.appendVarint(value)
  }

  private static func appendString(_ text: String, to buffer: RecordWriter) {
    var text = text
    text.withUTF8 { buffer.appendString($0) }
  }

  private static func encode(_ value: JSON, into buffer: RecordWriter) {
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
        buffer.appendLittleEndian(double.bitPattern)
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

/// Encoded records back to back in one allocation: records of one write batch share pages, so
/// storing a record costs no allocation of its own, and the records of a bulk load lie in
/// memory in insertion order.
///
/// A page is written only by the ``RecordWriter`` that made it, before the batch that made it
/// publishes anything; after that its bytes never change, so it is shared across threads
/// without a lock (hence `@unchecked Sendable`). A page lives as long as one of its records.
final class RecordPage: @unchecked Sendable {
  /// The bytes.
  fileprivate(set) var base: UnsafeMutablePointer<UInt8>
  /// The bytes allocated.
  fileprivate(set) var capacity: Int
  /// The bytes written by complete records.
  fileprivate(set) var count = 0

  /// The page of ``CompactRecord/empty``.
  static let empty = RecordPage(capacity: 0)

  fileprivate init(capacity: Int) {
    self.capacity = capacity
    // One byte at least: a page always has storage.
    base = .allocate(capacity: max(capacity, 1))
  }

  deinit { base.deallocate() }

  /// Moves the bytes to an allocation of `capacity` bytes (at least ``count``).
  fileprivate func reallocate(capacity newCapacity: Int, keeping kept: Int) {
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(newCapacity, 1))
    storage.update(from: base, count: kept)
    base.deallocate()
    base = storage
    capacity = newCapacity
  }
}

/// Encodes records one after another into pages (``RecordPage``): the writer of one write
/// batch. Appending checks only the capacity (an array would also check that its storage is
/// not shared). Not `Sendable`: it belongs to the batch that made it.
final class RecordWriter {
  /// The largest page a batch fills before starting a new one: big enough that a page's
  /// header and slack are negligible, small enough that a few records still alive keep little
  /// else alive.
  static let pageSize = 1 << 20

  private var page: RecordPage
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The bytes written to ``page``, the current record's included.
  private var count = 0
  /// Where the current record starts in ``page``.
  private var recordStart = 0
  /// The capacity of the next page.
  private var nextCapacity: Int

  /// A writer for a batch of about `expectedRecords` records.
  init(expectedRecords: Int) {
    // About 256 bytes a record to start with; later pages double up to the page size.
    let first = min(
      Self.pageSize, max(64, expectedRecords.multipliedReportingOverflow(by: 256).partialValue))
    page = RecordPage(capacity: first)
    base = page.base
    capacity = first
    nextCapacity = min(Self.pageSize, first * 2)
  }

  /// Ends the current record: the bytes written since the last record ended.
  func endRecord() -> CompactRecord {
    let record = CompactRecord(page: page, start: recordStart, count: count - recordStart)
    recordStart = count
    page.count = count
    return record
  }

  /// Gives back the bytes of `record` if it is the last record written (a record replaced by
  /// another encoding of it before anything stored it).
  func discard(_ record: CompactRecord) {
    guard record.page === page, record.start + record.count == count, recordStart == count
    else { return }
    count = record.start
    recordStart = count
    page.count = count
  }

  /// Ends the batch: the last page gives back the room it did not use. Records already made
  /// stay valid (a record reads its page's storage when it is read).
  func finish() {
    if capacity - count > 4096, capacity > 2 * count {
      page.reallocate(capacity: count, keeping: count)
      base = page.base
      capacity = count
    }
  }

  /// Appends a byte.
  @inline(__always)
  func append(_ byte: UInt8) {
    if count == capacity { grow(to: count + 1) }
    base[count] = byte
    count += 1
  }

  /// Appends `value` as a varint (7 bits a byte, low bits first).
  @inline(__always)
  func appendVarint(_ value: UInt64) {
    if count + 10 > capacity { grow(to: count + 10) }
    var value = value
    while value >= 0x80 {
      base[count] = UInt8(truncatingIfNeeded: value) | 0x80
      count += 1
      value >>= 7
    }
    base[count] = UInt8(value)
    count += 1
  }

  /// Appends the 8 bytes of `value`, little-endian.
  func appendLittleEndian(_ value: UInt64) {
    if count + 8 > capacity { grow(to: count + 8) }
    var value = value.littleEndian
    withUnsafeBytes(of: &value) { bytes in
      guard let source = bytes.baseAddress else { return }
      UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: 8)
    }
    count += 8
  }

  /// Appends a string: its length as a varint, then its UTF-8 bytes.
  func appendString(_ utf8: UnsafeBufferPointer<UInt8>) {
    if count + 10 + utf8.count > capacity { grow(to: count + 10 + utf8.count) }
    appendVarint(UInt64(utf8.count))
    let target = base + count
    if utf8.count <= 16 {
      // Short strings (most keys and words): a loop costs less than a call to memmove.
      for index in 0..<utf8.count { target[index] = utf8[index] }
    } else if let source = utf8.baseAddress {
      target.update(from: source, count: utf8.count)
    }
    count += utf8.count
  }

  /// Appends room for a 4-byte length, set by ``setLength(at:)``.
  /// - Returns: where the length goes, from the start of the record.
  func appendLength() -> Int {
    if count + 4 > capacity { grow(to: count + 4) }
    count += 4
    return count - 4 - recordStart
  }

  /// Sets the length at `position` (from ``appendLength()``) to the bytes written after it.
  func setLength(at position: Int) {
    let position = recordStart + position
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

  /// Makes room for `needed` bytes in all: a page already holding records moves on to a new
  /// page, taking the current record's bytes with it; a page holding only the current record
  /// grows.
  private func grow(to needed: Int) {
    let partial = count - recordStart
    if recordStart > 0 {
      let fresh = RecordPage(capacity: max(nextCapacity, 2 * (needed - recordStart)))
      nextCapacity = min(Self.pageSize, nextCapacity * 2)
      fresh.base.update(from: base + recordStart, count: partial)
      page = fresh
      recordStart = 0
      count = partial
    } else {
      page.reallocate(capacity: max(needed, 2 * capacity), keeping: count)
    }
    base = page.base
    capacity = page.capacity
  }
}
