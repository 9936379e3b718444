import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

/// Crash safety of a saved directory: a save or a journaled write that dies at any byte, or
/// meets a full disk, leaves the directory opening as it was before.
final class IndexDirectoryTests: XCTestCase {
  private func index(_ names: [String]) throws -> LocalIndex {
    try LocalIndex(
      name: "things",
      records: names.enumerated().map {
        ["objectID": .string("\($0.offset)"), "name": .string($0.element)]
      },
      settings: LocalIndexSettings(json: ["attributesForFaceting": ["name"]]))
  }

  private func names(in directory: URL) throws -> [String] {
    try LocalIndex(savedIn: directory, access: .readOnly).records.compactMap {
      $0["name"]?.stringValue
    }
  }

  private func files(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  func test_aSaveThatDiesAtAnyByte_leavesThePreviousVersion() throws {
    let directory = try temporaryDirectory()
    try index(["old lamp"]).save(to: directory)
    let before = try Data(contentsOf: directory.appendingPathComponent("version-1.sift"))
    let replacement = try index(["new desk", "new chair"])
    let size = try {
      let scratch = try temporaryDirectory()
      try index(["new desk", "new chair"]).save(to: scratch)
      return try Data(contentsOf: versionFile(in: scratch)).count
    }()
    // Every byte of the first and last hundred, every seventh between.
    var budget = 0
    while true {
      do {
        try replacement.save(
          to: directory, options: .init(), faults: WriteFaults(failAfterBytes: budget, kind: .crash)
        )
        break
      } catch {
        guard case .writeFailed = error else { return XCTFail("at byte \(budget): \(error)") }
        // The directory opens as the newest version-N.sift: still version 1, as saved.
        let files = try files(in: directory)
        guard !files.contains("version-2.sift"),
          try Data(contentsOf: directory.appendingPathComponent("version-1.sift")) == before
        else { return XCTFail("a save dying at byte \(budget) changed the directory: \(files)") }
        if budget % 64 == 0 { XCTAssertEqual(try names(in: directory), ["old lamp"]) }
      }
      budget += budget < 100 || budget > size - 100 ? 1 : 7
    }
    XCTAssertGreaterThan(budget, size, "the save wrote its whole file before it succeeded")
    XCTAssertEqual(try names(in: directory), ["new desk", "new chair"])
    XCTAssertEqual(try files(in: directory), ["sift.lock", "version-2.sift"], "leftovers removed")
  }

  func test_aFullDisk_failsTheSave_withATypedError_andLeavesNoTrace() throws {
    let directory = try temporaryDirectory()
    try index(["old lamp"]).save(to: directory)
    let replacement = try index(["new desk"])
    for budget in stride(from: 0, to: 3000, by: 7) {
      XCTAssertThrowsError(
        try replacement.save(
          to: directory, options: .init(),
          faults: WriteFaults(failAfterBytes: budget, kind: .diskFull))
      ) {
        guard case .writeFailed(let path, let reason)? = $0 as? LocalIndexError else {
          return XCTFail("unexpected \($0)")
        }
        XCTAssertTrue(path.hasPrefix(directory.path), path)
        XCTAssertTrue(reason.contains("No space left on device"), reason)
      }
      XCTAssertEqual(try files(in: directory), ["sift.lock", "version-1.sift"])
    }
    XCTAssertEqual(try names(in: directory), ["old lamp"])
  }

  func test_aJournaledWriteThatDiesAtAnyByte_leavesTheWritesBeforeIt_orAllOfIt() throws {
    let template = try temporaryDirectory()
    do {
      let saved = try index(["lamp"])
      try saved.save(to: template)
      try saved.saveObjects([["objectID": "1", "name": "desk"]])
    }
    let directory = try temporaryDirectory()
    var budget = 0
    var sawTheWrite = false
    while true {
      try FileManager.default.removeItem(at: directory)
      try FileManager.default.copyItem(at: template, to: directory)
      let opened = try LocalIndex(savedIn: directory)
      try XCTUnwrap(opened.withState { $0.directory }).faults = WriteFaults(
        failAfterBytes: budget, kind: .crash)
      do {
        try opened.saveObjects([["objectID": "2", "name": "chair"]])
        break
      } catch {
        guard case .writeFailed = error else { return XCTFail("at byte \(budget): \(error)") }
        XCTAssertNil(opened.record(objectID: "2"), "a failed write changes nothing in memory")
      }
      // The process died: the directory opens as before the write, or (when the entry was
      // written but not yet synced) with all of it; never with a part of it.
      let after = try names(in: directory)
      if after == ["lamp", "desk", "chair"] {
        sawTheWrite = true
      } else {
        XCTAssertEqual(after, ["lamp", "desk"], "at byte \(budget)")
        XCTAssertFalse(sawTheWrite, "at byte \(budget), the write is gone again")
      }
      budget += 1
    }
    XCTAssertGreaterThan(budget, 20, "the write failed at every byte of its entry first")
    XCTAssertEqual(try names(in: directory), ["lamp", "desk", "chair"])
  }

  func test_afterATornAppend_theNextWritesFollowTheLastWholeEntry() throws {
    let directory = try temporaryDirectory()
    do {
      let saved = try index(["lamp"])
      try saved.save(to: directory)
      try saved.saveObjects([["objectID": "1", "name": "desk"]])
      saved.withState { $0.directory }?.faults = WriteFaults(failAfterBytes: 10, kind: .crash)
      XCTAssertThrowsError(try saved.saveObjects([["objectID": "2", "name": "chair"]]))
    }
    do {
      let reopened = try LocalIndex(savedIn: directory)
      try reopened.saveObjects([["objectID": "3", "name": "stool"]])
    }
    XCTAssertEqual(try names(in: directory), ["lamp", "desk", "stool"])
  }

  func test_aFullDiskDuringAJournaledWrite_failsIt_andTheNextWriteSucceeds() throws {
    let directory = try temporaryDirectory()
    let saved = try index(["lamp"])
    try saved.save(to: directory)
    try saved.saveObjects([["objectID": "1", "name": "desk"]])
    let savedDirectory = try XCTUnwrap(saved.withState { $0.directory })
    savedDirectory.faults = WriteFaults(failAfterBytes: 5, kind: .diskFull)
    XCTAssertThrowsError(try saved.saveObjects([["objectID": "2", "name": "chair"]])) {
      guard case .writeFailed(let path, _)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
      XCTAssertEqual(path, directory.appendingPathComponent("journal-1.log").path)
    }
    XCTAssertNil(saved.record(objectID: "2"))
    savedDirectory.faults = nil
    try saved.saveObjects([["objectID": "3", "name": "stool"]])
    XCTAssertEqual(try names(in: directory), ["lamp", "desk", "stool"])
  }

  func test_journalCutAtEveryByte_opensWithTheWholeEntriesBeforeTheCut() throws {
    let directory = try temporaryDirectory()
    var boundaries: [Int] = []
    do {
      let saved = try index(["lamp"])
      try saved.save(to: directory, options: .init(compaction: .manual))
      for name in ["desk", "chair", "stool"] {
        try saved.saveObjects([["objectID": .string(name), "name": .string(name)]])
        boundaries.append(try XCTUnwrap(saved.saveStatus).journalBytes)
      }
    }
    let journal = directory.appendingPathComponent("journal-1.log")
    let bytes = try Data(contentsOf: journal)
    XCTAssertEqual(boundaries.last, bytes.count)
    for length in 0..<bytes.count {
      try bytes.prefix(length).write(to: journal, options: .atomic)
      let whole = boundaries.filter { $0 <= length }.count
      let expected = ["lamp"] + ["desk", "chair", "stool"].prefix(whole)
      guard try names(in: directory) == expected else {
        return XCTFail("cut at \(length): \(try names(in: directory))")
      }
    }
  }

  func test_aFlippedByteInAJournalEntryFollowedByOthers_isATypedError() throws {
    let directory = try temporaryDirectory()
    do {
      let saved = try index(["lamp"])
      try saved.save(to: directory, options: .init(compaction: .manual))
      try saved.saveObjects([["objectID": "1", "name": "desk"]])
      try saved.saveObjects([["objectID": "2", "name": "chair"]])
    }
    let journal = directory.appendingPathComponent("journal-1.log")
    var bytes = try Data(contentsOf: journal)
    let headerSize = Int(bytes[12])
    bytes[headerSize + 20] ^= 0x04
    try bytes.write(to: journal)
    XCTAssertThrowsError(try LocalIndex(savedIn: directory, access: .readOnly)) {
      guard case .corruptFile(let path, let part, let reason)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
      XCTAssertEqual(path, journal.path)
      XCTAssertEqual(part, "journal entry 0 at byte \(headerSize)")
      XCTAssertTrue(reason.hasPrefix("its checksum does not match"), reason)
    }
  }

  /// Found by the saved-index fuzzer: an entry whose checksum holds but whose record is not a
  /// valid encoding (or not the record of its objectID) used to open as a record that reads as
  /// `null`, with no objectID.
  func test_aJournalEntryWhoseRecordIsNotAValidRecord_isATypedError() throws {
    let directory = try temporaryDirectory()
    do {
      let saved = try index(["lamp"])
      try saved.save(to: directory, options: .init(compaction: .manual))
      try saved.saveObjects([["objectID": "1", "name": "desk"]])
    }
    let journal = directory.appendingPathComponent("journal-1.log")
    let valid = try Data(contentsOf: journal)
    let records: [(CompactRecord, String)] = [
      (CompactRecord(bytes: [CompactRecord.Tag.object.rawValue, 1, 0]), "not a valid record"),
      (CompactRecord(["objectID": "2", "name": "chair"]), "the record of objectID 2"),
      (CompactRecord(["name": "chair"]), "without an objectID"),
    ]
    for (record, what) in records {
      let entry = JournalEntry.records(
        index: "things", mutations: [.upsert(objectID: "9", record: record)], generatedIDs: 0)
      // Framed as the journal frames its entries: keyed by the salt of its header.
      let salt = valid[24..<32].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      try (valid + JournalFile.frame(entry.encoded, layout: .salted(salt))).write(to: journal)
      XCTAssertThrowsError(try LocalIndex(savedIn: directory, access: .readOnly), what) {
        guard case .corruptFile(let path, let part, _)? = $0 as? LocalIndexError else {
          return XCTFail("\(what): unexpected \($0)")
        }
        XCTAssertEqual(path, journal.path, what)
        XCTAssertEqual(part, "journal entry 1 at byte \(valid.count)", what)
      }
    }
  }

  func test_aServiceSaved_reopensWithEveryIndex_andJournalsEachOnesWrites() throws {
    let directory = try temporaryDirectory()
    do {
      let service = LocalSearchService()
      try service.createIndex(named: "a", records: [["objectID": "1", "name": "alpha"]])
      try service.save(to: directory)
      try service.createIndex(named: "b", records: [["objectID": "1", "name": "beta"]])
      try service.index(named: "a")?.saveObjects([["objectID": "2", "name": "again"]])
      try service.index(named: "b")?.deleteObjects(objectIDs: ["1"])
    }
    let reopened = try LocalSearchService(savedIn: directory, access: .readOnly)
    XCTAssertEqual(reopened.indexNames, ["a", "b"])
    XCTAssertEqual(reopened.index(named: "a")?.count, 2)
    XCTAssertEqual(reopened.index(named: "b")?.count, 0)
  }

  func test_compactingWhenAnIndexOfTheDirectoryIsGone_keepsIt() throws {
    let directory = try temporaryDirectory()
    let kept: LocalIndex
    do {
      let service = LocalSearchService()
      try service.createIndex(named: "a", records: [["objectID": "1", "name": "alpha"]])
      try service.createIndex(named: "b", records: [["objectID": "1", "name": "beta"]])
      try service.save(to: directory)
      try service.index(named: "b")?.saveObjects([["objectID": "2", "name": "bravo"]])
      kept = try XCTUnwrap(service.index(named: "a"))
    }
    try kept.saveObjects([["objectID": "2", "name": "again"]])
    try kept.compact()
    XCTAssertEqual(kept.saveStatus?.journalEntries, 0)
    let reopened = try LocalSearchService(savedIn: directory, access: .readOnly)
    XCTAssertEqual(reopened.index(named: "a")?.count, 2)
    XCTAssertEqual(reopened.index(named: "b")?.record(objectID: "2")?["name"], "bravo")
  }
}
