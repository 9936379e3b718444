import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

/// A saved directory's journal read back after damage: a torn append (the last entry, cut short
/// or failing its checks at the end of the file) is dropped; damage anywhere else is a typed
/// error naming the journal and the entry, and opening for writing then leaves the file as it
/// was.
final class JournalFileTests: XCTestCase {
  /// A directory saved with `records` records, then `writes` journaled writes of one record
  /// each; returns where each entry starts and the journal's end.
  private func journaled(
    records: Int = 3, writes: Int
  ) throws -> (directory: URL, journal: URL, starts: [Int], end: Int) {
    let directory = try temporaryDirectory()
    var starts: [Int] = []
    var end = 0
    do {
      let index = try LocalIndex(
        name: "things",
        records: (0..<records).map {
          ["objectID": .string("s\($0)"), "name": .string("saved \($0)")]
        })
      try index.save(to: directory, options: .init(compaction: .manual))
      for write in 0..<writes {
        try index.saveObjects([
          ["objectID": .string("w\(write)"), "name": .string("write \(write)")]
        ])
        let status = try XCTUnwrap(index.saveStatus)
        starts.append(end == 0 ? try journalHeaderSize(in: directory) : end)
        end = status.journalBytes
      }
    }
    return (directory, directory.appendingPathComponent("journal-1.log"), starts, end)
  }

  private func journalHeaderSize(in directory: URL) throws -> Int {
    let bytes = try Data(contentsOf: directory.appendingPathComponent("journal-1.log"))
    return Int(bytes[12]) | Int(bytes[13]) << 8
  }

  /// The objectIDs of the records written by journaled writes, in order.
  private func writes(_ index: LocalIndex) -> [String] {
    index.records.compactMap { $0["objectID"]?.stringValue }.filter { $0.hasPrefix("w") }
  }

  func test_everyFlippedByteOfEveryEntry_isATypedError_orLosesTheLastEntryOnly() throws {
    let (directory, journal, starts, end) = try journaled(writes: 4)
    let original = try Data(contentsOf: journal)
    XCTAssertEqual(original.count, end)
    let all = (0..<4).map { "w\($0)" }
    for offset in starts[0]..<end {
      let entry = starts.lastIndex { $0 <= offset } ?? 0
      for flip: UInt8 in [0x40, 0xFF] {
        var damaged = original
        damaged[offset] ^= flip
        let what = "byte \(offset) (entry \(entry)) ^ \(flip)"
        for access in [LocalIndex.Access.readOnly, .readWrite] {
          try damaged.write(to: journal)
          switch Result(catching: { () throws(LocalIndexError) in
            try LocalIndex(savedIn: directory, access: access)
          }) {
          case .success(let opened):
            // Only a flip in the last entry may open, without that entry.
            XCTAssertEqual(entry, 3, "\(what): opened with \(writes(opened)) (\(access))")
            XCTAssertEqual(writes(opened), Array(all.prefix(3)), what)
            XCTAssertEqual(
              try Data(contentsOf: journal),
              access == .readWrite ? damaged.prefix(starts[3]) : damaged,
              "\(what): a writer cuts the last entry, a reader changes nothing")
          case .failure(let error):
            XCTAssertEqual(
              error,
              .corruptFile(
                path: journal.path, part: "journal entry \(entry) at byte \(starts[entry])",
                reason: corruptionReason(of: error)),
              what)
            XCTAssertNotEqual(entry, 3, "\(what): the last entry damaged is taken for torn")
            XCTAssertEqual(try Data(contentsOf: journal), damaged, "\(what): the file changed")
          }
        }
      }
    }
  }

  private func corruptionReason(of error: LocalIndexError) -> String {
    if case .corruptFile(_, _, let reason) = error { return reason }
    return ""
  }

