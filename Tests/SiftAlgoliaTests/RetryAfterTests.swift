import Foundation
import XCTest

@testable import SiftAlgolia

/// Reading the `Retry-After` header of a rate-limited reply.
final class RetryAfterTests: XCTestCase {
  func test_seconds_areADelay() {
    XCTAssertEqual(RetryAfter.delay("7"), .seconds(7))
    XCTAssertEqual(RetryAfter.delay(" 120 "), .seconds(120))
    XCTAssertEqual(RetryAfter.delay("0"), .zero)
    XCTAssertEqual(RetryAfter.delay("99999999999999999999999"), .seconds(Int.max))
  }

  func test_anHTTPDate_isTheTimeUntilThen() {
    let now = Date(timeIntervalSince1970: 1_445_412_470)  // 21 Oct 2015 07:27:50 GMT
    XCTAssertEqual(RetryAfter.delay("Wed, 21 Oct 2015 07:28:00 GMT", now: now), .seconds(10))
    XCTAssertEqual(RetryAfter.delay("Wed, 21 Oct 2015 07:27:00 GMT", now: now), .zero)
    XCTAssertEqual(RetryAfter.secondsSince1970(imfFixdate: "Thu, 01 Jan 1970 00:00:00 GMT"), 0)
    XCTAssertEqual(
      RetryAfter.secondsSince1970(imfFixdate: "Tue, 29 Feb 2000 23:59:59 GMT"), 951_868_799)
  }

  func test_anythingElse_isNoDelay() {
    XCTAssertNil(RetryAfter.delay(nil))
    XCTAssertNil(RetryAfter.delay(""))
    XCTAssertNil(RetryAfter.delay("-5"))
    XCTAssertNil(RetryAfter.delay("soon"))
    XCTAssertNil(RetryAfter.delay("1.5"))
    XCTAssertNil(RetryAfter.delay("Wed, 21 Oct 2015 07:28:00 CET"))
    XCTAssertNil(RetryAfter.delay("Wed, 21 Octo 2015 07:28:00 GMT"))
    XCTAssertNil(RetryAfter.delay("Wed, 21 Oct 2015 25:28:00 GMT"))
  }
}
