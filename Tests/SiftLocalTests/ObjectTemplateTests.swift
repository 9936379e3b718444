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

  /// Values moved out of an array land at their keys (in whatever order the keys are stored),
  /// leave `null` behind, and the object has the room asked for.
  func test_membersMovedFromAnArray_areAtTheirKeys_withRoomForMore() {
    let keys = (0..<12).map { "member\($0)" }
    let template = ObjectTemplate(keys: keys, reservingMembers: 3)
    var values = keys.indices.map { JSON.string("a value long enough to be stored apart \($0)") }
    let expected = Dictionary(uniqueKeysWithValues: zip(keys, values))
    let members = template.members(moving: &values)
    XCTAssertEqual(members, expected)
    XCTAssertEqual(values, Array(repeating: .null, count: keys.count))
    XCTAssertGreaterThanOrEqual(members.capacity, keys.count + 3)
    // Fewer values than keys: the others are null.
    var few: [JSON] = [1, 2]
    let firstTwo = keys.enumerated().map { ($1, $0 < 2 ? JSON($0 + 1) : .null) }
    XCTAssertEqual(template.members(moving: &few), Dictionary(uniqueKeysWithValues: firstTwo))
  }

  func test_repeatedKeys_areKeptOnce_valuesFollowTheKeysKept() {
    let template = ObjectTemplate(keys: ["a", "b", "a", "c"])
    XCTAssertEqual(template.keys, ["a", "b", "c"])
    XCTAssertEqual(template.object([1, 2, 3]), ["a": 1, "b": 2, "c": 3])
  }
}
