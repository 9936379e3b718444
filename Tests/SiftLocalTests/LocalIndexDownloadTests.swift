import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

/// Downloads of an index into a saved directory, page by page, resumed where they stopped.
final class LocalIndexDownloadTests: XCTestCase {
  private func page(_ range: Range<Int>) -> [JSON] {
    range.map { ["objectID": .string("r\($0)"), "name": .string("record \($0)")] }
  }

  private func ids(_ index: LocalIndex) -> [String] {
    index.records.compactMap { $0["objectID"]?.stringValue }
  }

  func test_pagesKept_resumeInANewDownload_andFinishIntoASavedVersion() throws {
    let directory = try temporaryDirectory()
    do {
      let download = try LocalIndexDownload(directory: directory, indexName: "things")
      XCTAssertFalse(download.isResumed)
      try download.append(page(0..<3), cursor: "c1")
      try download.append(page(3..<6), cursor: "c2")
    }
    let download = try LocalIndexDownload(directory: directory, indexName: "things")
    XCTAssertTrue(download.isResumed)
    XCTAssertEqual(download.cursor, "c2")
    XCTAssertEqual(download.recordCount, 6)
    try download.append(page(6..<8), cursor: nil)
    XCTAssertTrue(download.isComplete)
    let index = try download.finish(
      settings: LocalIndexSettings(json: ["searchableAttributes": ["name"]]),
      synonyms: [["objectID": "s", "type": "synonym", "synonyms": ["a", "b"]]])
    XCTAssertEqual(ids(index), (0..<8).map { "r\($0)" })
    XCTAssertThrowsError(try index.saveObjects([["objectID": "x"]])) {
      XCTAssertEqual($0 as? LocalIndexError, .openedReadOnly(path: directory.path))
    }
    let opened = try LocalIndex(savedIn: directory)
    XCTAssertEqual(opened.records, index.records)
    XCTAssertEqual(opened.synonyms.count, 1)
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path + "/download"))
  }

  func test_aPageWrittenButNotLogged_isDownloadedAgain_notKeptTwice() throws {
    let directory = try temporaryDirectory()
    do {
      let download = try LocalIndexDownload(directory: directory, indexName: "things")
      try download.append(page(0..<3), cursor: "c1")
    }
    // A crash after the records of the next page were written, before its cursor was logged.
    let records = try FileHandle(
      forWritingTo: directory.appendingPathComponent("download/records.json"))
    try records.seekToEnd()
    try records.write(contentsOf: Data(#",{"objectID":"r3","name":"half"#.utf8))
    try records.close()
    let download = try LocalIndexDownload(directory: directory, indexName: "things")
    XCTAssertEqual(download.cursor, "c1")
    try download.append(page(3..<5), cursor: nil)
    XCTAssertEqual(
      ids(try download.finish(settings: LocalIndexSettings())), (0..<5).map { "r\($0)" })
  }

  func test_restart_dropsThePagesKept_andAnotherIndexsPagesAreNotResumed() throws {
    let directory = try temporaryDirectory()
    do {
      let download = try LocalIndexDownload(directory: directory, indexName: "things")
      try download.append(page(0..<3), cursor: "c1")
    }
    do {
      let other = try LocalIndexDownload(directory: directory, indexName: "others")
      XCTAssertFalse(other.isResumed)
      XCTAssertNil(other.cursor)
      try other.append(page(5..<6), cursor: "o1")
    }
    let download = try LocalIndexDownload(directory: directory, indexName: "things")
    XCTAssertFalse(download.isResumed, "another index's download replaced the pages")
    try download.append(page(0..<2), cursor: "c1")
    try download.restart()
    XCTAssertEqual(download.recordCount, 0)
    try download.append(page(10..<12), cursor: nil)
    XCTAssertEqual(ids(try download.finish(settings: LocalIndexSettings())), ["r10", "r11"])
  }

  func test_finishingEarly_orWithABadRecord_isATypedError_andKeepsThePreviousVersion() throws {
    let directory = try temporaryDirectory()
    do {
      let first = try LocalIndexDownload(directory: directory, indexName: "things")
      try first.append(page(0..<2), cursor: nil)
      _ = try first.finish(settings: LocalIndexSettings())
    }
    let download = try LocalIndexDownload(directory: directory, indexName: "things")
    try download.append(page(0..<2), cursor: "c1")
    XCTAssertThrowsError(try download.finish(settings: LocalIndexSettings())) {
      guard case .notAnIndexDirectory(_, let reason)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
      XCTAssertTrue(reason.contains("incomplete"), reason)
    }
    try download.append([["objectID": "bad", "_geoloc": ["lat": "north"]]], cursor: nil)
    XCTAssertThrowsError(try download.finish(settings: LocalIndexSettings())) {
      guard case .invalidRecord(2, "bad", "_geoloc.lat", _)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
    }
    XCTAssertEqual(ids(try LocalIndex(savedIn: directory, access: .readOnly)), ["r0", "r1"])
  }

  func test_aSecondDownload_ofTheSameDirectory_isRefused() throws {
    let directory = try temporaryDirectory()
    let download = try LocalIndexDownload(directory: directory, indexName: "things")
    XCTAssertThrowsError(try LocalIndexDownload(directory: directory, indexName: "things")) {
      XCTAssertEqual($0 as? LocalIndexError, .directoryLocked(path: directory.path))
    }
    withExtendedLifetime(download) {}
  }

  // MARK: - What a download keeps, checked

  private func keptFiles(_ directory: URL) -> (records: URL, log: URL) {
    (
      directory.appendingPathComponent("download/records.json"),
      directory.appendingPathComponent("download/progress.log")
    )
  }

  func test_aPageTheDiskHadNoRoomFor_isNotKept_andTheDownloadContinuesAfterThePageBefore()
    throws
  {
    let directory = try temporaryDirectory()
    // The first page (with the log's header) or the second fails after so many bytes: in its
    // records, or in its log entry.
    let failures =
      [0, 10, 40, 100, 120, 135].map { (page: 0, budget: $0) }
      + [0, 30, 80, 100].map { (page: 1, budget: $0) }
    for (failing, budget) in failures {
      let failure = "page \(failing), \(budget) bytes"
      do {
        let download = try LocalIndexDownload(
          directory: directory, indexName: "things", resuming: false)
        if failing == 1 { try download.append(page(0..<2), cursor: "c1") }
        download.writeFaults = WriteFaults(failAfterBytes: budget, kind: .diskFull)
        XCTAssertThrowsError(
          try download.append(page((failing * 2)..<(failing * 2 + 2)), cursor: "c2"), failure
        ) {
          guard case .writeFailed? = $0 as? LocalIndexError else {
            return XCTFail("\(failure): unexpected \($0)")
          }
        }
        XCTAssertEqual(download.recordCount, failing * 2, failure)
        download.writeFaults = nil
        try download.append(page((failing * 2)..<6), cursor: "c9")
      }
      let resumed = try LocalIndexDownload(directory: directory, indexName: "things")
      XCTAssertNil(resumed.damage, "\(failure): \(String(describing: resumed.damage))")
      XCTAssertEqual(resumed.cursor, "c9", failure)
      try resumed.append([], cursor: nil)
      XCTAssertEqual(
        ids(try resumed.finish(settings: LocalIndexSettings())), (0..<6).map { "r\($0)" },
        failure)
    }
  }

  func test_aTornLastLogEntry_isDroppedWithoutAReport_andItsPageDownloadedAgain() throws {
    let directory = try temporaryDirectory()
    do {
      let download = try LocalIndexDownload(directory: directory, indexName: "things")
      try download.append(page(0..<3), cursor: "c1")
      try download.append(page(3..<6), cursor: "c2")
    }
    // A crash while the second page's entry was appended: only part of it reached the disk.
    let log = keptFiles(directory).log
    let bytes = try Data(contentsOf: log)
    try bytes.prefix(bytes.count - 5).write(to: log)
    let download = try LocalIndexDownload(directory: directory, indexName: "things")
    XCTAssertNil(download.damage)
    XCTAssertEqual(download.cursor, "c1")
    XCTAssertEqual(download.recordCount, 3)
    try download.append(page(3..<6), cursor: nil)
    XCTAssertEqual(
      ids(try download.finish(settings: LocalIndexSettings())), (0..<6).map { "r\($0)" })
  }

  func test_aDamagedKeptPage_isReportedNamingTheFileAndPage_andDownloadedAgain() throws {
    let directory = try temporaryDirectory()
    do {
      let download = try LocalIndexDownload(directory: directory, indexName: "things")
      try download.append(page(0..<2), cursor: "c1")
      try download.append(page(2..<4), cursor: "c2")
      try download.append(page(4..<6), cursor: "c3")
    }
    let records = keptFiles(directory).records
    let text = try String(contentsOf: records, encoding: .utf8)
    try text.replacingOccurrences(of: "record 3", with: "record 8").write(
      to: records, atomically: false, encoding: .utf8)
    let download = try LocalIndexDownload(directory: directory, indexName: "things")
    guard case .corruptFile(let path, let part, _)? = download.damage else {
      return XCTFail("no damage reported: \(String(describing: download.damage))")
    }
    XCTAssertEqual(path, records.path)
    XCTAssertTrue(part.hasPrefix("page 1 (bytes "), part)
    XCTAssertTrue(download.isResumed)
    XCTAssertEqual(download.cursor, "c1", "resumed after the last page that checks out")
    XCTAssertEqual(download.recordCount, 2)
    try download.append(page(2..<6), cursor: nil)
    let index = try download.finish(settings: LocalIndexSettings())
    XCTAssertEqual(index.record(objectID: "r3")?["name"], "record 3")
    XCTAssertEqual(ids(index), (0..<6).map { "r\($0)" })
  }

  func test_finish_checksTheRecordsAgainstEachPage_andNamesTheOneDamagedSinceTheyWereKept()
    throws
  {
    let directory = try temporaryDirectory()
    let download = try LocalIndexDownload(directory: directory, indexName: "things")
    try download.append(page(0..<2), cursor: "c1")
    try download.append(page(2..<4), cursor: nil)
    let records = keptFiles(directory).records
    let text = try String(contentsOf: records, encoding: .utf8)
    try text.replacingOccurrences(of: "record 1", with: "record 7").write(
      to: records, atomically: false, encoding: .utf8)
    XCTAssertThrowsError(try download.finish(settings: LocalIndexSettings())) {
      guard case .corruptFile(let path, let part, _)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
      XCTAssertEqual(path, records.path)
      XCTAssertTrue(part.hasPrefix("page 0 (bytes 0..<"), part)
    }
    XCTAssertThrowsError(try LocalIndex(savedIn: directory, access: .readOnly)) {
      guard case .notAnIndexDirectory? = $0 as? LocalIndexError else {
        return XCTFail("something was saved: \($0)")
      }
    }
  }

  func test_notResuming_discardsWhatWasKept_evenWhatCannotBeRead() throws {
    let directory = try temporaryDirectory()
    do {
      let download = try LocalIndexDownload(directory: directory, indexName: "things")
      try download.append(page(0..<3), cursor: "c1")
    }
    // Something that is not a file where the log should be: it cannot be read.
    let log = keptFiles(directory).log
    try FileManager.default.removeItem(at: log)
    try FileManager.default.createDirectory(at: log, withIntermediateDirectories: false)
    XCTAssertThrowsError(try LocalIndexDownload(directory: directory, indexName: "things")) {
      guard case .unreadableFile(let path, _)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
      XCTAssertEqual(path, log.path)
    }
    let download = try LocalIndexDownload(
      directory: directory, indexName: "things", resuming: false)
    XCTAssertFalse(download.isResumed)
    XCTAssertNil(download.cursor)
    XCTAssertEqual(download.recordCount, 0)
    try download.append(page(5..<7), cursor: nil)
    XCTAssertEqual(ids(try download.finish(settings: LocalIndexSettings())), ["r5", "r6"])
  }

  func test_aLogWrittenBeforePagesHadChecksums_isDownloadedAfresh() throws {
    let directory = try temporaryDirectory()
    let (records, log) = keptFiles(directory)
    try FileManager.default.createDirectory(
      at: records.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Layout 0: the same entries, without the page's checksum.
    var entry = ByteWriter()
    entry.appendString("things")
    entry.append(1)
    entry.appendString("c1")
    let text = #"[{"objectID":"r0","name":"record 0"}"#
    entry.appendVarint(text.utf8.count)
    entry.appendVarint(1)
    var checked = ByteWriter()
    checked.appendUInt32(UInt32(entry.bytes.count))
    var framed = ByteWriter()
    framed.appendUInt64((checked.bytes + entry.bytes).withUnsafeBytes { Checksum.of($0) })
    framed.appendUInt32(UInt32(entry.bytes.count))
    try Data(DownloadLog.header(layout: 0) + framed.bytes + entry.bytes).write(to: log)
    try Data(text.utf8).write(to: records)

    let download = try LocalIndexDownload(directory: directory, indexName: "things")
    XCTAssertFalse(download.isResumed)
    XCTAssertNil(download.damage)
    XCTAssertNil(download.cursor)
  }
}
