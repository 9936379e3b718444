import Foundation
import SiftCore
import SiftTestSupport
import XCTest

@testable import SiftLocal

/// A second process writing a saved directory, for tests of writers taking turns: this test
/// binary run again on ``WriterProcessChild/test_writesWhatItsParentAsks()`` alone, told the
/// directory by the environment. It opens the directory for writing with the lock held only
/// while writing, then takes commands on its standard input, one a line, and answers each on
/// its standard output with a line starting with ``marker`` (XCTest writes its own lines
/// there too):
///
/// - `write <objectID>`: writes a record of that objectID; answers `wrote <objectIDs>`, every
///   objectID it sees then (sorted, comma-separated);
/// - `generate`: writes a record without an objectID; answers `generated <objectID>`;
/// - `quit`: answers `bye` and stops.
///
/// Spawning it needs the test binary as an executable, as on Linux.
final class WriterProcess {
  static let marker = "sift-writer-process: "
  static let directoryVariable = "SIFT_WRITER_PROCESS_DIRECTORY"

  /// The process stopped before it answered.
  struct Ended: Error, CustomStringConvertible {
    var output: String
    var description: String { "the writer process ended; it wrote: \(output)" }
  }

  private var process: ChildProcess?
  private let input = Pipe()
  private let output = Pipe()
  private var pending = Data()

  /// The test binary, when it can be run as an executable.
  private static var executable: URL? {
    #if os(Linux)
      return URL(fileURLWithPath: "/proc/self/exe")
    #else
      return nil
    #endif
  }

  /// Starts the process on `directory` and waits until it has opened it.
  init(directory: URL) throws {
    guard let executable = Self.executable else {
      throw XCTSkip("the test bundle cannot be run as an executable here")
    }
    var environment = ProcessInfo.processInfo.environment
    environment[Self.directoryVariable] = directory.path
    // A process that dies makes writes to it fail, instead of stopping this one.
    signal(SIGPIPE, SIG_IGN)
    process = try ChildProcess(
      executable: executable,
      arguments: ["SiftLocalTests.WriterProcessChild/test_writesWhatItsParentAsks"],
      environment: environment, standardInput: input, standardOutput: output)
    XCTAssertEqual(try answer(), "ready")
  }

  deinit {
    if let process, process.isRunning { process.terminate() }
  }

  /// Sends `command` and returns the answer.
  func send(_ command: String) throws -> String {
    try input.fileHandleForWriting.write(contentsOf: Data((command + "\n").utf8))
    return try answer()
  }

  /// Asks the process to stop, and waits until it has.
  func quit() throws {
    XCTAssertEqual(try send("quit"), "bye")
    try input.fileHandleForWriting.close()
    process?.waitUntilExit()
    XCTAssertEqual(process?.terminationStatus, 0)
  }

  /// The next line of the process that starts with ``marker``, without it.
  private func answer() throws -> String {
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending = Data(pending[(newline + 1)...])
        if line.hasPrefix(Self.marker) { return String(line.dropFirst(Self.marker.count)) }
        continue
      }
      let more = output.fileHandleForReading.availableData
      guard !more.isEmpty else { throw Ended(output: String(decoding: pending, as: UTF8.self)) }
      pending.append(more)
    }
  }
}
