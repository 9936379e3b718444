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
}
