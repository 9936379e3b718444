import Foundation
import XCTest

@testable import SiftAlgolia

/// Reading Algolia's replies: error messages.
final class AlgoliaReplyDecodingTests: XCTestCase {
  func test_errorMessage_isAlgoliasMessage_orTheBody_orThePhrase_neverEmpty() {
    func message(_ body: String, status: Int = 400) -> String {
      AlgoliaReplyDecoding.errorMessage(from: Data(body.utf8), status: status)
    }
    XCTAssertEqual(message(#"{"message": "Invalid filters", "status": 400}"#), "Invalid filters")
    // An empty message says nothing: found by the fuzzer.
    XCTAssertEqual(message(#"{"message":"","sts":896}"#), #"{"message":"","sts":896}"#)
    XCTAssertEqual(message(#"{"message": " "}"#), #"{"message": " "}"#)
    XCTAssertEqual(message("Invalid API key\n", status: 403), "Invalid API key")
    XCTAssertEqual(message("", status: 429), "Too Many Requests")
  }
}
