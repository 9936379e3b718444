import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

/// The data protection class of a saved index: chosen on save and on open, stored in the version
/// saved, reported by `saveStatus`; a write the class refuses while the device is locked is a
/// typed error that changes nothing.
final class LocalIndexFileProtectionTests: XCTestCase {
  private func index() throws -> LocalIndex {
    try LocalIndex(name: "things", records: [["objectID": "1", "name": "lamp"]])
  }

  func test_aSave_storesTheDefaultClass_whenNoneIsChosen() throws {
    let directory = try temporaryDirectory()
    let saved = try index()
    try saved.save(to: directory)
    XCTAssertEqual(saved.saveStatus?.fileProtection, .completeUntilFirstUserAuthentication)
    XCTAssertEqual(
      try LocalIndex(savedIn: directory, access: .readOnly).saveStatus?.fileProtection,
      .completeUntilFirstUserAuthentication)
  }

  func test_theClassChosenOnSave_isStored_andReportedByEveryOpen() throws {
    let directory = try temporaryDirectory()
    for protection in LocalIndex.FileProtection.allCases {
      do {
        let saved = try index()
        try saved.save(to: directory, options: .init(fileProtection: protection))
        XCTAssertEqual(saved.saveStatus?.fileProtection, protection)
      }
      XCTAssertEqual(
        try LocalIndex(savedIn: directory, access: .readOnly).saveStatus?.fileProtection,
        protection)
      // An open that names no class keeps the directory's, in the versions it saves too.
      let writer = try LocalIndex(savedIn: directory)
      try writer.compact()
      XCTAssertEqual(writer.saveStatus?.fileProtection, protection)
    }
  }

  func test_theClassChosenOnOpen_isStoredByTheNextVersion() throws {
    let directory = try temporaryDirectory()
    try index().save(to: directory, options: .init(fileProtection: .complete))
    do {
      let writer = try LocalIndex(savedIn: directory, options: .init(fileProtection: .unprotected))
      XCTAssertEqual(writer.saveStatus?.fileProtection, .complete, "the version saved is")
      try writer.saveObjects([["objectID": "2", "name": "desk"]])
      try writer.compact()
      XCTAssertEqual(writer.saveStatus?.fileProtection, .unprotected)
    }
    let reader = try LocalSearchService(savedIn: directory, access: .readOnly)
    XCTAssertEqual(
      reader.index(named: "things")?.saveStatus?.fileProtection, .unprotected)
  }

  func test_aWriteWhileTheDataIsUnavailable_isATypedError_changesNothing_andWorksOnceAvailable()
    throws
  {
    let directory = try temporaryDirectory()
    let saved = try index()
    try saved.save(to: directory, options: .init(compaction: .manual))
    let savedDirectory = try XCTUnwrap(saved.withState { $0.directory })
    // The device locks: the journal cannot be made, then (once made) not written.
    for budget in [0, 1] {
      if budget == 1 { try saved.saveObjects([["objectID": "2", "name": "desk"]]) }
      savedDirectory.faults = WriteFaults(failAfterBytes: 0, kind: .protectedData)
      XCTAssertThrowsError(try saved.saveObjects([["objectID": "3", "name": "stool"]])) {
        XCTAssertEqual(
          $0 as? LocalIndexError,
          .protectedDataUnavailable(path: directory.appendingPathComponent("journal-1.log").path))
      }
      XCTAssertNil(saved.record(objectID: "3"), "a refused write changes nothing")
      savedDirectory.faults = nil
    }
    // Unlocked again: writes work, and every acknowledged write is there.
    try saved.saveObjects([["objectID": "4", "name": "chair"]])
    XCTAssertEqual(
      try LocalIndex(savedIn: directory, access: .readOnly).records.compactMap {
        $0["objectID"]?.stringValue
      }, ["1", "2", "4"])
  }

  func test_aFileSavedBeforeTheClassWasStored_reportsTheDefault() throws {
    let directory = try temporaryDirectory()
    try index().save(to: directory, options: .init(fileProtection: .complete))
    let saved = try ServiceFile.read(versionFile(in: directory).path)
    XCTAssertEqual(saved.fileProtection, .complete)
    // The same indices, their service section as saved before the class was stored in it.
    let older = try temporaryDirectory()
    let output = try FileOutput.create(
      older.appendingPathComponent("version-1.sift").path, faults: nil)
    _ = try ServiceFile.write(saved.indices, to: output, fileProtection: nil)
    output.close()
    XCTAssertEqual(
      try LocalIndex(savedIn: older, access: .readOnly).saveStatus?.fileProtection,
      .completeUntilFirstUserAuthentication)
  }
}
