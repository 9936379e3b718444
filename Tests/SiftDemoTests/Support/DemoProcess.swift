import Foundation
import SiftTestSupport
import XCTest

/// Runs the built `sift-demo` executable as a person or a script would.
enum DemoProcess {
  struct Output {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
      return Bundle.main.bundleURL
    #else
      return Bundle.main.bundleURL
    #endif
  }

  static var executable: URL { productsDirectory.appendingPathComponent("sift-demo") }

  /// Runs the demo with `arguments`, feeding `input` on stdin (not a terminal).
  static func run(_ arguments: [String], input: String = "") throws -> Output {
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    let process = try ChildProcess(
      executable: executable, arguments: arguments, standardInput: stdin, standardOutput: stdout,
      standardError: stderr)
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }
}
