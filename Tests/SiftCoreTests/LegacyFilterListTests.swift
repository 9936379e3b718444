import Foundation
import SiftCore
import XCTest

final class LegacyFilterListTests: XCTestCase {
  func test_decodesNestedArraysAndSingleString() throws {
    let nested = try JSONDecoder().decode(
      LegacyFilterList.self, from: Data(#"["a:1", ["b:2", "b:3"]]"#.utf8))
    XCTAssertEqual(nested.elements, [.single("a:1"), .anyOf(["b:2", "b:3"])])
    let single = try JSONDecoder().decode(LegacyFilterList.self, from: Data(#""a:1""#.utf8))
    XCTAssertEqual(single, ["a:1"])
    XCTAssertEqual(single.json, ["a:1"])
  }

  func test_rejectsOtherShapes() {
    XCTAssertThrowsError(try JSONDecoder().decode(LegacyFilterList.self, from: Data("[1]".utf8)))
    XCTAssertThrowsError(
      try JSONDecoder().decode(LegacyFilterList.self, from: Data("[[[\"a\"]]]".utf8)))
  }

  func test_encodesAsArray() throws {
    let list: LegacyFilterList = ["a:1", ["b:2"]]
    XCTAssertEqual(try JSON(encoding: list), ["a:1", ["b:2"]])
  }
}
