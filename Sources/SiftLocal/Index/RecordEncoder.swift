import SiftCore

/// Encodes records straight from JSON text into a ``RecordWriter``, from a ``JSONScanner``'s
/// events: no ``SiftCore/JSON`` value is built for a record on the way (a bulk load reads its
/// file once).
///
/// On the way it looks at what the validator would: a record is plain (it needs nothing more)
/// when it is an object whose `objectID` is a non-empty string, without `_geoloc`, whose
/// `_tags` (if any) is null, a string or an array of strings. A record with a key repeated in
/// one of its objects (the last value wins, as in ``SiftCore/JSON/parse(_:)-(Data)``) or a
/// non-ASCII key is flagged to be encoded again from its value.
struct RecordEncoder: JSONEventHandler {
  let writer: RecordWriter
  /// The record's objectID, when it is plain.
  private(set) var objectID: String?
  /// Whether the record needs nothing from the validator.
  private(set) var isPlain = true
  /// Whether the record must be encoded again from its value (a repeated or non-ASCII key).
  private(set) var needsReencoding = false

  /// The open arrays and objects: where each header is, and (objects) where its keys start
  /// in ``keys``.
  private var headers: [Int] = []
  private var keyBases: [Int] = []
  /// The open objects' keys so far: offset and length in the record.
  private var keys: [(offset: Int, count: Int)] = []
  /// What the top-level member being read is.
  private var member = Member.other
  /// A bit for each key of the record's own object read so far, by its length and last byte.
  private var topLevelKeyBits: UInt64 = 0

  /// The top-level members the validator cares about.
  private enum Member {
    case other, objectID, geoloc, tags, tagsArray
  }

  init(writer: RecordWriter) {
    self.writer = writer
  }

  /// Starts the next record.
  mutating func reset() {
    objectID = nil
    isPlain = true
    needsReencoding = false
    member = .other
  }

  /// The kinds of value, as far as the validator cares.
  private enum Kind {
    case null, string, scalar, array, object
  }

  /// A value of `kind` starts: a record that is not an object, or a reserved member that is
  /// not plain, makes the record not plain.
  @inline(__always)
  private mutating func valueStarts(_ kind: Kind) {
    switch headers.count {
    case 0:
      if kind != .object { isPlain = false }
    case 1:
      switch member {
      case .other, .tagsArray: break
      case .objectID: if kind != .string { isPlain = false }
      case .geoloc: isPlain = false
      case .tags:
        if kind == .array {
          member = .tagsArray
        } else if kind != .null, kind != .string {
          isPlain = false
        }
      }
    case 2:
      if member == .tagsArray, kind != .string { isPlain = false }
    default: break
    }
  }

  mutating func null() {
    valueStarts(.null)
    writer.append(CompactRecord.Tag.null.rawValue)
  }

  mutating func bool(_ flag: Bool) {
    valueStarts(.scalar)
    writer.append(flag ? CompactRecord.Tag.true.rawValue : CompactRecord.Tag.false.rawValue)
  }

  mutating func number(_ number: JSON.Number) {
    valueStarts(.scalar)
    CompactRecord.encode(number, into: writer)
  }

  mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) {
    valueStarts(.string)
    if headers.count == 1, member == .objectID {
      if utf8.isEmpty { isPlain = false } else { objectID = String(decoding: utf8, as: UTF8.self) }
    }
    writer.append(CompactRecord.Tag.string.rawValue)
    writer.appendString(utf8)
  }

  mutating func beginArray() {
    valueStarts(.array)
    open(.array)
  }

  mutating func endArray(count: Int) {
    close(count: count)
  }

  mutating func beginObject() {
    valueStarts(.object)
    open(.object)
  }

  private mutating func open(_ tag: CompactRecord.Tag) {
    writer.append(tag.rawValue)
    headers.append(writer.appendContainerHeader())
    keyBases.append(keys.count)
    if headers.count == 1 { topLevelKeyBits = 0 }
  }

  mutating func key(_ utf8: UnsafeBufferPointer<UInt8>) {
    // A key of the record's own object (most keys) is compared with the object's other keys
    // only when its bit (by length and last byte) was set by one of them.
    var mayRepeat = true
    if headers.count == 1 {
      let hash = UInt64(truncatingIfNeeded: utf8.count) &* 31 &+ UInt64(utf8.last ?? 0)
      let bit: UInt64 = 1 &<< (hash & 63)
      mayRepeat = topLevelKeyBits & bit != 0
      topLevelKeyBits |= bit
      member = Self.member(utf8)
    }
    if mayRepeat {
      let record = writer.currentRecord
      for index in keyBases[keyBases.count - 1]..<keys.count
      where keys[index].count == utf8.count {
        let key = keys[index]
        if CompactRecord.equal(
          UnsafeBufferPointer(rebasing: record[key.offset..<key.offset + key.count]), utf8)
        {
          needsReencoding = true
          break
        }
      }
    }
    // Past ASCII: the bytes or-ed together, with no branch per byte.
    var bits: UInt8 = 0
    for byte in utf8 { bits |= byte }
    if bits >= 0x80 { needsReencoding = true }
    writer.appendVarint(UInt64(utf8.count))
    keys.append((writer.currentRecord.count, utf8.count))
    writer.append(utf8)
  }

  mutating func endObject(count: Int) {
    close(count: count)
  }

  private mutating func close(count: Int) {
    writer.setContainerHeader(at: headers.removeLast(), count: count)
    keys.removeSubrange(keyBases.removeLast()...)
    if headers.count == 1 { member = .other }
  }

  /// Which reserved member a top-level key names.
  private static func member(_ key: UnsafeBufferPointer<UInt8>) -> Member {
    guard let first = key.first, first == UInt8(ascii: "o") || first == UInt8(ascii: "_") else {
      return .other
    }
    func named(_ name: StaticString) -> Bool {
      name.utf8CodeUnitCount == key.count
        && CompactRecord.equal(
          UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), key)
    }
    if named("objectID") { return .objectID }
    if named("_geoloc") { return .geoloc }
    if named("_tags") { return .tags }
    return .other
  }
}
