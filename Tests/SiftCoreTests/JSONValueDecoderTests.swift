import Foundation
import XCTest

@testable import SiftCore

/// `JSON.decode` decodes straight from the value; it must agree with `JSONDecoder`.
final class JSONValueDecoderTests: XCTestCase {
  private struct Product: Codable, Equatable {
    enum Kind: String, Codable { case tv, phone }
    struct Variant: Codable, Equatable {
      let size: Int
      let colors: [String]
    }
    let name: String
    let price: Double
    let stock: Int
    let kind: Kind
    let tags: [String]?
    let rating: Float?
    let variants: [Variant]
    let link: URL
    let thumbnail: Data
    let discount: Decimal
    let added: Date
    let flags: [String: Bool]
  }

  private let json: JSON = [
    "name": "TV", "price": 499.5, "stock": 3.0, "kind": "tv", "tags": .null,
    "variants": [["size": 55, "colors": ["black"]], ["size": 65, "colors": []]],
    "link": "https://example.com/tv", "thumbnail": "AAEC", "discount": 0.15,
    "added": 700_000_000, "flags": ["sale": true],
  ]

  func test_decode_agreesWithJSONDecoder() throws {
    let direct = try json.decode(Product.self)
    let viaText = try JSONDecoder().decode(Product.self, from: json.encodedData())
    XCTAssertEqual(direct, viaText)
    XCTAssertEqual(direct.stock, 3, "an integral number decodes as an integer")
    XCTAssertNil(direct.tags)
    XCTAssertEqual(direct.thumbnail, Data([0, 1, 2]))
    XCTAssertEqual(direct.link.host, "example.com")
  }

  func test_aJSONRecord_isReturnedAsIs() throws {
    XCTAssertEqual(try json.decode(JSON.self), json)
  }

  func test_errors_nameTheKeyPath_asJSONDecoderDoes() {
    var broken = json.objectValue ?? [:]
    broken["variants"] = [["size": 55, "colors": ["black"]], ["size": "big", "colors": []]]
    XCTAssertThrowsError(try JSON.object(broken).decode(Product.self)) { error in
      guard case DecodingError.typeMismatch(_, let context) = error else {
        return XCTFail("expected a type mismatch, got \(error)")
      }
      XCTAssertEqual(
        context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue },
        ["variants", "1", "size"])
    }
    broken = json.objectValue ?? [:]
    broken["name"] = nil
    XCTAssertThrowsError(try JSON.object(broken).decode(Product.self)) { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return XCTFail("\(error)") }
      XCTAssertEqual(key.stringValue, "name")
    }
    broken = json.objectValue ?? [:]
    broken["price"] = .null
    XCTAssertThrowsError(try JSON.object(broken).decode(Product.self)) { error in
      guard case DecodingError.valueNotFound = error else { return XCTFail("\(error)") }
    }
  }

  func test_numbersThatDoNotFit_areErrorsNotCrashes() {
    XCTAssertThrowsError(try JSON(300).decode(UInt8.self))
    XCTAssertThrowsError(try JSON(2.5).decode(Int.self))
    XCTAssertThrowsError(try JSON(-1).decode(UInt.self))
    XCTAssertEqual(try JSON.number(JSON.Number(Int64.max)).decode(Int64.self), Int64.max)
  }
}
