import Foundation
import SiftTestSupport
import XCTest

/// The pty tests' harness: a machine without python3 skips them, it does not fail them.
final class PseudoTerminalTests: XCTestCase {
  func test_withoutPython3_aSessionSkips() throws {
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("sift-no-python-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    XCTAssertNil(ChildProcess.executable(named: "python3", searchPath: empty.path))
    XCTAssertThrowsError(try PseudoTerminal.run(steps: ["q"], searchPath: empty.path)) {
      XCTAssertTrue($0 is XCTSkip, "a missing python3 skips, got \($0)")
    }
  }

  func test_executableLookup_findsAProgramOnTheSearchPath() {
    XCTAssertEqual(
      ChildProcess.executable(named: "sh", searchPath: "/nonexistent:/bin")?.path, "/bin/sh")
  }
}
