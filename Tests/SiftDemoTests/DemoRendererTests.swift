import Foundation
import Sift
import SiftTesting
import XCTest

@testable import sift_demo

/// What the interactive demo draws, as a person sees it in the terminal.
@MainActor
final class DemoRendererTests: XCTestCase {
  private static let catalog = Result { try DemoCatalog.sample() }

  private func makeApp(rows: Int = 30, columns: Int = 110) throws -> DemoApp {
    DemoApp(
      catalog: try Self.catalog.get(), size: (rows: rows, columns: columns), clock: ManualClock())
  }

  func test_wideCharacters_putTheCursorAfterTheirTwoColumnsEach() async throws {
    let app = try makeApp()
    _ = app.handle("テレビ".map(Key.character))
    let screen = DemoRenderer.render(app)
    XCTAssertEqual(screen.cursor.row, 1)
    XCTAssertEqual(screen.cursor.column, 9 + 6, "after the prompt and three wide characters")
    XCTAssertEqual(ANSI.width(screen.rows[1]), 110, "the row fills the terminal, no more")
  }

  func test_aQueryLongerThanTheRow_scrollsToKeepTheCursorInView() async throws {
    let app = try makeApp(columns: 40)
    let query = String(repeating: "ab", count: 100) + "テ"
    _ = app.handle(query.map(Key.character))
    let screen = DemoRenderer.render(app)
    XCTAssertEqual(ANSI.width(screen.rows[1]), 40)
    XCTAssertTrue(ANSI.strip(screen.rows[1]).hasSuffix("abテ "), screen.rows[1])
    XCTAssertEqual(screen.cursor.column, 39, "right after the last character shown")
    _ = app.handle(.home)
    let atHome = DemoRenderer.render(app)
    XCTAssertEqual(atHome.cursor.column, 9)
    XCTAssertTrue(ANSI.strip(atHome.rows[1]).hasPrefix("Search › abab"))
  }

  func test_aTerminalSmallerThan40x10_saysItIsTooSmall_withinItsSize() async throws {
    for (rows, columns) in [(8, 80), (24, 30), (2, 12), (1, 1)] {
      let app = try makeApp(rows: rows, columns: columns)
      let screen = DemoRenderer.render(app)
      XCTAssertEqual(screen.rows.count, rows, "\(rows)×\(columns)")
      XCTAssertTrue(screen.rows.allSatisfy { ANSI.width($0) == columns }, "\(rows)×\(columns)")
      XCTAssertTrue(screen.plainText.hasPrefix(String("Terminal too small".prefix(columns))))
    }
    let app = try makeApp(rows: 8, columns: 30)
    XCTAssertTrue(DemoRenderer.render(app).plainText.contains("needs 40×10, is 30×8"))
  }

  func test_controlCharactersOfAQuery_areShownEscaped() async throws {
    let app = try makeApp()
    app.lineEditor.text = "tv\u{1B}[2J\u{07}"
    let row = DemoRenderer.render(app).rows[1]
    XCTAssertTrue(ANSI.strip(row).contains(#"tv\u{1B}[2J\u{7}"#), row)
    XCTAssertFalse(row.contains("\u{07}"))
  }

  func test_longFacetValuesAndHits_areCutWithAnEllipsis_keepingTheirCounts() async throws {
    let long = "An extraordinarily long facet value that cannot fit the panel"
    let records = (0..<40).map { index in
      #"{"objectID": "\#(index)", "name": "\#(long) and a title just as long, number \#(index)", "#
        + #""kind": "\#(index % 2 == 0 ? long : "short")"}"#
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sift-demo-long-\(UUID()).json")
    try Data(("[" + records.joined(separator: ",") + "]").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let app = DemoApp(
      catalog: try DemoCatalog.load(dataFile: file.path, settingsFile: nil),
      size: (rows: 20, columns: 90), clock: ManualClock())
    app.start()
    await app.searcher.settled()
    let screen = DemoRenderer.render(app)
    let facetRow = try XCTUnwrap(
      screen.rows.map(ANSI.strip).first { $0.hasPrefix("[ ] An extra") }, screen.plainText)
    XCTAssertTrue(facetRow.contains("… (20)"), facetRow)
    let hitRow = try XCTUnwrap(
      screen.rows.map(ANSI.strip).first { $0.contains("│ An extra") }, screen.plainText)
    XCTAssertTrue(hitRow.hasSuffix("…"), hitRow)
    XCTAssertTrue(screen.rows.allSatisfy { ANSI.width($0) == 90 })
  }
}
