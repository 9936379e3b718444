import Sift
import SiftTesting
import XCTest

@testable import sift_demo

/// The interactive UI driven through its renderer: keystrokes in, screen text out.
@MainActor
final class DemoAppTests: XCTestCase {
  private static let catalog = Result { try DemoCatalog.sample() }

  private func makeApp() throws -> (DemoApp, ManualClock) {
    let clock = ManualClock()
    let app = DemoApp(catalog: try Self.catalog.get(), size: (rows: 30, columns: 110), clock: clock)
    app.start()
    return (app, clock)
  }

  private func type(_ text: String, into app: DemoApp, clock: ManualClock) async {
    for character in text {
      _ = app.handle(.character(character))
    }
    await clock.advance(by: .milliseconds(60))
    await app.searcher.settled()
  }

  func test_typing_updatesTheHits_withTheMatchedWordsHighlighted() async throws {
    let (app, clock) = try makeApp()
    await app.searcher.settled()
    await type("sony head", into: app, clock: clock)
    let screen = DemoRenderer.render(app)
    let hitRows = screen.plainText.split(separator: "\n").filter { $0.contains("│ Sony") }
    XCTAssertGreaterThan(hitRows.count, 5, screen.plainText)
    XCTAssertTrue(
      hitRows.allSatisfy {
        $0.contains("Headphones") || $0.contains("Earbuds") || $0.contains("Over-Ear")
      }, screen.plainText)
    XCTAssertTrue(screen.rows[1].contains("sony head"))
    XCTAssertTrue(
      screen.rows.joined().contains(ANSI.bold + ANSI.yellow + "Sony"),
      "matched words are highlighted")
    XCTAssertTrue(screen.plainText.contains("results ("), screen.plainText)
  }

  func test_togglingAFacet_filtersTheHits_andChangesTheCounts() async throws {
    let (app, clock) = try makeApp()
    await type("headphones", into: app, clock: clock)
    let before = app.searcher.latestResults?.response.nbHits ?? 0
    _ = app.handle(.tab)
    let rows = app.facetRows
    let brandRow = try XCTUnwrap(
      rows.firstIndex {
        if case .value("brand", _, _) = $0 { return true }
        return false
      })
    guard case .value(_, let brand, _) = rows[brandRow] else { return XCTFail("not a value row") }
    for _ in 0..<brandRow { _ = app.handle(.down) }
    _ = app.handle(.character(" "))
    await app.searcher.settled()
    let after = app.searcher.latestResults?.response.nbHits ?? 0
    XCTAssertEqual(after, brand.count, "the count shown is the number of hits after refining")
    XCTAssertLessThan(after, before)
    let screen = DemoRenderer.render(app).plainText
    XCTAssertTrue(screen.contains("[x] \(brand.value)"), screen)
    XCTAssertTrue(screen.contains("Filters: brand: \(brand.value)"), screen)
    let hitRows = screen.split(separator: "\n").filter {
      $0.contains("│ ") && $0.contains("  ·  $")
    }
    XCTAssertFalse(hitRows.isEmpty)
    XCTAssertTrue(hitRows.allSatisfy { $0.contains("│ \(brand.value)") }, screen)
    let moreRow = try XCTUnwrap(
      app.facetRows.firstIndex {
        if case .showMore("brand", _) = $0 { return true }
        return false
      })
    while app.facetCursor < moreRow { _ = app.handle(.down) }
    let shownBefore = app.facetRows.count
    _ = app.handle(.enter)
    XCTAssertGreaterThan(app.facetRows.count, shownBefore, "show more lists the other brands")
    _ = app.handle(.control("r"))
    await app.searcher.settled()
    XCTAssertEqual(app.searcher.latestResults?.response.nbHits, before, "Ctrl-R clears the filters")
  }

  func test_enter_submitsAtOnce_withoutWaitingForTheDebounce() async throws {
    let (app, _) = try makeApp()
    await app.searcher.settled()
    for character in "blender" { _ = app.handle(.character(character)) }
    _ = app.handle(.enter)
    await app.searcher.settled()
    XCTAssertEqual(app.searcher.latestResults?.request.query.query, "blender")
  }

