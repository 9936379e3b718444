import Foundation
import XCTest

@testable import SiftLocal

/// The arrays of a snapshot: an array's own storage, or a view of a saved file's bytes.
final class IndexArrayTests: XCTestCase {
  func test_anArraysElements_stayWhileAViewOfThemLives() {
    var view: IndexArray<UInt32>?
    do {
      let array = (0..<1_000).map { UInt32($0 * 3) }
      view = IndexArray(IndexArray(array), range: 10..<20)
    }
    XCTAssertEqual(view.map(Array.init), (10..<20).map { UInt32($0 * 3) })
    XCTAssertEqual(view?.isMapped, false)
    XCTAssertEqual(view?.mappedBytes, 0)
  }

  func test_equality_comparesTheElements_notTheStorage() {
    let left = IndexArray([1, 2, 3] as [UInt16])
    XCTAssertEqual(left, IndexArray([1, 2, 3]))
    XCTAssertNotEqual(left, IndexArray([1, 2, 4]))
    XCTAssertNotEqual(left, IndexArray([1, 2]))
    XCTAssertEqual(IndexArray<UInt16>(), [])
  }

  func test_aSavedSection_isAViewOfTheMappedFile_checkedBlockByBlockWhenRead() throws {
    let directory = try temporaryDirectory()
    try SavedIndexFixtures.index(count: 3_000).save(to: directory)
    let path = try versionFile(in: directory).path
    let file = try MappedIndexFile(path: path)
    let docs: IndexArray<UInt32> = try file.array("s0.termDocs")
    XCTAssertTrue(docs.isMapped)
    XCTAssertEqual(docs.mappedBytes, docs.count * 4)
    XCTAssertEqual(docs.memoryBytes, docs.count * 4)
    let before = file.checkedBlocks.checked
    docs.verify(docs.count / 2..<docs.count / 2 + 1)
    XCTAssertEqual(file.checkedBlocks.checked, before + 1)
    // A block is checked once.
    docs.verify(docs.count / 2..<docs.count / 2 + 1)
    XCTAssertEqual(file.checkedBlocks.checked, before + 1)
    docs.verifyAll()
    XCTAssertGreaterThanOrEqual(file.checkedBlocks.checked, before + docs.count * 4 / 4096)
    XCTAssertNoThrow(try file.checkDamage())
  }
}
