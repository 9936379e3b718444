import Foundation
import SiftCore
import XCTest

/// InstantSearch's `DecodingErrorPrettyPrinter` turns a decoding error into a sentence naming the
/// key; Sift's decoding errors are such sentences themselves: a hit that does not decode is a
/// `HitDecodingError`, a response that is not JSON a `JSONParseError`.
///
/// Deliberate difference, for every test of this class: Sift's sentences name the hit (its
/// position and `objectID`) and the key path in it, or the line and column of bad JSON; the
/// wording is Sift's, not InstantSearch's `Decoding error: 'key': …`.
final class DecodingErrorPrettyPrinterTests: XCTestCase {
  struct Person: Codable {
    let name: String
    let age: Int
  }

  /// The error of decoding the hit written in `text` as a `Person`.
  private func decodingError(_ text: String) throws -> HitDecodingError? {
    let response = SearchResponse(hits: [try JSON.parse(text)])
    do {
      _ = try response.hits(as: Person.self)
      return nil
    } catch let error as HitDecodingError {
      return error
    }
  }

  func testValueNotFound() throws {
    let error = try XCTUnwrap(
      try decodingError(
        """
        {
          "objectID": "1",
          "name": "Alex Smith",
          "age": null
        }
        """))
    XCTAssertEqual(error.codingPath, "age")
    XCTAssertEqual(
      error.description,
      #"Cannot decode hits[0].age (objectID "1"): Expected Int value but found null instead."#)
  }

  func testKeyNotFound() throws {
    let error = try XCTUnwrap(
      try decodingError(
        """
        {
          "objectID": "1",
          "name": "Alex Smith"
        }
        """))
    XCTAssertEqual(error.codingPath, "age")
    XCTAssertEqual(
      error.description, #"Cannot decode hits[0].age (objectID "1"): missing key "age""#)
  }

  func testTypeMismatch() throws {
    let error = try XCTUnwrap(
      try decodingError(
        """
        {
          "objectID": "1",
          "name": "Alex Smith",
          "age": "AGE"
        }
        """))
    XCTAssertEqual(error.codingPath, "age")
    XCTAssertEqual(
      error.description,
      #"Cannot decode hits[0].age (objectID "1"): Expected to decode Int but found a string instead."#
    )
  }

  func testDataCorrupted() throws {
    let data = Data(
      """
      {
        ___
      }
      """.utf8)

    XCTAssertThrowsError(try JSON.parse(data)) { error in
      guard let error = error as? JSONParseError else {
        return XCTFail("Unexpected error: \(error)")
      }
      XCTAssertEqual(error.line, 2)
      XCTAssertEqual(error.column, 3)
      XCTAssertTrue(
        error.description.hasPrefix("Invalid JSON at line 2, column 3"), error.description)
    }
  }
}
