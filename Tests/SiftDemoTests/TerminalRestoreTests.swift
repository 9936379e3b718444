import Foundation
import XCTest

/// The interactive demo in a real pseudo-terminal: it draws, searches as keys come, and leaves
/// the terminal as it found it on Ctrl-C and on signals from elsewhere.
final class TerminalRestoreTests: XCTestCase {
  private func runInPseudoTerminal(keys: [String], size: String = "24x80") throws
    -> PseudoTerminal.Session
  {
    try PseudoTerminal.run(steps: keys, size: size)
  }

  func test_ctrlC_quitsAndRestoresTheTerminal() throws {
    let session = try runInPseudoTerminal(keys: [
      "wait:records", "zqxzqx", "wait:No results", "\\x03",
    ])
    XCTAssertEqual(session.missed, [], "the screen showed what each step waited for")
    XCTAssertEqual(session.status, 0)
    XCTAssertEqual(session.restored, true, "raw mode is undone")
    XCTAssertTrue(session.output.contains("\u{1B}[?1049h"), "it enters the alternate screen")
    XCTAssertTrue(
      session.output.hasSuffix("\u{1B}[?1049l") || session.output.contains("\u{1B}[?1049l"),
      "and leaves it")
    XCTAssertTrue(session.output.contains("zqxzqx"), "the typed query is shown")
  }

  func test_anExternalSIGINT_restoresTheTerminal() throws {
    let session = try runInPseudoTerminal(keys: ["wait:records", "signal:INT"])
    XCTAssertEqual(session.missed, [])
    XCTAssertEqual(session.status, 128 + Int(SIGINT))
    XCTAssertEqual(session.restored, true, "raw mode is undone")
    XCTAssertTrue(session.output.contains("\u{1B}[?1049l"), "it leaves the alternate screen")
  }

  func test_aPasteOf10000Characters_thenCtrlC_quitsPromptly() throws {
    let paste = String(repeating: "a", count: 10_000)
    let session = try runInPseudoTerminal(keys: ["wait:records", paste + "\\x03"])
    XCTAssertEqual(session.status, 0)
    XCTAssertEqual(session.restored, true)
    let seconds = try XCTUnwrap(session.restoredSeconds, "the demo did not exit")
    XCTAssertLessThan(seconds, 5, "Ctrl-C waited behind the paste")
  }

  func test_aTerminalSmallerThanTheLayout_saysSo_inItsOwnSize() throws {
    let session = try runInPseudoTerminal(
      keys: ["wait:too small", "\\x03"], size: "6x30")
    XCTAssertEqual(session.missed, [], session.output)
    XCTAssertEqual(session.status, 0)
    XCTAssertFalse(session.output.contains("\u{1B}[7;1H"), "nothing is drawn below row 6")
  }
}
