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
    let count = ValueFormatter.number(Double(app.catalog.recordCount))
    let title =
      "\(ANSI.bold)Sift demo\(ANSI.reset) · \(ANSI.escapingControls(app.catalog.indexName)) · "
      + "\(count) records · sort: \(sortLabel)"
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
    if app.noticeRows > 0 {
      let warnings = app.catalog.warnings.map {
        "\(ANSI.yellow)⚠ \(ANSI.escapingControls($0))\(ANSI.reset)"
      }
      let notes = app.catalog.notes.map { "\(ANSI.dim)ⓘ \(ANSI.escapingControls($0))\(ANSI.reset)" }
      rows.append(
        ANSI.fit((warnings + notes).joined(separator: " · "), width: width, ellipsis: true))
    }

    let bodyHeight = height - rows.count - 2
    if let record = app.detail {
      rows += detailView(record, app: app, width: width, height: bodyHeight)
    } else {
      let facetWidth = min(34, width / 3)
      let facetLines = facetPanel(app, width: facetWidth, height: bodyHeight)
      let hitLines = hitList(app, width: width - facetWidth - 3, height: bodyHeight)
      for line in 0..<bodyHeight {
        rows.append(facetLines[line] + " \(ANSI.dim)│\(ANSI.reset) " + hitLines[line])
      }
    }

    rows.append(ANSI.fit(filtersLine(app), width: width, ellipsis: true))
    rows.append(ANSI.fit("\(ANSI.dim)\(helpText(app))\(ANSI.reset)", width: width, ellipsis: true))

    let cursorColumn = app.focus == .searchBox ? promptWidth + cursorOffset : 0
    let cursorRow = app.focus == .searchBox && app.detail == nil ? 1 : height - 1
    return Screen(rows: rows, cursor: (cursorRow, min(cursorColumn, width - 1)))
  }

  /// What the keys do where the focus is.
  static func helpText(_ app: DemoApp) -> String {
    if app.detail != nil { return "↑↓ scroll · Esc or Enter back to the hits · Ctrl-C quit" }
    switch app.focus {
    case .searchBox:
      return "Tab focus · PgUp/PgDn page · Ctrl-S sort · Ctrl-R clear filters · Esc quit"
    case .facets:
      return "↑↓ move · Space toggle · ←→ move a range bound · Tab next · Esc search box"
    case .hits: return "↑↓ move · Enter details · PgUp/PgDn page · Tab next · Esc search box"
    case .filters: return "←→ choose · Enter or Del remove · Ctrl-R clear all · Esc search box"
    }
  }

  private static func filtersLine(_ app: DemoApp) -> String {
    let items = app.currentFilterTexts
    guard !items.isEmpty else { return "\(ANSI.dim)no filters\(ANSI.reset)" }
    let selected = app.focus == .filters ? min(app.filterCursor, items.count - 1) : -1
    let shown = items.enumerated().map { index, text in
      let escaped = ANSI.escapingControls(text)
      return index == selected ? ANSI.reverse + escaped + " ✕" + ANSI.reset : escaped
    }
    return "Filters: " + shown.joined(separator: " · ") + "  (Ctrl-R clears)"
  }

  /// A record in full: each attribute on its own lines, as a person reads it.
  private static func detailView(_ record: JSON, app: DemoApp, width: Int, height: Int)
    -> [String]
  {
    let formatter = app.catalog.formatter
    var lines = [
      ANSI.bold + formatter.title(of: record) + ANSI.reset, String(repeating: "─", count: width),
    ]
    guard case .object(let fields) = record else {
      return fill(lines, width: width, height: height)
    }
    let names = fields.keys.filter { !$0.hasPrefix("_") || $0 == "_geoloc" }.sorted { left, right in
      (left == formatter.titleAttribute ? 0 : 1, left) < (
        right == formatter.titleAttribute ? 0 : 1, right
      )
    }
    let labelWidth = min(24, (names.map { ValueFormatter.title(of: $0).count }.max() ?? 0) + 2)
    for name in names {
      let value =
        formatter.values.display(fields[name], attribute: name)
        ?? fields[name].map { String(decoding: $0.encodedData(), as: UTF8.self) } ?? ""
      let label = ValueFormatter.title(of: name)
      let padded = label + String(repeating: " ", count: max(1, labelWidth - label.count))
      let wrapped = wrap(ANSI.escapingControls(value), width: max(10, width - labelWidth))
      for (index, part) in wrapped.enumerated() {
        lines.append(
          (index == 0 ? ANSI.dim + padded + ANSI.reset : String(repeating: " ", count: labelWidth))
            + part)
      }
    }
    let start = min(app.detailScroll, max(0, lines.count - height))
    return fill(
      lines.dropFirst(start).map { ANSI.fit($0, width: width, ellipsis: true) }, width: width,
      height: height)
  }

  /// `text` in lines of at most `width` columns, broken between words where it can be.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    var columns = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = DisplayWidth.columns(of: word)
      if columns > 0, columns + 1 + wordWidth > width {
        lines.append(line)
        line = ""
        columns = 0
      }
      if columns > 0 {
        line += " "
        columns += 1
      }
      var rest = Substring(word)
      while DisplayWidth.columns(of: rest) > width - columns, columns == 0 {
        var piece = ""
        var pieceWidth = 0
        while let next = rest.first, pieceWidth + DisplayWidth.columns(of: next) <= width {
          piece.append(next)
          pieceWidth += DisplayWidth.columns(of: next)
          rest = rest.dropFirst()
        }
        if piece.isEmpty, let next = rest.first {
          piece.append(next)
          rest = rest.dropFirst()
        }
        lines.append(piece)
      }
      line += rest
      columns += DisplayWidth.columns(of: rest)
    }
    if !line.isEmpty || lines.isEmpty { lines.append(line) }
    return lines
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
    let values = app.catalog.formatter.values
    var lines: [String] = []
    let rows = app.facetRows
    for (index, row) in rows.enumerated() {
      var text: String
      switch row {
      case .title(let attribute):
        text = ANSI.bold + ANSI.escapingControls(ValueFormatter.title(of: attribute)) + ANSI.reset
      case .category(let item):
        let label = ANSI.escapingControls(item.label)
        text =
          ANSI.fit(
            String(repeating: "  ", count: item.level) + (item.isSelected ? "▾ " : "▸ ") + label,
            width: width - 1 - countWidth(item.count), ellipsis: true) + count(item.count)
      case .rangeBound(let isUpper):
        let shown = app.shownRange
        let bound = isUpper ? shown?.upperBound : shown?.lowerBound
        let label = isUpper ? "  to   " : "  from "
        let value =
          bound.map {
            values.display(.number(JSON.Number($0)), attribute: app.catalog.rangeAttribute ?? "")
              ?? ""
          } ?? ""
        let style = app.range.range == nil ? "" : ANSI.green
        text = label + "‹ " + style + value + ANSI.reset + " ›"
      case .value(let attribute, let facet, let isSelected):
        let value = ANSI.escapingControls(values.facetValue(facet.value, attribute: attribute))
        text =
          ANSI.fit(
            (isSelected ? "[x] " : "[ ] ") + value, width: width - 1 - countWidth(facet.count),
            ellipsis: true) + count(facet.count)
      case .showMore(_, .showMore(let hidden)):
        text = "\(ANSI.cyan)  + \(hidden) more\(ANSI.reset)"
      case .showMore(_, .showLess):
        text = "\(ANSI.cyan)  − show less\(ANSI.reset)"
      }
      if app.focus == .facets && index == app.facetCursor {
        text = ANSI.reverse + ANSI.strip(text)
      }
      lines.append(ANSI.fit(text, width: width, ellipsis: true))
    }
    // A panel longer than the screen scrolls to keep the cursor in view, with a line that
    // says what is above and below.
    guard lines.count > height, height > 1 else { return fill(lines, width: width, height: height) }
    let visible = height - 1
    let cursor = app.focus == .facets ? min(app.facetCursor, lines.count - 1) : 0
    let start = min(max(0, cursor - visible / 2), lines.count - visible)
    let above = start
    let below = lines.count - start - visible
    let indicator = [above > 0 ? "▲ \(above) above" : nil, below > 0 ? "▼ \(below) below" : nil]
      .compactMap { $0 }.joined(separator: " · ")
    return Array(lines[start..<(start + visible)])
      + [ANSI.fit("\(ANSI.dim)\(indicator) (Tab, ↑↓)\(ANSI.reset)", width: width, ellipsis: true)]
  }

  /// A facet count, dimmed, with a space before it: ` (1,234)`.
  private static func count(_ count: Int) -> String {
    " \(ANSI.dim)(\(ValueFormatter.number(Double(count))))\(ANSI.reset)"
  }

  private static func countWidth(_ count: Int) -> Int {
    ValueFormatter.number(Double(count)).count + 2
  }

  private static func hitList(_ app: DemoApp, width: Int, height: Int) -> [String] {
    let formatter = app.catalog.formatter
    var lines: [String] = []
    for (index, hit) in app.hits.hits.enumerated() {
      guard let hit else {
        lines.append(ANSI.fit("\(ANSI.dim)…\(ANSI.reset)", width: width))
        continue
      }
      let distance = app.options.around == nil ? "" : formatter.distance(of: hit)
      var text =
        formatter.title(
          of: hit, highlightPrefix: ANSI.bold + ANSI.yellow, highlightSuffix: ANSI.reset)
        + ANSI.dim + ANSI.escapingControls(formatter.details(of: hit)) + distance + ANSI.reset
      var snippet =
        "   " + ANSI.dim
        + formatter.snippet(
          of: hit, highlightPrefix: ANSI.reset + ANSI.yellow, highlightSuffix: ANSI.reset + ANSI.dim
        )
        + ANSI.reset
      if app.focus == .hits && index == app.hitCursor {
        text = ANSI.reverse + ANSI.strip(text)
        snippet = ANSI.reverse + ANSI.strip(snippet)
      }
      lines.append(ANSI.fit(text, width: width, ellipsis: true))
      if app.rowsPerHit > 1 { lines.append(ANSI.fit(snippet, width: width, ellipsis: true)) }
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
