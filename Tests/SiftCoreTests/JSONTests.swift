import Foundation
import SiftCore
import SiftTestSupport
import XCTest

final class JSONTests: XCTestCase {
  func test_literals_buildTheMatchingCases() {
    let json: JSON = [
      "null": nil, "bool": true, "int": 42, "double": 1.5, "string": "hi",
      "array": [1, "two"], "object": ["nested": false],
    ]
    XCTAssertEqual(json["null"], .null)
    XCTAssertEqual(json["bool"], .bool(true))
    XCTAssertEqual(json["int"], .number(JSON.Number(42)))
    XCTAssertEqual(json["double"], .number(JSON.Number(1.5)))
    XCTAssertEqual(json["string"], .string("hi"))
    XCTAssertEqual(json["array"], .array([.number(1), .string("two")]))
    XCTAssertEqual(json["object"], .object(["nested": .bool(false)]))
  }

  func test_dictionaryLiteral_duplicateKeys_lastWins() {
    let json: JSON = ["a": 1, "a": 2]
    XCTAssertEqual(json["a"]?.intValue, 2)
  }

  func test_parse_keepsLargeIntegersExact() throws {
    let json = try JSON.parse(
      Data(#"[9007199254740993, 9223372036854775807, -9223372036854775808]"#.utf8))
    XCTAssertEqual(json[0]?.numberValue?.int64Value, 9_007_199_254_740_993)
    XCTAssertEqual(json[1]?.numberValue?.int64Value, Int64.max)
    XCTAssertEqual(json[2]?.numberValue?.int64Value, Int64.min)
    XCTAssertEqual(json.serialized(), "[9007199254740993,9223372036854775807,-9223372036854775808]")
  }

  func test_codable_roundTripsLargeIntegersExactly() throws {
    let original: JSON = ["big": .number(JSON.Number(Int64.max)), "odd": 9_007_199_254_740_993]
    let data = try JSONEncoder().encode(original)
    let decoded = try JSONDecoder().decode(JSON.self, from: data)
    XCTAssertEqual(decoded, original)
    XCTAssertEqual(decoded["big"]?.numberValue?.storage, .int(Int64.max))
    XCTAssertEqual(decoded["odd"]?.numberValue?.storage, .int(9_007_199_254_740_993))
    XCTAssertEqual(try JSON.parse(original.encodedData()), original)
  }

  func test_parse_doubles() throws {
    let json = try JSON.parse("[1.5, -0.25, 1e3, 2.5E-3, 1e300, 18446744073709551615]")
    XCTAssertEqual(json[0]?.doubleValue, 1.5)
    XCTAssertEqual(json[1]?.doubleValue, -0.25)
    XCTAssertEqual(json[2]?.intValue, 1000)
    XCTAssertEqual(json[3]?.doubleValue, 0.0025)
    XCTAssertEqual(json[4]?.doubleValue, 1e300)
    XCTAssertEqual(json[5]?.doubleValue, 18_446_744_073_709_551_616.0)
    XCTAssertEqual(try JSON.parse(json.serialized()), json)
  }

  func test_numbers_integralDoublesEqualIntegers() {
    XCTAssertEqual(JSON(3.0), JSON(3))
    XCTAssertEqual(JSON.Number(3.0).hashValue, JSON.Number(3).hashValue)
    XCTAssertEqual(Set<JSON>([3, 3.0]).count, 1)
    XCTAssertNotEqual(JSON(3.5), JSON(3))
    XCTAssertTrue(JSON.Number(3.0).isInteger)
    XCTAssertNil(JSON(3.5).intValue)
    XCTAssertEqual(JSON(3).doubleValue, 3)
  }

  func test_parse_nestedStructuresAndEscapes() throws {
    let text = #"{"a": {"b": [true, null, {"c": "x\"y\\z\n\u00e9\ud83d\ude00"}]}, "e": []}"#
    let json = try JSON.parse(text)
    XCTAssertEqual(json[path: "a.b.0"], true)
    XCTAssertEqual(json[path: "a.b.1"]?.isNull, true)
    XCTAssertEqual(json[path: "a.b.2.c"]?.stringValue, "x\"y\\z\né😀")
    XCTAssertEqual(json["e"], .array([]))
    XCTAssertEqual(try JSON.parse(json.serialized()), json)
  }

  func test_serialized_sortsKeysAndEscapes() {
    let json: JSON = ["b": 1, "a": ["z": "line\nbreak \u{01}", "y": nil]]
    XCTAssertEqual(json.serialized(), #"{"a":{"y":null,"z":"line\nbreak \u0001"},"b":1}"#)
    XCTAssertEqual(json.description, json.serialized())
  }

  func test_subscripts_keyAndIndex() {
    let json: JSON = ["list": [10, 20]]
    XCTAssertEqual(json["list"]?[1], 20)
    XCTAssertNil(json["list"]?[2])
    XCTAssertNil(json["list"]?[-1])
    XCTAssertNil(json["missing"])
    XCTAssertNil(json[0])
    XCTAssertNil(JSON.string("x")["key"])
  }

  func test_pathSubscript_descendsObjectsAndArrays() {
    let json: JSON = [
      "hierarchicalCategories": ["lvl0": "Clothing", "lvl1": "Clothing > Women"],
      "authors": [["name": "A"], ["other": 1], ["name": "B"]],
      "tags": ["x", "y"],
    ]
    XCTAssertEqual(json[path: "hierarchicalCategories.lvl0"], "Clothing")
    XCTAssertEqual(json[path: "tags.1"], "y")
    XCTAssertNil(json[path: "tags.2"])
    XCTAssertEqual(json[path: "authors.name"], ["A", "B"])
    XCTAssertEqual(json[path: "authors.0.name"], "A")
    XCTAssertNil(json[path: "authors.missing"])
    XCTAssertNil(json[path: "hierarchicalCategories.lvl0.deeper"])
    XCTAssertEqual(json[path: ""], json)
  }

  func test_accessors() {
    XCTAssertEqual(JSON("s").stringValue, "s")
    XCTAssertNil(JSON(1).stringValue)
    XCTAssertEqual(JSON(true).boolValue, true)
    XCTAssertNil(JSON.null.boolValue)
    XCTAssertEqual(JSON.array([1, 2]).arrayValue?.count, 2)
    XCTAssertEqual(JSON.object(["k": 1]).objectValue?["k"], 1)
    XCTAssertTrue(JSON.null.isNull)
    XCTAssertFalse(JSON(0).isNull)
    XCTAssertEqual(JSON(2.5).doubleValue, 2.5)
  }

  func test_parse_malformedInput_throwsWithPosition() {
    let cases: [(String, Int, String)] = [
      ("", 0, "expected a value"),
      ("[1, 2,]", 6, "expected a value"),
      ("{\"a\" 1}", 5, "expected ':'"),
      ("{\"a\": 1,}", 8, "expected a string key"),
      ("[1 2]", 3, "expected ',' or ']'"),
      ("\"unterminated", 0, "unterminated string"),
      ("01", 1, "after the JSON value"),
      ("tru", 0, "expected 'true'"),
      ("[1.]", 3, "expected a digit after '.'"),
      ("\"\\q\"", 1, "invalid escape"),
      ("\"\\ud800\"", 1, "unpaired UTF-16 surrogate"),
      ("1e999", 0, "out of range"),
      ("{} x", 3, "after the JSON value"),
    ]
    for (text, offset, reason) in cases {
      XCTAssertThrowsError(try JSON.parse(text), text) { error in
        guard let error = error as? JSONParseError else {
          return XCTFail("unexpected error \(error) for \(text)")
        }
        XCTAssertEqual(error.offset, offset, text)
        XCTAssertTrue(error.reason.contains(reason), "\(error.reason) for \(text)")
        XCTAssertTrue(error.description.contains("line 1, column \(offset + 1)"), text)
      }
    }
  }

  /// Strings are read eight bytes at a time until a quote, backslash or control character:
  /// wherever one falls in a word, the string read is Foundation's, and a raw control
  /// character is an error at its offset.
  func test_parse_strings_agreeWithFoundationWhereverSpecialBytesFall() throws {
    var generator = SplitMix64(seed: 21)
    let pieces = ["a", "Z", " ", "0", "é", "日", "\\\"", "\\\\", "\\n", "\\u00e9", "~", "\u{7F}"]
    for _ in 0..<2_000 {
      let body = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? ""
      }.joined()
      let text = "[\"\(body)\"]"
      let expected = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
      XCTAssertEqual(try JSON.parse(text), expected.map { JSON.array($0.map(JSON.string)) }, text)
      // A raw control character in place of a plain character (never part of an escape).
      var bytes = Array(text.utf8)
      let plain = bytes.indices.filter { Array("aZ ~".utf8).contains(bytes[$0]) }
      guard let offset = plain.randomElement(using: &generator) else { continue }
      bytes[offset] = 0x09
      XCTAssertThrowsError(try JSON.parse(Data(bytes)), text) { error in
        let error = error as? JSONParseError
        XCTAssertEqual(error?.reason.contains("control character"), true, text)
        XCTAssertEqual(error?.offset, offset, text)
      }
    }
  }

  func test_parse_reportsLineAndColumn() {
    XCTAssertThrowsError(try JSON.parse("{\n  \"a\": 1,\n  \"b\": ?\n}")) { error in
      let error = error as? JSONParseError
      XCTAssertEqual(error?.line, 3)
      XCTAssertEqual(error?.column, 8)
    }
  }

  func test_parse_rejectsInvalidUTF8() {
    XCTAssertThrowsError(try JSON.parse(Data([0x22, 0xFF, 0x22]))) { error in
      XCTAssertEqual((error as? JSONParseError)?.reason, "invalid UTF-8 in string")
      XCTAssertEqual((error as? JSONParseError)?.kind, .malformed)
    }
    // Wherever the bad byte falls before the closing quote or an escape (strings are read
    // eight bytes at a time).
    for length in 1...20 {
      for offset in 0..<length {
        for end in [[0x22], [0x5C, 0x6E, 0x22]] as [[UInt8]] {
          var body = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          body[offset] = 0xFF
          XCTAssertThrowsError(
            try JSON.parse(Data([0x5B, 0x22] + body + end + [0x5D])), "\(length) \(offset)"
          ) { error in
            XCTAssertEqual((error as? JSONParseError)?.reason, "invalid UTF-8 in string")
          }
        }
      }
    }
  }

  func test_deepNesting_isATypedError_evenOnASmallStack() {
    let limit = JSON.maximumNestingDepth
    let arrays = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let objects =
      String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)
    for (text, offset) in [(arrays, limit), (objects, 5 * limit)] {
      let result = SmallStackThread.run { Result { try JSON.parse(text) } }
      XCTAssertThrowsError(try result.get()) { error in
        let error = error as? JSONParseError
        XCTAssertEqual(error?.kind, .nestingTooDeep(maximumDepth: limit))
        XCTAssertEqual(error?.offset, offset, "the bracket that opens one level too many")
        XCTAssertEqual(error?.reason, "nesting deeper than 512 levels")
      }
    }
  }

  func test_theDeepestAllowedJSON_parsesComparesSerializesAndDecodes_onASmallStack() {
    let limit = JSON.maximumNestingDepth
    let text =
      String(repeating: #"{"a":["#, count: limit / 2) + "1"
      + String(repeating: "]}", count: limit / 2)
    let outcome = SmallStackThread.run { () -> [String] in
      guard let value = try? JSON.parse(text), let copy = try? JSON.parse(text) else {
        return ["did not parse"]
      }
      let decoded = try? value.decode(JSON.self)
      return [
        "\(value == copy)", "\(value.hashValue == copy.hashValue)",
        "\(value.serialized() == text)", "\(value.description == text)",
        "\(decoded == value)", "\(value[path: "a.0.a.0.a.0"] != nil)",
      ]
    }
    XCTAssertEqual(outcome, Array(repeating: "true", count: 6))
  }

  func test_encodingAndDecodingCodableTypes() throws {
    struct Product: Codable, Equatable {
      var name: String
      var price: Double
      var tags: [String]
    }
    let product = Product(name: "Echo", price: 99.99, tags: ["audio"])
    let json = try JSON(encoding: product)
    XCTAssertEqual(json, ["name": "Echo", "price": 99.99, "tags": ["audio"]])
    XCTAssertEqual(try json.decode(Product.self), product)
    XCTAssertThrowsError(try JSON.object(["name": 1]).decode(Product.self)) { error in
      XCTAssertTrue(error is DecodingError)
    }
  }

  func test_sharedRecordFixtures_parseAfterCleaning() throws {
    let data = try SharedData.fixture(named: "disjunctiveHierarchical.json")
    let records = try XCTUnwrap(JSON.parse(data).arrayValue)
    XCTAssertEqual(records.count, 10)
    XCTAssertEqual(
      records[3][path: "hierarchicalCategories.lvl2"], "Category3 > SubCategory1 > SubSubCategory1")
    let disjunctive = try XCTUnwrap(
      JSON.parse(SharedData.fixture(named: "disjunctive.json")).arrayValue)
    XCTAssertEqual(disjunctive[4]["promotions"], ["free return", "on sale"])
  }

  func test_trailingCommaCleaner_leavesStringsAlone() throws {
    let cleaned = SharedData.removingTrailingCommas(
      from: Data(#"{"a": ",}", "b": [1, 2 , ], }"#.utf8))
    XCTAssertEqual(try JSON.parse(cleaned), ["a": ",}", "b": [1, 2]])
  }
}
