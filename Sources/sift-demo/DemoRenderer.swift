import Sift

/// Draws the demo's state as a `Screen`: a pure function of the app, so tests read what a
/// person would see.
@MainActor
enum DemoRenderer {
  /// The smallest terminal the layout fits in.
  static let minimumSize = (rows: 10, columns: 40)

  static func render(_ app: DemoApp) -> Screen {
    guard app.size.rows >= minimumSize.rows, app.size.columns >= minimumSize.columns else {
      return tooSmall(rows: app.size.rows, columns: app.size.columns)
    }
    let width = app.size.columns
    let height = app.size.rows
    var rows: [String] = []

    let sortLabel = app.sortBy.items.first { $0.key == app.sortBy.selected }?.label ?? ""
    let title =
      "\(ANSI.bold)Sift demo\(ANSI.reset) · \(app.catalog.recordCount) records · sort: \(sortLabel)"
    rows.append(pair(title, statusText(app.status.item), width: width))

    let query = Array(app.lineEditor.text ?? "")
    let prompt = app.focus == .searchBox ? "\(ANSI.cyan)Search ›\(ANSI.reset) " : "Search › "
    // The part of the query that fits, scrolled so that the cursor shows.
    let (shown, cursorOffset) = visiblePart(
      of: query, cursor: app.lineEditor.cursor, columns: width - promptWidth - 1)
    rows.append(
      ANSI.fit(
        prompt
          + (query.isEmpty
            ? "\(ANSI.dim)\(app.lineEditor.placeholder ?? "")\(ANSI.reset)"
            : ANSI.escapingControls(shown)),
        width: width))

    let pagination = app.pager.pagination
    let pageText =
      pagination.pagesCount > 0
      ? "page \(pagination.currentPage + 1) of \(pagination.pagesCount)" : ""
    rows.append(pair(app.stats.item ?? "", pageText, width: width))
    rows.append(String(repeating: "─", count: width))

    let bodyHeight = height - rows.count - 2
    let facetWidth = min(32, width / 3)
    let facetLines = facetPanel(app, width: facetWidth, height: bodyHeight)
    let hitLines = hitList(app, width: width - facetWidth - 3, height: bodyHeight)
    for line in 0..<bodyHeight {
      rows.append(facetLines[line] + " \(ANSI.dim)│\(ANSI.reset) " + hitLines[line])
    }

    let filters = app.currentFilterTexts
    let filterText =
      filters.isEmpty
      ? "\(ANSI.dim)no filters\(ANSI.reset)"
      : "Filters: " + ANSI.escapingControls(filters.joined(separator: " · "))
        + "  (Ctrl-R clears)"
    rows.append(ANSI.fit(filterText, width: width))
    rows.append(
      ANSI.fit(
        "\(ANSI.dim)Tab focus · ↑↓ move · Space toggle · PgUp/PgDn page · Ctrl-S sort · Ctrl-C quit\(ANSI.reset)",
        width: width))

    let cursorColumn = app.focus == .searchBox ? promptWidth + cursorOffset : 0
    let cursorRow = app.focus == .searchBox ? 1 : height - 1
    return Screen(rows: rows, cursor: (cursorRow, min(cursorColumn, width - 1)))
  }

  /// The columns of the search prompt, `Search › `.
  private static let promptWidth = 9

  /// The characters of `query` shown in `columns` columns, and the column of the cursor among
  /// them: all of it when it fits, else a window that ends at (or just after) the cursor.
  static func visiblePart(of query: [Character], cursor: Int, columns: Int) -> (
    text: String, cursorColumn: Int
  ) {
    let cursor = min(max(cursor, 0), query.count)
    let widths = query.map { DisplayWidth.columns(of: ANSI.escapingControls(String($0))) }
    var start = 0
    var beforeCursor = widths[..<cursor].reduce(0, +)
    while beforeCursor > columns, start < cursor {
      beforeCursor -= widths[start]
      start += 1
    }
    var end = start
    var used = 0
    while end < query.count, used + widths[end] <= columns {
      used += widths[end]
      end += 1
    }
    return (String(query[start..<end]), beforeCursor)
  }

  /// A screen of the terminal's own size that says it is too small for the layout.
  static func tooSmall(rows: Int, columns: Int) -> Screen {
    let width = max(columns, 1)
    let lines = [
      "Terminal too small",
      "needs \(minimumSize.columns)×\(minimumSize.rows), is \(columns)×\(rows)",
      "enlarge it, or Ctrl-C to quit",
    ]
    let shown = (0..<max(rows, 1)).map { index in
      ANSI.fit(index < lines.count ? lines[index] : "", width: width)
    }
    return Screen(rows: shown, cursor: (0, 0))
  }

  private static func statusText(_ status: SearchStatus) -> String {
    switch status {
    case .idle: ""
    case .loading: "\(ANSI.dim)searching…\(ANSI.reset)"
    case .stalled: "\(ANSI.yellow)still searching…\(ANSI.reset)"
    case .error(let error): "\(ANSI.red)error: \(ANSI.escapingControls("\(error)"))\(ANSI.reset)"
    }
  }

  private static func pair(_ left: String, _ right: String, width: Int) -> String {
    let space = max(1, width - ANSI.width(left) - ANSI.width(right))
    return ANSI.fit(left + String(repeating: " ", count: space) + right, width: width)
  }

  private static func facetPanel(_ app: DemoApp, width: Int, height: Int) -> [String] {
    var lines: [String] = []
    for (index, row) in app.facetRows.enumerated() {
      var text: String
      switch row {
      case .title(let attribute):
        text = ANSI.bold + ANSI.escapingControls(attribute) + ANSI.reset
      case .value(_, let facet, let isSelected):
        text =
          (isSelected ? "[x] " : "[ ] ") + ANSI.escapingControls(facet.value)
          + " \(ANSI.dim)(\(facet.count))\(ANSI.reset)"
      case .showMore(_, .showMore(let hidden)):
        text = "\(ANSI.cyan)  + \(hidden) more\(ANSI.reset)"
      case .showMore(_, .showLess):
        text = "\(ANSI.cyan)  − show less\(ANSI.reset)"
      }
      if app.focus == .facets && index == app.facetCursor {
        text = ANSI.reverse + ANSI.strip(text)
      }
      lines.append(ANSI.fit(text, width: width))
    }
    return fill(lines, width: width, height: height)
  }

  private static func hitList(_ app: DemoApp, width: Int, height: Int) -> [String] {
    let formatter = app.catalog.formatter
    var lines: [String] = []
    for (index, hit) in app.hits.hits.enumerated() {
      guard let hit else {
        lines.append(ANSI.fit("\(ANSI.dim)…\(ANSI.reset)", width: width))
        continue
      }
      var text =
        formatter.title(
          of: hit, highlightPrefix: ANSI.bold + ANSI.yellow, highlightSuffix: ANSI.reset)
        + ANSI.dim + ANSI.escapingControls(formatter.details(of: hit)) + ANSI.reset
      if app.focus == .hits && index == app.hitCursor {
        text = ANSI.reverse + ANSI.strip(text)
      }
      lines.append(ANSI.fit(text, width: width))
    }
    if lines.isEmpty, app.searcher.latestResults != nil {
      lines.append(ANSI.fit("No results. Try fewer words or clear the filters.", width: width))
    }
    return fill(lines, width: width, height: height)
  }

  private static func fill(_ lines: [String], width: Int, height: Int) -> [String] {
    Array(lines.prefix(height))
      + Array(repeating: String(repeating: " ", count: width), count: max(0, height - lines.count))
  }
}
