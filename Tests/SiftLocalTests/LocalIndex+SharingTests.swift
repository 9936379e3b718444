import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A saved directory shared: writers that hold its lock only while they write take turns and see
/// each other's writes; readers see new writes and versions by refreshing; a writer that holds
/// the lock while open can release the directory.
final class LocalIndexSharingTests: XCTestCase {
  private let taking = LocalIndex.SaveOptions(compaction: .manual, locking: .whileWriting)

  private func index(_ ids: [String] = ["a"]) throws -> LocalIndex {
    try LocalIndex(
      name: "things", records: ids.map { ["objectID": .string($0), "name": .string("name \($0)")] })
  }

  private func ids(_ index: LocalIndex) -> [String] {
    index.records.compactMap { $0["objectID"]?.stringValue }.sorted()
  }

  /// Whether another writer could take the directory's lock now.
  private func lockIsFree(_ directory: URL) throws -> Bool {
    let descriptor = open(directory.appendingPathComponent("sift.lock").path, O_RDWR)
    guard descriptor >= 0 else { throw XCTSkip("no lock file") }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
    flock(descriptor, LOCK_UN)
    return true
  }

  // MARK: - The lock held only while writing

  func test_whileWriting_theLockIsFreeBetweenWrites() throws {
    let directory = try temporaryDirectory()
    let saved = try index()
    try saved.save(to: directory, options: taking)
    XCTAssertTrue(try lockIsFree(directory), "after the save")
    try saved.saveObjects([["objectID": "b"]])
    XCTAssertTrue(try lockIsFree(directory), "after a write")
    try saved.compact()
    XCTAssertTrue(try lockIsFree(directory), "after a compaction")
    let opened = try LocalIndex(savedIn: directory, options: taking)
    XCTAssertTrue(try lockIsFree(directory), "after an open for writing")
    try opened.setSettings(LocalIndexSettings(json: ["searchableAttributes": ["name"]]))
    XCTAssertTrue(try lockIsFree(directory), "after a change of settings")
    XCTAssertEqual(opened.saveStatus?.locking, .whileWriting)
  }

  func test_whileOpen_theLockIsHeldUntilTheWriterGoes() throws {
    let directory = try temporaryDirectory()
    do {
      let saved = try index()
      try saved.save(to: directory, options: .init(locking: .whileOpen))
      XCTAssertFalse(try lockIsFree(directory))
      try saved.saveObjects([["objectID": "b"]])
      XCTAssertFalse(try lockIsFree(directory))
    }
    XCTAssertTrue(try lockIsFree(directory))
  }

  func test_theDefault_holdsTheLockWhileWritingOnApplePlatforms_andWhileOpenElsewhere() {
    #if canImport(Darwin)
      XCTAssertEqual(LocalIndex.SaveOptions().locking, .whileWriting)
    #else
      XCTAssertEqual(LocalIndex.SaveOptions().locking, .whileOpen)
    #endif
  }

  func test_twoWritersInOneProcess_takeTurns_eachFollowingTheOthersWrites() throws {
    let directory = try temporaryDirectory()
    let first = try index()
    try first.save(to: directory, options: taking)
    let second = try LocalIndex(savedIn: directory, options: taking)
    try first.saveObjects([["objectID": "b"]])
    XCTAssertEqual(ids(second), ["a"], "a writer catches up when it writes, not before")
    try second.saveObjects([["objectID": "c"]])
    XCTAssertEqual(ids(second), ["a", "b", "c"])
    try first.deleteObjects(objectIDs: ["a"])
    XCTAssertEqual(ids(first), ["b", "c"])
    // Generated objectIDs continue the other writer's counter.
    let generated = try first.saveObjects([["name": "x"]]) + second.saveObjects([["name": "y"]])
    XCTAssertEqual(Set(generated).count, 2, "\(generated)")
    XCTAssertEqual(ids(first).count, 3, "not the second writer's yet")
    XCTAssertEqual(try second.refresh(), false, "its own write was the last")
    XCTAssertEqual(try first.refresh(), true)
    XCTAssertEqual(ids(first), ids(second))
    let reopened = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertEqual(reopened.records, second.records)
  }

  func test_aWriter_followsAnotherWritersCompactionAndSettings_withItsReplicas() throws {
    let directory = try temporaryDirectory()
    let first = try index(["a", "b"])
    try first.save(to: directory, options: taking)
    let second = try LocalIndex(savedIn: directory, options: taking)
    var settings = first.settings
    settings.replicas = ["things_by_name"]
    try first.setSettings(settings)
    try first.saveObjects([["objectID": "c"]])
    try first.compact()
    try first.saveObjects([["objectID": "d"]])
    // The second writer's write lands after all of them.
    try second.saveObjects([["objectID": "e"]])
    XCTAssertEqual(second.replicas.map(\.name), ["things_by_name"])
    XCTAssertEqual(ids(second), ["a", "b", "c", "d", "e"])
    XCTAssertEqual(second.replicas.first?.count, 5)
    XCTAssertEqual(second.saveStatus?.version, 2)
    let reopened = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertEqual(ids(reopened), ["a", "b", "c", "d", "e"])
    XCTAssertEqual(reopened.replicas.map(\.name), ["things_by_name"])
  }

