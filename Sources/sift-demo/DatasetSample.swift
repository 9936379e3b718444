import Foundation
import Sift

/// The first records of a dataset, read from the head of its file (a megabyte at most), to
/// guess how to show records that come without settings: which attribute is a title, which a
/// description, which make good facets.
///
/// Only the head is read, whatever the file's size; the index itself is loaded by the library.
struct DatasetSample {
  /// The records read, in file order.
  var records: [JSON]
  /// The records' top-level attribute names, in the order they first appear in the file.
  var attributes: [String]

  /// A sample of records already in memory, with their attributes in name order.
  init(records: [JSON]) {
    self.records = records
    var names = Set<String>()
    for record in records {
      if case .object(let fields) = record { names.formUnion(fields.keys) }
    }
    self.attributes = names.sorted()
  }

  /// The first complete records of the JSON array in `url`; empty when the file cannot be read
  /// or does not start as an array of objects (the load then says what is wrong).
  init(headOf url: URL, maxBytes: Int = 1 << 20, maxRecords: Int = 1_000) {
    records = []
    attributes = []
    guard let handle = try? FileHandle(forReadingFrom: url) else { return }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: maxBytes) else { return }
    let bytes = [UInt8](head)
    for range in Self.elementRanges(in: bytes, limit: maxRecords) {
      guard let record = try? JSON.parse(Data(bytes[range])), case .object = record else {
        continue
      }
      records.append(record)
    }
    attributes = Self.keysInOrder(in: bytes, elements: Self.elementRanges(in: bytes, limit: 50))
  }

  /// The byte ranges of the top-level array's complete elements in `bytes`.
  private static func elementRanges(in bytes: [UInt8], limit: Int) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var depth = 0
    var inString = false
    var escaped = false
    var start: Int?
    for (offset, byte) in bytes.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        if depth == 2 { start = offset }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == 2, let first = start {
          ranges.append(first..<(offset + 1))
          if ranges.count >= limit { return ranges }
          start = nil
        }
        depth -= 1
        if depth <= 0 { return ranges }
      default: break
      }
    }
    return ranges
  }

  /// The names of the objects' own keys, in the order they first appear.
  private static func keysInOrder(in bytes: [UInt8], elements: [Range<Int>]) -> [String] {
    var names: [String] = []
    var seen = Set<String>()
    for range in elements {
      var depth = 0
      var index = range.lowerBound
      while index < range.upperBound {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          var end = index + 1
          while end < range.upperBound, bytes[end] != UInt8(ascii: "\"") {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
          }
          var next = end + 1
          while next < range.upperBound,
            bytes[next] == 0x20 || bytes[next] == 0x0A
              || bytes[next] == 0x0D || bytes[next] == 0x09
          {
            next += 1
          }
          if depth == 1, next < range.upperBound, bytes[next] == UInt8(ascii: ":"),
            end <= range.upperBound,
            let name = try? JSON.parse(Data(bytes[index...min(end, range.upperBound - 1)]))
              .stringValue, seen.insert(name).inserted
          {
            names.append(name)
          }
          index = end + 1
          continue
        }
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
        if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1 }
        index += 1
      }
    }
    return names
  }
}
