import SiftCore
import XCTest

@testable import SiftLocal

/// The most searchable attributes an index can search is enforced, never silently dropped.
final class LocalIndexSearchableAttributeLimitTests: XCTestCase {
  func test_tooManySearchableAttributes_inSettings_isATypedError() {
    let names = (0...FieldPosition.fieldLimit).map { JSON.string("a\($0)") }
    XCTAssertThrowsError(try LocalIndexSettings(json: ["searchableAttributes": .array(names)])) {
      guard case .invalidSettings(let setting, let reason)? = $0 as? LocalIndexError else {
        return XCTFail("\($0)")
      }
      XCTAssertEqual(setting, "searchableAttributes")
      XCTAssertTrue(reason.contains("\(FieldPosition.fieldLimit + 1) attributes"), reason)
    }
    let limit = Array(names.dropLast())
    XCTAssertNoThrow(try LocalIndexSettings(json: ["searchableAttributes": .array(limit)]))
  }

  func test_recordsWithTooManyAttributes_andNoSearchableAttributes_changeNothing() throws {
    let index = try LocalIndex(name: "wide", records: [["objectID": "1", "name": "kept"]])
    var wide: [String: JSON] = ["objectID": "2"]
    for attribute in 0..<300 { wide["a\(attribute)"] = "word" }
    XCTAssertThrowsError(try index.saveObjects([.object(wide)])) {
      XCTAssertEqual(
        $0 as? LocalIndexError,
        .tooManySearchableAttributes(count: 301, limit: FieldPosition.fieldLimit))
    }
    XCTAssertEqual(index.count, 1)
    XCTAssertEqual(try index.search(SearchQuery("kept")).nbHits, 1)
    // With searchableAttributes, the same record is fine.
    try index.setSettings(LocalIndexSettings(json: ["searchableAttributes": ["name", "a7"]]))
    try index.saveObjects([.object(wide)])
    XCTAssertEqual(try index.search(SearchQuery("word")).nbHits, 1)
    // Going back to every attribute searched fails, and keeps the settings.
    XCTAssertThrowsError(try index.setSettings(LocalIndexSettings()))
    XCTAssertEqual(index.settings.searchableAttributes?.count, 2)
  }
}
