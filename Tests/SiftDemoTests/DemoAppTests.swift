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

  /// Moves the facet cursor to the first row that matches.
  private func moveFacetCursor(in app: DemoApp, to matches: (DemoApp.FacetRow) -> Bool) throws {
    if app.focus != .facets { _ = app.handle(.tab) }
    let target = try XCTUnwrap(app.facetRows.firstIndex(where: matches), "no such facet row")
    while app.facetCursor < target { _ = app.handle(.down) }
    while app.facetCursor > target { _ = app.handle(.up) }
  }

  func test_theRangeBounds_moveWithTheArrowKeys_andFilterTheHits() async throws {
    let (app, _) = try makeApp()
    await app.searcher.settled()
    let bounds = try XCTUnwrap(app.range.bounds, "bounds from facets_stats")
    try moveFacetCursor(in: app) { $0 == .rangeBound(isUpper: false) }
    _ = app.handle(.right)
    _ = app.handle(.right)
    await app.searcher.settled()
    let range = try XCTUnwrap(app.range.range)
    XCTAssertGreaterThan(range.lowerBound, bounds.lowerBound)
    XCTAssertEqual(range.upperBound, bounds.upperBound)
    let prices = app.hits.hits.compactMap { $0?["price"]?.doubleValue }
    XCTAssertFalse(prices.isEmpty)
    XCTAssertTrue(prices.allSatisfy { $0 >= range.lowerBound }, "\(prices)")
    let screen = DemoRenderer.render(app).plainText
    XCTAssertTrue(screen.contains("from ‹ $\(ValueFormatter.number(range.lowerBound)) ›"), screen)
    XCTAssertTrue(screen.contains("Filters: price"), screen)
    try moveFacetCursor(in: app) { $0 == .rangeBound(isUpper: true) }
    _ = app.handle(.left)
    await app.searcher.settled()
    XCTAssertLessThan(try XCTUnwrap(app.range.range).upperBound, bounds.upperBound)
    _ = app.handle(.character(" "))
    await app.searcher.settled()
    XCTAssertNil(app.range.range, "Space clears the range")
  }

  func test_theCategoryHierarchy_opensALevelAndFilters() async throws {
    let (app, _) = try makeApp()
    await app.searcher.settled()
    try moveFacetCursor(in: app) {
      if case .category(let item) = $0 { return item.value == "Cameras" }
      return false
    }
    _ = app.handle(.enter)
    await app.searcher.settled()
    let levels = app.categories.items.filter { $0.level == 1 }
    XCTAssertFalse(levels.isEmpty, "the next level shows")
    XCTAssertTrue(levels.allSatisfy { $0.value.hasPrefix("Cameras > ") })
    let screen = DemoRenderer.render(app).plainText
    XCTAssertTrue(screen.contains("▾ Cameras"), screen)
    XCTAssertTrue(screen.contains("Categories"), screen)
    let total = app.searcher.latestResults?.response.nbHits ?? 0
    XCTAssertEqual(total, app.categories.items.first { $0.value == "Cameras" }?.count)
  }

  func test_enterOnAHit_showsTheWholeRecord_andEscapeGoesBack() async throws {
    let (app, _) = try makeApp()
    await app.searcher.settled()
    _ = app.handle([.tab, .tab, .down, .enter])
    let record = try XCTUnwrap(app.detail)
    let screen = DemoRenderer.render(app).plainText
    XCTAssertTrue(screen.contains("Description"), screen)
    XCTAssertTrue(screen.contains("Free shipping"), screen)
    XCTAssertTrue(screen.contains(record["name"]?.stringValue ?? "?"), screen)
    XCTAssertTrue(screen.contains("Esc or Enter back"), screen)
    XCTAssertTrue(app.handle(.escape), "Escape in the detail view does not quit")
    XCTAssertNil(app.detail)
    XCTAssertEqual(app.focus, .hits)
  }

  func test_aCurrentFilter_isRemovedFromTheFiltersLine() async throws {
    let (app, _) = try makeApp()
    await app.searcher.settled()
    try moveFacetCursor(in: app) {
      if case .value("brand", _, _) = $0 { return true }
      return false
    }
    _ = app.handle(.character(" "))
    await app.searcher.settled()
    XCTAssertEqual(app.currentFilters.items.count, 1)
    _ = app.handle([.tab, .tab])
    XCTAssertEqual(app.focus, .filters, "Tab reaches the current filters when there are some")
    XCTAssertTrue(DemoRenderer.render(app).plainText.contains("✕"))
    _ = app.handle(.enter)
    await app.searcher.settled()
    XCTAssertTrue(app.currentFilters.items.isEmpty)
    XCTAssertEqual(app.searcher.latestResults?.response.nbHits, 3_000)
    XCTAssertEqual(app.focus, .searchBox)
  }

  func test_everyFacetIsReachable_inASmallTerminal() async throws {
    let app = DemoApp(
      catalog: try Self.catalog.get(), size: (rows: 14, columns: 80), clock: ManualClock())
    app.start()
    await app.searcher.settled()
    _ = app.handle(.tab)
    let rows = app.facetRows
    XCTAssertGreaterThan(rows.count, 14)
    for _ in 0..<rows.count { _ = app.handle(.down) }
    let screen = DemoRenderer.render(app).plainText
    guard case .value(_, let last, _) = try XCTUnwrap(rows.last) else { return XCTFail("\(rows)") }
    XCTAssertTrue(
      screen.contains("[ ] \(last.value == "false" ? "no" : last.value)"),
      "the last row is on screen: \(screen)")
    XCTAssertTrue(screen.contains("above"), screen)
  }

  func test_theCommandLinesFlags_applyToTheInteractiveSearch() async throws {
    var options = DemoApp.Options()
    options.filters = "brand:Sony"
    options.sortIndex = SampleCatalog.priceDescending
    options.hitsPerPage = 4
    options.page = 2
    options.facets = ["color"]
    XCTAssertNil(options.problem(with: try Self.catalog.get()))
    let app = DemoApp(
      catalog: try Self.catalog.get(), size: (rows: 30, columns: 110), options: options,
      clock: ManualClock())
    app.start()
    await app.searcher.settled()
    let response = try XCTUnwrap(app.searcher.latestResults?.response)
    XCTAssertEqual(response.hits.count, 4)
    XCTAssertEqual(response.page, 1)
    XCTAssertTrue(response.hits.allSatisfy { $0["brand"]?.stringValue == "Sony" })
    let prices = response.hits.compactMap { $0["price"]?.doubleValue }
    XCTAssertEqual(prices, prices.sorted(by: >))
    XCTAssertEqual(app.facetLists.first?.attribute, "color")
    let screen = DemoRenderer.render(app).plainText
    XCTAssertTrue(screen.contains("sort: Highest price"), screen)
    XCTAssertTrue(screen.contains("page 2 of"), screen)
    XCTAssertTrue(screen.contains("Filters: brand"), screen)

    var bad = DemoApp.Options()
    bad.sortIndex = "products_nope"
    XCTAssertNotNil(bad.problem(with: try Self.catalog.get()))
  }

  func test_theHelpLine_saysEscapeQuits() async throws {
    let (app, _) = try makeApp()
    XCTAssertTrue(DemoRenderer.render(app).rows.last.map(ANSI.strip)?.contains("Esc") ?? false)
    XCTAssertFalse(app.handle(.escape))
  }
}
