import SiftCore
import XCTest

@testable import SiftLocal

final class CompactRecordTests: XCTestCase {
  func test_roundTrip_keepsEveryValueExactly() {
    let values: [JSON] = [
      .null, true, false, 0, -1, 42, .number(JSON.Number(Int64.max)),
      .number(JSON.Number(Int64.min)), 3.25, -0.5, .number(JSON.Number(Double.infinity)),
      "", "héllo wörld 🎉", ["a", 1, [true, .null]],
      ["objectID": "1", "nested": ["deep": ["x": 1.5]], "empty": [:], "list": []],
    ]
    for value in values {
      XCTAssertEqual(CompactRecord(value).value, value)
    }
  }

  /// Keys are compared eight bytes at a time, then byte by byte: a difference at any byte,
  /// in a whole word or in the tail, makes two runs unequal.
  func test_equal_seesADifferenceAtEveryByte() {
    var generator = SplitMix64(seed: 8)
    for length in 0...20 {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      bytes.withUnsafeBufferPointer { lhs in
        var copy = bytes
        copy.withUnsafeBufferPointer { XCTAssertTrue(CompactRecord.equal(lhs, $0), "\(length)") }
        for index in 0..<length {
          copy[index] ^= 0x40
          copy.withUnsafeBufferPointer {
            XCTAssertFalse(CompactRecord.equal(lhs, $0), "length \(length), byte \(index)")
          }
          copy[index] ^= 0x40
        }
        let longer = bytes + [0]
        longer.withUnsafeBufferPointer { XCTAssertFalse(CompactRecord.equal(lhs, $0)) }
      }
    }
  }

  func test_recordsOfOneWriter_readBackAfterPagesFillAndMove() {
    var generator = SplitMix64(seed: 3)
    let writer = RecordWriter(expectedRecords: 4)
    var written: [(record: CompactRecord, value: JSON)] = []
    for index in 0..<3000 {
      // Mostly small records, some larger than a page, some discarded right away.
      let size =
        index % 500 == 7 ? RecordWriter.pageSize + 10 : Int.random(in: 0..<300, using: &generator)
      let value: JSON = [
        "objectID": .string("\(index)"),
        "text": .string(String(repeating: "x", count: size)),
        "list": [1, 2.5, ["nested": .string("\(index)")]],
      ]
      let (record, objectID) = CompactRecord.encodeRecord(value, writer: writer)
      XCTAssertEqual(objectID, "\(index)")
      if index % 97 == 0 {
        writer.discard(record)
        continue
      }
      written.append((record, value))
    }
    writer.finish()
    for (record, value) in written { XCTAssertEqual(record.value, value) }
    // Published: every page is sealed, the ones the writer moved on from and the last.
    XCTAssertTrue(written.allSatisfy { $0.record.page.isSealed })
    let pages = Set(written.map { ObjectIdentifier($0.record.page) })
    XCTAssertGreaterThan(pages.count, 3)
    // A discarded record's bytes are written over by the next record.
    for page in pages {
      let onPage = written.filter { ObjectIdentifier($0.record.page) == page }
        .sorted { $0.record.start < $1.record.start }
      for (previous, next) in zip(onPage, onPage.dropFirst()) {
        XCTAssertEqual(previous.record.start + previous.record.count, next.record.start)
      }
    }
  }

  func test_truncatedBytes_decodeToNull() {
    let bytes = CompactRecord(["name": "a long enough string"]).bytes
    XCTAssertEqual(CompactRecord(bytes: Array(bytes.dropLast(3))).value, .null)
  }

  func test_valueOfSomeMembers_decodesThoseAndSkipsTheRest() {
    let record: JSON = [
      "objectID": "1", "name": "Red lamp", "meta": ["title": "Lamp", "n": [1, 2.5]],
      "a.b": "dotted", "description": "a long enough description", "price": 12,
    ]
    let compact = CompactRecord(record)
    func value(_ names: String...) -> JSON {
      var shape = CompactRecord.Shape()
      return compact.value(
        members: names.map { Array($0.utf8) }, reservingMembers: 0, shape: &shape)
    }
    XCTAssertEqual(
      value("name", "meta", "missing"),
      ["name": "Red lamp", "meta": ["title": "Lamp", "n": [1, 2.5]]])
    XCTAssertEqual(value("a.b", "price"), ["a.b": "dotted", "price": 12])
    // A key is matched whole: neither a prefix nor a longer key of it.
    XCTAssertEqual(value("nam", "names", "a"), [:])
    XCTAssertEqual(value(), [:])
    XCTAssertEqual(value("objectID", "name", "meta", "a.b", "description", "price"), record)
    // Not an object: the whole value.
    var shape = CompactRecord.Shape()
    XCTAssertEqual(
      CompactRecord(["x", 1]).value(members: [Array("x".utf8)], reservingMembers: 0, shape: &shape),
      ["x", 1])
  }

