import SiftCore
import XCTest

@testable import SiftLocal

final class ObjectTemplateTests: XCTestCase {
  func test_object_holdsEachValueAtItsKey() {
    let template = ObjectTemplate(keys: ["value", "matchLevel", "matchedWords", "fully"])
    XCTAssertEqual(
      template.object([.string("<em>a</em>"), "full", ["a"], true]),
      ["value": "<em>a</em>", "matchLevel": "full", "matchedWords": ["a"], "fully": true])
  }

  func test_objects_areIndependentOfEachOtherAndOfTheTemplate() {
    let template = ObjectTemplate(keys: (0..<40).map { "key\($0)" })
    let first = template.members((0..<40).map { JSON($0) })
    var second = template.members((0..<40).map { JSON($0 * 2) })
    second["key3"] = "changed"
    second["extra"] = "added"
    XCTAssertEqual(first["key3"], 3)
    XCTAssertEqual(first.count, 40)
    XCTAssertEqual(second["key5"], 10)
    XCTAssertEqual(second["key3"], "changed")
    XCTAssertEqual(template.members([JSON]())["key7"], .null)
  }

  func test_repeatedKeys_areKeptOnce_valuesFollowTheKeysKept() {
    let template = ObjectTemplate(keys: ["a", "b", "a", "c"])
    XCTAssertEqual(template.keys, ["a", "b", "c"])
    XCTAssertEqual(template.object([1, 2, 3]), ["a": 1, "b": 2, "c": 3])
  }
}