  func test_aWriteToAnIndexAnotherWriterReplaced_isATypedError() throws {
    let directory = try temporaryDirectory()
    let first = try index()
    try first.save(to: directory, options: taking)
    try LocalIndex(name: "others", records: [["objectID": "z"]]).save(
      to: directory, options: taking)
    XCTAssertThrowsError(try first.saveObjects([["objectID": "b"]])) {
      guard case .notAnIndexDirectory(let path, let reason)? = $0 as? LocalIndexError else {
        return XCTFail("unexpected \($0)")
      }
      XCTAssertEqual(path, directory.path)
      XCTAssertTrue(reason.contains("things"), reason)
    }
    XCTAssertEqual(try LocalIndex(savedIn: directory, access: .readOnly).name, "others")
  }

  /// Errors collected from several threads.
  private final class Errors: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [LocalIndexError] = []

    func add(_ error: LocalIndexError) { lock.withLock { errors.append(error) } }
    var all: [LocalIndexError] { lock.withLock { errors } }
  }

  func test_writersOnManyThreads_loseNoWrite() throws {
    let directory = try temporaryDirectory()
    let first = try index()
    try first.save(to: directory, options: taking)
    let second = try LocalIndex(savedIn: directory, options: taking)
    let errors = Errors()
    DispatchQueue.concurrentPerform(iterations: 40) { number in
      do throws(LocalIndexError) {
        try (number % 2 == 0 ? first : second).saveObjects([["objectID": .string("w\(number)")]])
      } catch {
        errors.add(error)
      }
    }
    XCTAssertEqual(errors.all, [])
    XCTAssertEqual(try LocalIndex(savedIn: directory, access: .readOnly).count, 41)
  }

  func test_aWriteThatCannotTakeTheLockInTime_isATypedError_andChangesNothing() throws {
    let directory = try temporaryDirectory()
    let saved = try index()
    try saved.save(to: directory, options: taking)
    try XCTUnwrap(saved.withState { $0.directory }).lockWait = .zero
    // Another writer holds the lock (one that holds it while open, say).
    let holder = try DirectoryLock(directory: directory.path, protection: nil)
    try holder.acquire()
    XCTAssertThrowsError(try saved.saveObjects([["objectID": "b"]])) {
      XCTAssertEqual($0 as? LocalIndexError, .directoryLocked(path: directory.path))
    }
    XCTAssertNil(saved.record(objectID: "b"))
    holder.release()
    try saved.saveObjects([["objectID": "b"]])
    XCTAssertEqual(ids(try LocalIndex(savedIn: directory, access: .readOnly)), ["a", "b"])
  }

  func test_twoProcesses_alternatingWrites_eachSeeTheOthers() throws {
    let directory = try temporaryDirectory()
    let parent = try index(["start"])
    try parent.save(to: directory, options: taking)
    let child = try WriterProcess(directory: directory)
    var expected = ["start"]
    for turn in 0..<4 {
      try parent.saveObjects([["objectID": .string("p\(turn)"), "by": "parent"]])
      expected.append("p\(turn)")
      XCTAssertEqual(ids(parent), expected.sorted(), "the parent's write \(turn)")
      XCTAssertTrue(try lockIsFree(directory))
      expected.append("c\(turn)")
      XCTAssertEqual(
        try child.send("write c\(turn)"), "wrote " + expected.sorted().joined(separator: ","),
        "the child's write \(turn)")
      XCTAssertTrue(try lockIsFree(directory))
    }
    let generated = try parent.saveObjects([["by": "parent"]])
    let answer = try child.send("generate")
    XCTAssertTrue(answer.hasPrefix("generated "), answer)
    XCTAssertNotEqual(generated, [String(answer.dropFirst("generated ".count))])
    try child.quit()
    let reopened = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertEqual(reopened.count, expected.count + 2)
  }

  // MARK: - Readers that see new versions

  func test_aReader_seesTheWritersWritesAndVersions_whenItRefreshes() throws {
    let directory = try temporaryDirectory()
    for locking in [LocalIndex.SaveOptions.Locking.whileOpen, .whileWriting] {
      let writer = try index()
      try writer.save(to: directory, options: .init(compaction: .manual, locking: locking))
      let reader = try LocalIndex(savedIn: directory, access: .readOnly)
      XCTAssertEqual(try reader.refresh(), false)
      try writer.saveObjects([["objectID": "b"]])
      try writer.saveObjects([["objectID": "c"]])
      XCTAssertEqual(ids(reader), ["a"], "\(locking)")
      XCTAssertEqual(try reader.refresh(), true)
      XCTAssertEqual(ids(reader), ["a", "b", "c"], "\(locking)")
      try writer.compact()
      try writer.deleteObjects(objectIDs: ["a"])
      XCTAssertEqual(try reader.refresh(), true)
      XCTAssertEqual(ids(reader), ["b", "c"], "\(locking)")
      XCTAssertEqual(reader.saveStatus?.version, writer.saveStatus?.version)
      XCTAssertEqual(reader.saveStatus?.journalEntries, 1)
      XCTAssertEqual(try reader.refresh(), false)
      XCTAssertThrowsError(try reader.saveObjects([["objectID": "x"]]))
    }
  }

  func test_aReadersService_servesTheIndicesTheDirectoryGained() throws {
    let directory = try temporaryDirectory()
    let writer = LocalSearchService()
    try writer.createIndex(named: "a", records: [["objectID": "1"]])
    try writer.save(to: directory, options: taking)
    let reader = try LocalSearchService(savedIn: directory, access: .readOnly)
    try writer.createIndex(named: "b", records: [["objectID": "2"]])
    try writer.index(named: "a")?.saveObjects([["objectID": "3"]])
    XCTAssertEqual(reader.indexNames, ["a"])
    XCTAssertEqual(try reader.refresh(), true)
    XCTAssertEqual(reader.indexNames, ["a", "b"])
    XCTAssertEqual(reader.index(named: "a")?.count, 2)
    XCTAssertEqual(reader.index(named: "b")?.record(objectID: "2")?["objectID"], "2")
    try writer.index(named: "b")?.saveObjects([["objectID": "4"]])
    XCTAssertEqual(try reader.refresh(), true)
    XCTAssertEqual(reader.index(named: "b")?.count, 2)
  }

  func test_aReaderOfAnEmptyService_servesTheFirstIndexSaved() throws {
    let directory = try temporaryDirectory()
    let writer = LocalSearchService()
    try writer.save(to: directory, options: taking)
    let reader = try LocalSearchService(savedIn: directory, access: .readOnly)
    XCTAssertEqual(try reader.refresh(), false)
    try writer.createIndex(named: "a", records: [["objectID": "1"]])
    XCTAssertEqual(try reader.refresh(), true)
    XCTAssertEqual(reader.index(named: "a")?.count, 1)
  }

  // MARK: - Releasing the directory

  func test_releaseDirectory_letsTheDirectoryBeOpenedForWritingAgain_inTheSameProcess() throws {
    let directory = try temporaryDirectory()
    let saved = try index()
    try saved.save(to: directory, options: .init(locking: .whileOpen))
    XCTAssertThrowsError(try LocalIndex(savedIn: directory, options: .init(locking: .whileOpen)))
    saved.releaseDirectory()
    XCTAssertEqual(saved.saveStatus?.access, .readOnly)
    XCTAssertThrowsError(try saved.saveObjects([["objectID": "b"]])) {
      XCTAssertEqual($0 as? LocalIndexError, .openedReadOnly(path: directory.path))
    }
    let writer = try LocalIndex(savedIn: directory, options: .init(locking: .whileOpen))
    try writer.saveObjects([["objectID": "c"]])
    XCTAssertEqual(try saved.refresh(), true, "a released index still reads what is saved")
    XCTAssertEqual(ids(saved), ["a", "c"])
    // Saving it again makes it a writer again, of a new version.
    writer.releaseDirectory()
    try saved.save(to: directory)
    XCTAssertEqual(saved.saveStatus?.access, .readWrite)
  }

  func test_releaseDirectory_ofAService_releasesEveryIndexSavedWithIt() throws {
    let directory = try temporaryDirectory()
    let service = LocalSearchService()
    try service.createIndex(named: "a", records: [["objectID": "1"]])
    try service.createIndex(named: "b", records: [["objectID": "2"]])
    try service.save(to: directory, options: .init(locking: .whileOpen))
    service.releaseDirectory()
    XCTAssertThrowsError(try service.index(named: "b")?.saveObjects([["objectID": "3"]]))
    XCTAssertThrowsError(try service.compact()) {
      XCTAssertEqual($0 as? LocalIndexError, .openedReadOnly(path: directory.path))
    }
    XCTAssertNoThrow(
      try LocalSearchService(savedIn: directory, options: .init(locking: .whileOpen)))
  }
}
