import Foundation
import SiftCore

/// Prints a response as text for scripted mode.
struct ResultsFormatter {
  /// The attribute shown as each hit's title.
  let titleAttribute: String
  /// Attributes shown after the title, when present.
  let detailAttributes: [String]
  /// A long text attribute shown under the title, as a snippet around the matched words.
  var snippetAttribute: String?
  /// How values read.
  var values = ValueFormatter()

  /// The query parameter that asks for the snippet: `attributesToSnippet`.
  var attributesToSnippet: [String]? {
    snippetAttribute.map { ["\($0):16"] }
  }

  func text(query: String, response: SearchResponse, facets: [String], page: Int) -> String {
    var lines: [String] = []
    let stats = DefaultStatsPresenter().present(SearchStats(response)) ?? ""
    let pages = max(response.nbPages ?? 1, 1)
    lines.append("\"\(ANSI.escapingControls(query))\": \(stats), page \(page) of \(pages)")
    let first = (response.page ?? 0) * (response.hitsPerPage ?? response.hits.count)
    for (offset, hit) in response.hits.enumerated() {
      lines.append(
        String(format: "%3d. ", first + offset + 1) + title(of: hit)
          + ANSI.escapingControls(details(of: hit))
          + (response.aroundLatLng == nil ? "" : distance(of: hit)))
    }
    if response.hits.isEmpty {
      lines.append("     no results")
    }
    for attribute in facets {
      let counts = (response.facets?[attribute] ?? [:]).sorted {
        $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
      }
      let shown = counts.prefix(10).map {
        "\(values.facetValue($0.key, attribute: attribute)) (\(ValueFormatter.number(Double($0.value))))"
      }.joined(separator: ", ")
      lines.append(ANSI.escapingControls("  \(attribute): " + (shown.isEmpty ? "-" : shown)))
    }
    return lines.joined(separator: "\n")
  }

  /// The hit's title, from its highlight when there is one, matched words between
  /// `highlightPrefix` and `highlightSuffix`. Control characters of the record are escaped.
  func title(of hit: JSON, highlightPrefix: String = "", highlightSuffix: String = "") -> String {
    if let highlighted = hit[path: "_highlightResult.\(titleAttribute).value"]?.stringValue {
      let parsed = HighlightedString(string: highlighted)
      return parsed.segments.map {
        let text = ANSI.escapingControls($0.text)
        return $0.isHighlighted ? highlightPrefix + text + highlightSuffix : text
      }.joined()
    }
    return ANSI.escapingControls(
      values.display(hit[path: titleAttribute], attribute: titleAttribute)
        ?? hit["objectID"]?.stringValue ?? "?")
  }

  /// The hit's snippet: its long text attribute around the matched words (between
  /// `highlightPrefix` and `highlightSuffix`), on one line; empty when it has none.
  func snippet(of hit: JSON, highlightPrefix: String = "", highlightSuffix: String = "") -> String {
    guard let attribute = snippetAttribute else { return "" }
    if let snippet = hit[path: "_snippetResult.\(attribute).value"]?.stringValue {
      return HighlightedString(string: snippet).segments.map {
        let text = ANSI.escapingControls(Self.oneLine($0.text))
        return $0.isHighlighted ? highlightPrefix + text + highlightSuffix : text
      }.joined()
    }
    return ANSI.escapingControls(
      Self.oneLine(values.display(hit[path: attribute], attribute: attribute) ?? ""))
  }

  /// Text with its line breaks and tabs as spaces.
  private static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
  }

  func details(of hit: JSON) -> String {
    let parts = detailAttributes.compactMap { attribute -> String? in
      values.display(hit[path: attribute], attribute: attribute).flatMap {
        $0.isEmpty ? nil : $0
      }
    }
    return parts.isEmpty ? "" : "  ·  " + parts.joined(separator: "  ·  ")
  }

  /// How far the hit is from the centre of a search around a point: `  ·  14.6 km`.
  func distance(of hit: JSON) -> String {
    guard let meters = (try? Hit<JSON>(json: hit))?.geoDistance else { return "" }
    return "  ·  "
      + (meters < 1000 ? "\(Int(meters)) m" : String(format: "%.1f km", meters / 1000))
  }
}
