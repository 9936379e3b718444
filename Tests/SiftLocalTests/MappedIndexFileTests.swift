import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

/// Saved indices read where they lie: opening maps the file and reads its header, its table and
/// a few small sections; a search checks, and brings in, only the blocks it reads.
final class MappedIndexFileTests: XCTestCase {
  /// A saved index of `count` records, opened read-only, and its file.
  private func opened(count: Int = 3_000) throws -> (
    built: LocalIndex, opened: LocalIndex, file: MappedIndexFile
  ) {
    let directory = try temporaryDirectory()
    let built = try SavedIndexFixtures.index(count: count)
    try built.save(to: directory)
    let opened = try LocalIndex(savedIn: directory, access: .readOnly)
    let file = try XCTUnwrap(opened.withState { $0.savedFile })
    return (built, opened, file)
  }

  func test_opening_checksOnlyTheHeaderTheTableAndTheSmallSections() throws {
    let (_, _, file) = try opened()
    let (checked, blocks) = file.checkedBlocks
    XCTAssertGreaterThan(blocks, 100)
    XCTAssertLessThan(Double(checked) / Double(blocks), 0.05, "\(checked) of \(blocks) blocks")
  }

  func test_aSearch_checksTheBlocksItReads_andTheWholeCheckReadsTheRest() throws {
    let (_, opened, file) = try opened()
    let before = file.checkedBlocks.checked
    var query = SearchQuery("wireless")
    query.attributesToHighlight = []
    _ = try opened.search(query)
    let (afterSearch, blocks) = file.checkedBlocks
    XCTAssertGreaterThan(afterSearch, before)
    XCTAssertLessThan(afterSearch, blocks / 2, "one search checked \(afterSearch) of \(blocks)")
    try opened.verifyIntegrity()
    XCTAssertEqual(file.checkedBlocks.checked, blocks)
    XCTAssertTrue(file.isVerified)
  }

  func test_anOpenedIndex_holdsItsStructuresAndRecordsInTheMappedFile() throws {
    let (built, opened, _) = try opened()
    XCTAssertEqual(built.memoryFootprint.mapped, 0)
    let memory = opened.memoryFootprint
    XCTAssertGreaterThan(Double(memory.mapped) / Double(memory.total), 0.95, "\(memory)")
    XCTAssertLessThan(memory.owned, memory.total / 20)
    // The same structures, counted alike.
    XCTAssertEqual(
      Double(memory.structures), Double(built.memoryFootprint.structures),
      accuracy: 0.05 * Double(memory.structures))
  }

  func test_aTypoSearch_checksTheWholeTrieOnce_andAnswersAsTheBuiltIndex() throws {
    let (built, opened, file) = try opened(count: 2_000)
    let terms = opened.snapshot.terms
    let trie = terms.nodes.bytes
    let before = file.checkedBlocks.checked
    for text in ["wirless", "lamb", "chiar red"] {
      let search = SearchQuery(text, hitsPerPage: 50)
      XCTAssertEqual(
        try opened.search(search).hits.map { $0["objectID"] },
        try built.search(search).hits.map { $0["objectID"] }, text)
    }
    // The trie's blocks, every one checked by the first walk.
    XCTAssertGreaterThanOrEqual(
      file.checkedBlocks.checked - before, trie.count / IndexFile.blockSize)
    XCTAssertTrue(terms.trieIsWellFormed())
  }

  func test_searchesOnTheMappedFile_answerAsTheBuiltIndex_fromManyThreadsAtOnce() throws {
    let (built, opened, _) = try opened(count: 2_000)
    let expected = try SavedIndexFixtures.answers(built)
    // Threads checking the same blocks at once, each asking every query.
    let results = ResultBox()
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      results.append(Result { try SavedIndexFixtures.answers(opened) })
    }
    for result in results.values { XCTAssertEqual(try result.get(), expected) }
    XCTAssertEqual(results.values.count, 4)
  }

  func test_aJournaledWriteAndTheOverlay_workOnAMappedIndex() throws {
    let directory = try temporaryDirectory()
    try SavedIndexFixtures.index(count: 2_000).save(to: directory)
    let index = try LocalIndex(savedIn: directory)
    let new = SavedIndexFixtures.records(count: 2_010).suffix(10).map { record -> JSON in
      guard case .object(var members) = record else { return record }
      members["objectID"] = .string("new-\(members["objectID"]?.stringValue ?? "")")
      return .object(members)
    }
    try index.saveObjects(Array(new))
    try index.deleteObjects(objectIDs: ["p0"])
    XCTAssertEqual(index.count, 2_009)
    XCTAssertNil(index.record(objectID: "p0"))
    XCTAssertNotNil(index.record(objectID: "new-p2005"))
    let reopened = try LocalIndex(savedIn: directory, access: .readOnly)
    XCTAssertEqual(reopened.count, 2_009)
    XCTAssertEqual(
      try SavedIndexFixtures.answers(reopened), try SavedIndexFixtures.answers(index))
    try index.compact()
    let compacted = try LocalIndex(savedIn: directory, access: .readOnly)
    try compacted.verifyIntegrity()
    XCTAssertEqual(
      try SavedIndexFixtures.answers(compacted), try SavedIndexFixtures.answers(index))
  }
}

/// Results gathered from several threads.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<SavedIndexFixtures.Answers, any Error>] = []

  func append(_ result: Result<SavedIndexFixtures.Answers, any Error>) {
    lock.withLock { results.append(result) }
  }

  var values: [Result<SavedIndexFixtures.Answers, any Error>] { lock.withLock { results } }
}