  func test_valueOfSomeMembers_ofDamagedBytes_neverTraps_andTruncatedIsNull() {
    let record: JSON = ["name": "a long enough string", "list": [1, 2, ["x": "y"]], "n": 2.5]
    let bytes = CompactRecord(record).bytes
    let names = [Array("name".utf8), Array("n".utf8)]
    var shape = CompactRecord.Shape()
    XCTAssertEqual(
      CompactRecord(bytes: bytes).value(members: names, reservingMembers: 0, shape: &shape),
      ["name": "a long enough string", "n": 2.5])
    // Cut anywhere: null, as the whole value is.
    for length in 0..<bytes.count {
      XCTAssertEqual(
        CompactRecord(bytes: Array(bytes.prefix(length))).value(
          members: names, reservingMembers: 0, shape: &shape),
        .null, "cut at \(length)")
    }
    for position in bytes.indices {
      for value: UInt8 in [0, 0x7F, 0xFF] {
        var corrupt = bytes
        corrupt[position] = value
        // With and without a shape made of the record as it was.
        for wanted in [names, nil] {
          _ = CompactRecord(bytes: corrupt).value(
            members: wanted, reservingMembers: 0, shape: &shape)
          var fresh = CompactRecord.Shape()
          _ = CompactRecord(bytes: corrupt).value(
            members: wanted, reservingMembers: 0, shape: &fresh)
        }
      }
    }
  }

  /// Records decoded one after another with one shape, some with the keys of the one before,
  /// some with others, some only their members named: each is what it holds, with room for the
  /// members asked for.
  func test_recordsDecodedWithOneShape_areEachWhatTheyHold() {
    var generator = SplitMix64(seed: 12)
    let shapes: [JSON] = [
      ["objectID": "1", "name": "Red lamp", "price": 12, "tags": ["a", "b"]],
      ["objectID": "2", "name": "Blue lamp", "price": 3.5, "tags": []],
      ["objectID": "3", "name": "Chair"],
      ["objectID": "4", "name": "Desk", "price": 7, "tags": ["c"], "meta": ["n": 1]],
      ["objectID": "5", "title": "Other keys"],
    ]
    let wantedLists: [[String]?] = [nil, ["name", "price"], ["objectID"], ["missing"]]
    for wanted in wantedLists {
      var shape = CompactRecord.Shape()
      let keys = wanted?.map { Array($0.utf8) }
      for round in 0..<60 {
        // Mostly the same record shape in a row, as in a catalogue; now and then another.
        let record =
          round % 7 == 6
          ? shapes.randomElement(using: &generator) ?? [:] : shapes[(round / 7) % shapes.count]
        let value = CompactRecord(record).value(members: keys, reservingMembers: 3, shape: &shape)
        var expected = record.objectValue ?? [:]
        if let wanted { expected = expected.filter { wanted.contains($0.key) } }
        XCTAssertEqual(value, .object(expected), "round \(round), wanted \(wanted ?? [])")
        XCTAssertGreaterThanOrEqual(value.objectValue?.capacity ?? 0, expected.count + 3)
      }
    }
  }
}

/// Reading encoded records in place (what the index build does) against the decoded values.
final class CompactRecordReadingTests: XCTestCase {
  private let keys = ["a", "b", "a.b", "name", "list", "_tags", "é", "0"]

  private func randomValue(_ generator: inout SplitMix64, depth: Int) -> JSON {
    let scalars: [JSON] = [
      .null, true, false, 0, 7, -3, 2.5, -0.0, 1e300, "", "Red shoe", "crème brûlée", "日本 語",
      "a-b_c", "x",
    ]
    let choice = Int.random(in: 0..<10, using: &generator)
    if depth >= 3 || choice < 6 { return scalars.randomElement(using: &generator) ?? .null }
    let size = Int.random(in: 0..<4, using: &generator)
    if choice < 8 {
      return .array((0..<size).map { _ in randomValue(&generator, depth: depth + 1) })
    }
    var members: [String: JSON] = [:]
    for _ in 0..<size {
      members[keys.randomElement(using: &generator) ?? "a"] = randomValue(
        &generator, depth: depth + 1)
    }
    return .object(members)
  }

