import Foundation
import SiftCore
import XCTest

@testable import SiftLocal

/// The test ``WriterProcess`` runs in the child process: skipped when run as a test.
final class WriterProcessChild: XCTestCase {
  func test_writesWhatItsParentAsks() throws {
    guard let path = ProcessInfo.processInfo.environment[WriterProcess.directoryVariable] else {
      throw XCTSkip("the child process of WriterProcess: runs only when spawned by it")
    }
    func say(_ line: String) {
      FileHandle.standardOutput.write(Data((WriterProcess.marker + line + "\n").utf8))
    }
    let index = try LocalIndex(
      savedIn: URL(fileURLWithPath: path), options: .init(locking: .whileWriting))
    say("ready")
    while let line = readLine() {
      let words = line.split(separator: " ").map(String.init)
      switch words.first {
      case "write":
        try index.saveObjects([["objectID": .string(words[1]), "by": "child"]])
        let seen = index.records.compactMap { $0["objectID"]?.stringValue }.sorted()
        say("wrote " + seen.joined(separator: ","))
      case "generate":
        let ids = try index.saveObjects([["by": "child"]])
        say("generated " + ids.joined(separator: ","))
      case "quit":
        say("bye")
        return
      default:
        XCTFail("unknown command \(line)")
        return
      }
    }
  }
}
