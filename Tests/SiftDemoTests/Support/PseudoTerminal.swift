import Foundation
import SiftTestSupport
import XCTest

/// Runs the built `sift-demo` in a pseudo-terminal through `pty_session.py`: keys typed, waits
/// for text on screen, signals, and what a person would have seen.
enum PseudoTerminal {
  struct Session: Decodable {
    let status: Int?
    let restored: Bool?
    let output: String
    let missed: [String]
    /// Seconds from the start of the last step that types or signals to the process's exit.
    let exitSeconds: Double?
    /// Seconds from the start of the last step that types or signals to the terminal handed
    /// back (the alternate screen left): what a person waits for, without the process's own
    /// teardown, which takes a second under the thread sanitizer.
    let restoredSeconds: Double?
  }

  /// Runs the demo with `arguments` in a terminal of `size` (`ROWSxCOLUMNS`), through `steps`
  /// (keys, `wait:TEXT`, `signal:NAME`); skips when python3 is not on `searchPath` (the
  /// `PATH` by default).
  static func run(
    arguments: [String] = [], steps: [String], size: String = "24x80",
    searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
  ) throws -> Session {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("pty_session.py")
    let stdout = Pipe()
    let process = try ChildProcess.python3(
      [script.path, "--size", size] + arguments.flatMap { ["--arg", $0] }
        + [DemoProcess.executable.path] + steps,
      searchPath: searchPath, standardOutput: stdout)
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try JSONDecoder().decode(Session.self, from: data)
  }
}
