import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

/// When `.automatic` compaction folds the journal in: sooner once an open of the directory
/// would rebuild an index (its writes past what can be indexed beside the saved snapshot).
final class LocalIndexCompactionTests: XCTestCase {
  /// `count` records named `prefix`0…, each with a `blob` of about `blobBytes` bytes that is
  /// stored but not searched (the version and the journal grow by it; indexing does not).
  private static func records(_ prefix: String, count: Int, blobBytes: Int) -> [JSON] {
    (0..<count).map { position in
      let word = SavedIndexFixtures.words[position % SavedIndexFixtures.words.count]
      var blob = ""
      var seed = UInt64(position &+ 1) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(prefix.utf8.count)
      // Letters that neither compress nor repeat: the bytes stay what they are.
      while blob.utf8.count < blobBytes {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        blob.unicodeScalars.append(Unicode.Scalar(UInt8(97 + (seed >> 33) % 26)))
      }
      return [
        "objectID": .string("\(prefix)\(position)"), "name": .string("\(word) \(position)"),
        "blob": .string(blob),
      ]
    }
  }

  private static let settings: JSON = ["searchableAttributes": ["name"]]

  /// An index of 2,000 records of about 4 KiB, saved with `compaction` (a version of about
  /// 8 MiB: a quarter of it is 2 MiB, a thirty-second 0.25 MiB; an overlay holds 125 records).
  private func savedIndex(
    in directory: URL, compaction: LocalIndex.SaveOptions.Compaction
  ) throws -> LocalIndex {
    let index = try LocalIndex(name: "items", settings: LocalIndexSettings(json: Self.settings))
    try index.saveObjects(Self.records("p", count: 2_000, blobBytes: 4_096))
    try index.save(to: directory, options: .init(compaction: compaction))
    let versionBytes = try XCTUnwrap(index.saveStatus?.versionBytes)
    XCTAssertGreaterThan(versionBytes, 8 << 20)
    XCTAssertLessThan(versionBytes, 12 << 20)
    return index
  }

  func test_automatic_waitsForAQuarter_whileTheWritesAreIndexedBesideTheSnapshot() throws {
    let directory = try temporaryDirectory()
    let index = try savedIndex(in: directory, compaction: .automatic)
    // 100 records of 12 KiB: a journal past 1 MiB, below a quarter; an overlay holds them, and
    // so would an open.
    try index.saveObjects(Self.records("a", count: 100, blobBytes: 12_288))
    XCTAssertTrue(index.searchesVersionSnapshot)
    XCTAssertGreaterThan(try XCTUnwrap(index.saveStatus?.journalBytes), 1 << 20)
    XCTAssertEqual(index.saveStatus?.version, 1)
    XCTAssertEqual(index.saveStatus?.journalEntries, 1)
  }

  func test_automatic_compactsPast1MiB_onceAnOpenWouldRebuild() throws {
    let directory = try temporaryDirectory()
    let index = try savedIndex(in: directory, compaction: .automatic)
    try index.saveObjects(Self.records("a", count: 100, blobBytes: 12_288))
    XCTAssertEqual(index.saveStatus?.version, 1)
    // 30 more: 130 records written, more than an overlay of 2,000 records holds. The index is
    // rebuilt, as every open would rebuild it: the journal, past 1 MiB, is folded in.
    try index.saveObjects(Self.records("b", count: 30, blobBytes: 1_024))
    XCTAssertEqual(index.saveStatus?.version, 2)
    XCTAssertEqual(index.saveStatus?.journalEntries, 0)
    XCTAssertTrue(index.searchesVersionSnapshot)
    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertTrue(opened.searchesVersionSnapshot)
    XCTAssertEqual(opened.count, 2_130)
    XCTAssertEqual(opened.record(objectID: "b29"), index.record(objectID: "b29"))
  }

  func test_anOpenThatRebuilt_compactsOnItsFirstWrite_whenTheJournalIsPast1MiB() throws {
    let directory = try temporaryDirectory()
    do {
      let writer = try savedIndex(in: directory, compaction: .manual)
      try writer.saveObjects(Self.records("a", count: 300, blobBytes: 4_096))
      XCTAssertFalse(writer.searchesVersionSnapshot)
      XCTAssertEqual(writer.saveStatus?.version, 1)
    }

    // The journal's 300 records are rebuilt into the index at open, and would be at every
    // open: the first write with `.automatic` folds them in.
    let opened = try LocalIndex(savedIn: directory, options: .init(compaction: .automatic))
    XCTAssertFalse(opened.searchesVersionSnapshot)
    XCTAssertEqual(opened.saveStatus?.version, 1)
    try opened.saveObjects(Self.records("b", count: 1, blobBytes: 16))
    XCTAssertEqual(opened.saveStatus?.version, 2)
    XCTAssertEqual(opened.saveStatus?.journalEntries, 0)
    XCTAssertEqual(try LocalIndex(savedIn: directory, access: .readOnly).count, 2_301)
  }

  func test_anOpenThatIndexedTheJournalBesideTheSnapshot_searchesTheVersionsSnapshot() throws {
    let directory = try temporaryDirectory()
    do {
      let writer = try savedIndex(in: directory, compaction: .manual)
      try writer.saveObjects(Self.records("a", count: 100, blobBytes: 16))
      XCTAssertTrue(writer.searchesVersionSnapshot)
    }
    let opened = try LocalIndex(savedIn: directory, options: .init(compaction: .automatic))
    XCTAssertTrue(opened.searchesVersionSnapshot)
    XCTAssertEqual(opened.count, 2_100)
  }

  func test_isCompactionDue_automatic_aQuarter_orAThirtySecondWhenOpensRebuild() {
    let options = LocalIndex.SaveOptions(compaction: .automatic)
    let version = 64 << 20
    func due(_ journal: Int, rebuild: Bool) -> Bool {
      options.isCompactionDue(journalBytes: journal, versionBytes: version, opensRebuild: rebuild)
    }
    XCTAssertFalse(due(version / 32 + 1, rebuild: false))
    XCTAssertFalse(due(version / 4, rebuild: false))
    XCTAssertTrue(due(version / 32 + 1, rebuild: true))
    XCTAssertFalse(due(version / 32, rebuild: true))
    XCTAssertTrue(due(version / 4 + 1, rebuild: false))
    // Never below 1 MiB.
    let small = LocalIndex.SaveOptions(compaction: .automatic)
    XCTAssertFalse(
      small.isCompactionDue(journalBytes: 1 << 20, versionBytes: 2 << 20, opensRebuild: true))
    XCTAssertTrue(
      small.isCompactionDue(journalBytes: (1 << 20) + 1, versionBytes: 2 << 20, opensRebuild: true))
  }
}
