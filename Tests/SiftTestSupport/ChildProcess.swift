import Foundation
import XCTest

/// A program a test runs as a child process (the demo, a test server, a second writer), where
/// the platform has child processes.
///
/// Foundation's `Process` exists on macOS, Linux and Windows; Apple's documentation lists it for
/// macOS and Mac Catalyst only, so iOS, tvOS, watchOS and visionOS have none. There, starting
/// one throws `XCTSkip`: the tests that need another process skip, and the rest of their target
/// compiles and runs. This is the tests' one use of `Process`.
public final class ChildProcess: @unchecked Sendable {
  /// Why a test skips where there are no child processes.
  public static let unavailable = "this platform starts no child processes (Foundation's Process)"

  /// The first executable file named `name` in the folders of `searchPath` (a `PATH`-style
  /// list, this process's `PATH` by default), if any.
  /// - Parameters:
  ///   - name: The program's file name, such as `python3`.
  ///   - searchPath: Folders separated by colons.
  /// - Returns: The program's location.
  public static func executable(
    named name: String,
    searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
  ) -> URL? {
    for folder in (searchPath ?? "").split(separator: ":") where !folder.isEmpty {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Starts `python3`, found on `searchPath`, with `arguments`; skips the test when there is
  /// none (a missing interpreter is the machine's lack, not a failure of the code under test).
  /// - Parameters:
  ///   - arguments: The interpreter's arguments (a script and its own).
  ///   - searchPath: Where to look for `python3` (this process's `PATH` by default).
  ///   - standardInput: A `Pipe`, a `FileHandle`, or nil for the test's own.
  ///   - standardOutput: Likewise.
  ///   - standardError: Likewise.
  /// - Returns: The running interpreter.
  /// - Throws: `XCTSkip` without `python3` or child processes; the launch's error otherwise.
  public static func python3(
    _ arguments: [String],
    searchPath: String? = ProcessInfo.processInfo.environment["PATH"],
    standardInput: Any? = nil, standardOutput: Any? = nil, standardError: Any? = nil
  ) throws -> ChildProcess {
    guard let python = executable(named: "python3", searchPath: searchPath) else {
      throw XCTSkip("python3 is not on the PATH")
    }
    return try ChildProcess(
      executable: python, arguments: arguments, standardInput: standardInput,
      standardOutput: standardOutput, standardError: standardError)
  }

  #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
    /// Throws `XCTSkip`: there are no child processes here.
    public init(
      executable: URL, arguments: [String] = [], environment: [String: String]? = nil,
      standardInput: Any? = nil, standardOutput: Any? = nil, standardError: Any? = nil
    ) throws {
      throw XCTSkip(Self.unavailable)
    }

    /// The child's process identifier.
    public var processIdentifier: Int32 { 0 }
    /// Whether the child is still running.
    public var isRunning: Bool { false }
    /// The child's exit status, once it has exited.
    public var terminationStatus: Int32 { 0 }
    /// Sends the child SIGTERM.
    public func terminate() {}
    /// Waits for the child to exit.
    public func waitUntilExit() {}
  #else
    private let process = Process()

    /// Starts `executable` with `arguments`.
    /// - Parameters:
    ///   - executable: The program.
    ///   - arguments: Its arguments.
    ///   - environment: Its environment (this process's by default).
    ///   - standardInput: A `Pipe`, a `FileHandle`, or nil for the test's own.
    ///   - standardOutput: Likewise.
    ///   - standardError: Likewise.
    /// - Throws: The launch's error.
    public init(
      executable: URL, arguments: [String] = [], environment: [String: String]? = nil,
      standardInput: Any? = nil, standardOutput: Any? = nil, standardError: Any? = nil
    ) throws {
      process.executableURL = executable
      process.arguments = arguments
      if let environment { process.environment = environment }
      if let standardInput { process.standardInput = standardInput }
      if let standardOutput { process.standardOutput = standardOutput }
      if let standardError { process.standardError = standardError }
      try process.run()
    }

    /// The child's process identifier.
    public var processIdentifier: Int32 { process.processIdentifier }
    /// Whether the child is still running.
    public var isRunning: Bool { process.isRunning }
    /// The child's exit status, once it has exited.
    public var terminationStatus: Int32 { process.terminationStatus }
    /// Sends the child SIGTERM.
    public func terminate() { process.terminate() }
    /// Waits for the child to exit.
    public func waitUntilExit() { process.waitUntilExit() }
  #endif
}
