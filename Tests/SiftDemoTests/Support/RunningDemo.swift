import Foundation
import SiftTestSupport
import XCTest

/// The built `sift-demo` running with its standard input and output as pipes that the test
/// writes and reads while it runs, as a script talking to it line by line does.
final class RunningDemo: @unchecked Sendable {
  private var process: ChildProcess?
  private let input = Pipe()
  private let output = Pipe()
  private let lock = NSLock()
  private var received = Data()

  /// Starts the demo with `arguments`.
  init(_ arguments: [String]) throws {
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let chunk = handle.availableData
      guard let self, !chunk.isEmpty else { return }
      self.lock.withLock { self.received.append(chunk) }
    }
    process = try ChildProcess(
      executable: DemoProcess.executable, arguments: arguments, standardInput: input,
      standardOutput: output, standardError: FileHandle.nullDevice)
  }

  /// What the demo has written so far.
  var stdout: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

  /// Writes a line to the demo's standard input, keeping it open.
  func send(line: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Waits until the output contains `text`, for at most `seconds` of wall time (a bound on
  /// a wait, not a measure); returns whether it did.
  func waitForOutput(containing text: String, seconds: Double = 120) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if stdout.contains(text) { return true }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return stdout.contains(text)
  }

  /// Closes the demo's standard input and waits for it to exit; returns its status.
  func finish() throws -> Int32 {
    try input.fileHandleForWriting.close()
    process?.waitUntilExit()
    output.fileHandleForReading.readabilityHandler = nil
    return process?.terminationStatus ?? -1
  }
}