  private func randomRecord(_ generator: inout SplitMix64) -> JSON {
    var members: [String: JSON] = [:]
    for key in keys where Bool.random(using: &generator) {
      members[key] = randomValue(&generator, depth: 1)
    }
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: break
    case 1: members["objectID"] = 12
    case 2: members["objectID"] = ""
    default: members["objectID"] = .string("id-\(Int.random(in: 0..<100, using: &generator))")
    }
    if Int.random(in: 0..<8, using: &generator) == 0 { members["_geoloc"] = ["lat": 1, "lng": 2] }
    return .object(members)
  }

  /// The texts (and `|` for a gap) the index reads from a decoded value.
  private func texts(_ value: JSON) -> [String] {
    switch value {
    case .string(let text): return [text]
    case .number(let number): return [number.description]
    case .array(let elements):
      return elements.enumerated().flatMap { ($0.offset > 0 ? ["|"] : []) + texts($0.element) }
    case .object(let members):
      return members.keys.sorted().flatMap { texts(members[$0] ?? .null) }
    case .bool, .null: return []
    }
  }

  func test_views_readWhatTheDecodedRecordHolds() throws {
    var generator = SplitMix64(seed: 17)
    let paths = [
      "a", "b", "a.b", "a.a", "name", "list", "list.name", "list.0", "list.0.a", "a.b.a", "é",
      "_tags", "0", "missing", "a.missing",
    ]
    var plainRecords = 0
    for _ in 0..<400 {
      let record = randomRecord(&generator)
      let (compact, plainObjectID) = CompactRecord.encodeRecord(
        record, writer: RecordWriter(expectedRecords: 1))
      XCTAssertEqual(compact, CompactRecord(record))
      var members = CompactRecord.MemberTable()
      compact.withRoot { root in
        XCTAssertEqual(root.json, record)
        members.load(root)
        for path in paths {
          var found: JSON?
          var calls = 0
          AttributePath(path).withValue(in: members) { view in
            found = view.json
            calls += 1
            XCTAssertEqual(SortValue(view), SortValue(view.json), path)
            var read: [String] = []
            IndexSnapshot.forEachText(in: view, gap: { read.append("|") }) {
              read.append(String(decoding: $0, as: UTF8.self))
            }
            XCTAssertEqual(read, texts(view.json), path)
          }
          XCTAssertLessThanOrEqual(calls, 1)
          XCTAssertEqual(found, record.attributeValue(path), "\(path) in \(record)")
        }
      }
      if let objectID = plainObjectID {
        plainRecords += 1
        XCTAssertEqual(try RecordValidator.validate(record, position: 0), objectID)
        XCTAssertEqual(record["objectID"], .string(objectID))
        XCTAssertNil(record["_geoloc"])
      } else if case .string(let text)? = record["objectID"], !text.isEmpty,
        record["_geoloc"] == nil, (try? RecordValidator.validate(record, position: 0)) != nil
      {
        XCTFail("a plain record read as needing checks: \(record)")
      }
    }
    XCTAssertGreaterThan(plainRecords, 50)
  }

  func test_truncatedOrCorruptBytes_readWithoutTrapping() {
    let record: JSON = ["name": "a long enough string", "list": [1, 2, ["x": "y"]], "n": 2.5]
    let bytes = CompactRecord(record).bytes
    var damaged = (0..<bytes.count).map { Array(bytes.prefix($0)) }
    for position in bytes.indices {
      for value: UInt8 in [0, 0x7F, 0xFF] {
        var corrupt = bytes
        corrupt[position] = value
        damaged.append(corrupt)
      }
    }
    for damagedBytes in damaged {
      let truncated = CompactRecord(bytes: damagedBytes)
      _ = truncated.value
      var members = CompactRecord.MemberTable()
      truncated.withRoot { root in
        members.load(root)
        _ = root.end
        for path in ["name", "list", "list.x", "n"] {
          AttributePath(path).withValue(in: members) { view in
            IndexSnapshot.forEachText(in: view, gap: {}) { _ in }
            _ = SortValue(view)
          }
        }
      }
    }
  }
}