  func test_pagesAndSort_followTheKeys() async throws {
    let (app, clock) = try makeApp()
    await type("tv", into: app, clock: clock)
    _ = app.handle(.pageDown)
    await app.searcher.settled()
    XCTAssertEqual(app.pager.pagination.currentPage, 1)
    XCTAssertTrue(DemoRenderer.render(app).plainText.contains("page 2 of"))
    _ = app.handle(.control("s"))
    await app.searcher.settled()
    XCTAssertEqual(app.searcher.indexName, SampleCatalog.priceAscending)
    let prices = app.hits.hits.compactMap { $0?["price"]?.doubleValue }
    XCTAssertEqual(prices, prices.sorted())
  }

  func test_ctrlC_quits() async throws {
    let (app, _) = try makeApp()
    XCTAssertFalse(app.handle(.control("c")))
  }

  func test_aPasteOfTenThousandCharacters_isOneEditAndOneRedraw() async throws {
    let (app, _) = try makeApp()
    await app.searcher.settled()
    var redraws = 0
    app.onChange = { redraws += 1 }
    var edits = 0
    app.lineEditor.addAction(for: .editingChanged) { edits += 1 }
    let paste = String(repeating: "tv ", count: 3_334)
    XCTAssertTrue(app.handle(paste.map(Key.character)))
    XCTAssertEqual(redraws, 1, "the batch is drawn once")
    XCTAssertEqual(edits, 1, "the paste is one edit, so one query change and one search")
    XCTAssertEqual(app.lineEditor.text, paste)
    XCTAssertEqual(app.lineEditor.cursor, paste.count)
  }

  func test_ctrlC_quitsAtOnce_evenBehindAPaste() async throws {
    let (app, _) = try makeApp()
    let keys = Array(repeating: Key.character("a"), count: 10_000) + [.control("c")]
    XCTAssertFalse(app.handle(keys))
    XCTAssertEqual(app.lineEditor.text ?? "", "", "what came before the quit is dropped")
  }

  func test_tabAndShiftTab_moveTheFocusAround() async throws {
    let (app, _) = try makeApp()
    XCTAssertEqual(app.focus, .searchBox)
    _ = app.handle(.backTab)
    XCTAssertEqual(app.focus, .hits, "Shift-Tab wraps to the last pane")
    _ = app.handle(.tab)
    XCTAssertEqual(app.focus, .searchBox)
    _ = app.handle(.tab)
    _ = app.handle(.tab)
    XCTAssertEqual(app.focus, .hits)
    _ = app.handle(.escape)
    XCTAssertEqual(app.focus, .searchBox, "Escape returns to the search box")
  }

  func test_lineEditor_editsLikeATerminal() async throws {
    let editor = TerminalLineEditor()
    var changes: [String] = []
    editor.addAction(for: .editingChanged) { [weak editor] in changes.append(editor?.text ?? "") }
    for key: Key in [
      .character("a"), .character("c"), .left, .character("b"), .end, .backspace, .home, .delete,
      .control("u"),
    ] {
      editor.handle(key)
    }
    XCTAssertEqual(changes, ["a", "ac", "abc", "ab", "b", ""])
    editor.text = "set in code"
    XCTAssertEqual(changes.count, 6, "a query set in code is not an edit")
  }

  func test_keyDecoder_decodesEscapeSequencesAndUTF8() {
    var decoder = KeyDecoder()
    XCTAssertEqual(
      decoder.decode(Array("é\u{1B}[A\u{1B}[6~\r\u{7F}\u{03}".utf8)),
      [.character("é"), .up, .pageDown, .enter, .backspace, .control("c")])
    XCTAssertEqual(decoder.decode([0x1B, 0x5B]), [], "an incomplete sequence waits")
    XCTAssertEqual(decoder.decode([0x42]), [.down])
  }

  func test_screenDiff_rewritesOnlyChangedRows() {
    let first = Screen(rows: ["a", "b", "c"], cursor: (0, 0))
    let second = Screen(rows: ["a", "B", "c"], cursor: (0, 0))
    let diff = second.diff(from: first)
    XCTAssertTrue(diff.contains("\u{1B}[2;1H"))
    XCTAssertFalse(diff.contains("\u{1B}[1;1H\u{1B}[2K"))
    XCTAssertFalse(diff.contains("\u{1B}[3;1H"))
  }
}
