import XCTest

@testable import SiftCore

// InstantSearch's `flatRanges()` splits a multi-query's flat list of responses back into each
// searcher's part; Sift's multi-searcher batch splits its responses with the same helper.
final class ArrayExtensionsTests: XCTestCase {
  func testFlatRanges() {
    let input = [["a", "b", "c"], ["d", "e"], ["f", "g", "h"]]
    let output = [0..<3, 3..<5, 5..<8]
    XCTAssertEqual(input.flatRanges(), output)

    XCTAssertEqual([["a"], ["b"], ["c"]].flatRanges(), [0..<1, 1..<2, 2..<3])
    XCTAssertEqual([["a"], ["b"], []].flatRanges(), [0..<1, 1..<2, 2..<2])
    XCTAssertEqual([["a"], [], ["c"]].flatRanges(), [0..<1, 1..<1, 1..<2])
    XCTAssertEqual([[String]](repeating: [], count: 3).flatRanges(), [0..<0, 0..<0, 0..<0])
    XCTAssertEqual([["a", "b"], ["c"], ["d"]].flatRanges(), [0..<2, 2..<3, 3..<4])
    XCTAssertEqual([[String]]().flatRanges(), [])

    XCTAssertEqual(["a", "b", "c"][3..<3], [])
  }
}
