import SiftCore
import XCTest

@testable import SiftLocal

final class CompactRecordTests: XCTestCase {
  func test_roundTrip_keepsEveryValueExactly() {
    let values: [JSON] = [
      .null, true, false, 0, -1, 42, .number(JSON.Number(Int64.max)),
      .number(JSON.Number(Int64.min)), 3.25, -0.5, .number(JSON.Number(Double.infinity)),
      "", "héllo wörld 🎉", ["a", 1, [true, .null]],
      ["objectID": "1", "nested": ["deep": ["x": 1.5]], "empty": [:], "list": []],
    ]
    for value in values {
      XCTAssertEqual(CompactRecord(value).value, value)
    }
  }

  func test_truncatedBytes_decodeToNull() {
    let bytes = CompactRecord(["name": "a long enough string"]).bytes
    XCTAssertEqual(CompactRecord(bytes: Array(bytes.dropLast(3))).value, .null)
  }
}
