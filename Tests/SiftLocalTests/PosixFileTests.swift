import Foundation
import XCTest

@testable import SiftLocal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File operations' errors: what a refusal by data protection becomes, per platform.
final class PosixFileTests: XCTestCase {
  func test_aWriteRefusedByDataProtection_isProtectedDataUnavailable() {
    for code in [EPERM, EACCES] {
      XCTAssertEqual(
        PosixFile.failure(writing: "/x/journal-1.log", code: code, dataProtection: true),
        .protectedDataUnavailable(path: "/x/journal-1.log"))
    }
  }

  func test_otherFailures_andPlatformsWithoutDataProtection_areWriteFailed() {
    XCTAssertEqual(
      PosixFile.failure(writing: "/x/a", code: ENOSPC, dataProtection: true),
      .writeFailed(path: "/x/a", reason: String(cString: strerror(ENOSPC))))
    XCTAssertEqual(
      PosixFile.failure(writing: "/x/a", code: EACCES, dataProtection: false),
      .writeFailed(path: "/x/a", reason: String(cString: strerror(EACCES))))
  }

  func test_dataProtection_isAppliedWhereThePlatformHasIt() {
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      XCTAssertTrue(PosixFile.hasDataProtection)
    #else
      XCTAssertFalse(PosixFile.hasDataProtection)
    #endif
  }
}