  /// Issue 46's case: a bit of an entry's length, other entries after it.
  func test_aDamagedLengthWithEntriesAfterIt_refusesToOpen_andLeavesTheJournalWhole() throws {
    let (directory, journal, starts, end) = try journaled(records: 40, writes: 6)
    var bytes = try Data(contentsOf: journal)
    bytes[starts[1] + 11] ^= 0x40  // the high byte of entry 1's length
    try bytes.write(to: journal)
    for access in [LocalIndex.Access.readWrite, .readOnly] {
      XCTAssertThrowsError(try LocalIndex(savedIn: directory, access: access)) {
        guard case .corruptFile(let path, let part, let reason)? = $0 as? LocalIndexError else {
          return XCTFail("unexpected \($0)")
        }
        XCTAssertEqual(path, journal.path)
        XCTAssertEqual(part, "journal entry 1 at byte \(starts[1])")
        XCTAssertTrue(reason.contains("a whole journal entry follows it"), reason)
      }
      XCTAssertEqual(try Data(contentsOf: journal), bytes, "opening \(access) changed the journal")
      XCTAssertEqual(bytes.count, end)
    }
  }

  func test_aDamagedEntryFollowedByATornAppend_isStillATypedError() throws {
    let (directory, journal, starts, end) = try journaled(writes: 3)
    var bytes = try Data(contentsOf: journal)
    bytes[starts[0] + 20] ^= 0x01
    // The last append torn: half of it is there.
    bytes = bytes.prefix(starts[2] + (end - starts[2]) / 2)
    try bytes.write(to: journal)
    XCTAssertThrowsError(try LocalIndex(savedIn: directory)) {
      guard case .corruptFile(_, let part, _)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
      XCTAssertEqual(part, "journal entry 0 at byte \(starts[0])")
    }
    XCTAssertEqual(try Data(contentsOf: journal), bytes)
  }

  /// Two entries damaged at the end are not one torn append: the first one's length passes its
  /// check, and bytes follow where it ends.
  func test_theLastTwoEntriesDamaged_areATypedError_notATornAppend() throws {
    let (directory, journal, starts, end) = try journaled(writes: 4)
    var bytes = try Data(contentsOf: journal)
    bytes[starts[2] + 20] ^= 0x01
    bytes[end - 1] ^= 0x01
    try bytes.write(to: journal)
    XCTAssertThrowsError(try LocalIndex(savedIn: directory)) {
      guard case .corruptFile(_, let part, let reason)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
      XCTAssertEqual(part, "journal entry 2 at byte \(starts[2])")
      XCTAssertEqual(reason, "its checksum does not match, and \(end - starts[3]) bytes follow it")
    }
    XCTAssertEqual(try Data(contentsOf: journal), bytes)
  }

  /// A journal written before format 2 (no salt) opens, and a writer continues it as it is.
  func test_aFormat1Journal_opens_andItsWritesContinueInFormat1() throws {
    let (directory, journal, _, _) = try journaled(writes: 0)
    let entries = (0..<3).map { number in
      JournalEntry.records(
        index: "things",
        mutations: [
          .upsert(
            objectID: "w\(number)",
            record: CompactRecord(["objectID": .string("w\(number)"), "name": "old"]))
        ],
        generatedIDs: 0)
    }
    var bytes = JournalFile.header(version: 1)
    var starts: [Int] = []
    for entry in entries {
      starts.append(bytes.count)
      bytes += JournalFile.frame(entry.encoded)
    }
    try Data(bytes).write(to: journal)
    do {
      let opened = try LocalIndex(savedIn: directory)
      XCTAssertEqual(writes(opened), ["w0", "w1", "w2"])
      try opened.saveObjects([["objectID": "w3", "name": "new"]])
    }
    let continued = try Data(contentsOf: journal)
    XCTAssertEqual(continued.prefix(bytes.count), Data(bytes))
    XCTAssertEqual(continued[8], 1, "still format 1")
    XCTAssertEqual(
      writes(try LocalIndex(savedIn: directory, access: .readOnly)), ["w0", "w1", "w2", "w3"])

    // Format 1's damage rule is format 2's: a damaged length with entries after it.
    var damaged = bytes
    damaged[starts[1] + 11] ^= 0x40
    try Data(damaged).write(to: journal)
    XCTAssertThrowsError(try LocalIndex(savedIn: directory)) {
      guard case .corruptFile(_, let part, _)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
      XCTAssertEqual(part, "journal entry 1 at byte \(starts[1])")
    }
    XCTAssertEqual(try Data(contentsOf: journal), Data(damaged))
  }
}
