import Foundation
import SiftCore

/// Builds Algolia's `_highlightResult` and `_snippetResult` for a hit from Typesense's
/// highlights.
///
/// Typesense returns each highlighted field in full (`highlight_full_fields`) with Sift's tags
/// around the matched words, and only for fields that matched. So:
/// - a highlight's `value` is Typesense's highlighted text, or the document's value when the
///   field did not match;
/// - `matchedWords` are the query's words that the tagged parts match (as a prefix, or within
///   two typos), `matchLevel` is `full` when all of them do, `partial` when some do, `none`
///   otherwise, and `fullyHighlighted` says whether every tagged part is a whole word;
/// - a snippet is cut from the highlighted text, `words` words around the first match (or from
///   the start), with the ellipsis at each end that was cut.
struct TypesenseHighlighter: Sendable {
  /// How the response is read.
  let reading: TypesenseResponseReading

  /// `_highlightResult` for a document, or `nil` when nothing is highlighted.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - highlight: Typesense's `highlight` object of the hit.
  func highlightResult(document: JSON, highlight: JSON?) -> JSON? {
    var result: [String: JSON] = [:]
    for attribute in reading.highlighted {
      guard let value = document[path: attribute], value != .null else { continue }
      let highlighted = Self.lookUp(attribute, in: highlight)
      if let entry = highlightEntry(value, highlighted: highlighted) {
        Self.set(entry, at: attribute, in: &result)
      }
    }
    return result.isEmpty ? nil : .object(result)
  }

  /// `_snippetResult` for a document, or `nil` when nothing is snippeted.
  ///
  /// - Parameters:
  ///   - document: The document.
  ///   - highlight: Typesense's `highlight` object of the hit.
  func snippetResult(document: JSON, highlight: JSON?) -> JSON? {
    var result: [String: JSON] = [:]
    for snippet in reading.snippeted {
      guard let value = document[path: snippet.attribute], value != .null else { continue }
      let highlighted = Self.lookUp(snippet.attribute, in: highlight)
      if let entry = snippetEntry(value, highlighted: highlighted, words: snippet.words) {
        Self.set(entry, at: snippet.attribute, in: &result)
      }
    }
    return result.isEmpty ? nil : .object(result)
  }

  // MARK: Values

  private func highlightEntry(_ value: JSON, highlighted: JSON?) -> JSON? {
    switch value {
    case .string(let text):
      return highlightObject(Self.highlightedText(highlighted) ?? text)
    case .number(let number):
      return highlightObject(number.description)
    case .bool(let flag):
      return highlightObject(flag ? "true" : "false")
    case .array(let elements):
      let parts = highlighted?.arrayValue
      return .array(
        elements.enumerated().compactMap { position, element in
          highlightEntry(element, highlighted: parts.flatMap { Self.element(position, of: $0) })
        })
    case .object(let members):
      var entries: [String: JSON] = [:]
      for (name, member) in members {
        entries[name] = highlightEntry(member, highlighted: highlighted?[name])
      }
      return .object(entries)
    case .null:
      return nil
    }
  }

  private func snippetEntry(_ value: JSON, highlighted: JSON?, words: Int) -> JSON? {
    switch value {
    case .string(let text):
      return snippetObject(Self.highlightedText(highlighted) ?? text, words: words)
    case .number(let number):
      return snippetObject(number.description, words: words)
    case .array(let elements):
      let parts = highlighted?.arrayValue
      return .array(
        elements.enumerated().compactMap { position, element in
          snippetEntry(
            element, highlighted: parts.flatMap { Self.element(position, of: $0) }, words: words)
        })
    case .object(let members):
      var entries: [String: JSON] = [:]
      for (name, member) in members {
        entries[name] = snippetEntry(member, highlighted: highlighted?[name], words: words)
      }
      return .object(entries)
    case .bool, .null:
      return nil
    }
  }

  private func highlightObject(_ text: String) -> JSON {
    let segments = taggedSegments(in: text)
    let matched = matchedWords(segments.map(\.text))
    var object: [String: JSON] = [
      "value": .string(text), "matchLevel": .string(matchLevel(matched)),
      "matchedWords": .array(matched.map(JSON.string)),
    ]
    if !matched.isEmpty {
      object["fullyHighlighted"] = .bool(segments.allSatisfy(\.isWholeWord))
    }
    return .object(object)
  }

  private func snippetObject(_ text: String, words: Int) -> JSON {
    let snippet = cut(text, words: words)
    let matched = matchedWords(taggedSegments(in: snippet).map(\.text))
    return ["value": .string(snippet), "matchLevel": .string(matchLevel(matched))]
  }

  private func matchLevel(_ matched: [String]) -> String {
    if matched.isEmpty { return "none" }
    return matched.count == reading.queryWords.count ? "full" : "partial"
  }

  // MARK: Tagged parts and words

  /// A highlighted part of a text: its words, and whether it ends on word boundaries.
  private struct Segment {
    var text: String
    var isWholeWord: Bool
  }

  /// The parts of `text` between Sift's tags.
  private func taggedSegments(in text: String) -> [Segment] {
    let pre = reading.preTag
    let post = reading.postTag
    guard !pre.isEmpty, !post.isEmpty else { return [] }
    var segments: [Segment] = []
    var searchStart = text.startIndex
    while let open = text.range(of: pre, range: searchStart..<text.endIndex),
      let close = text.range(of: post, range: open.upperBound..<text.endIndex)
    {
      let before = open.lowerBound > text.startIndex ? text[..<open.lowerBound].last : nil
      let after = close.upperBound < text.endIndex ? text[close.upperBound...].first : nil
      let isWordCharacter = { (character: Character?) in
        character.map { $0.isLetter || $0.isNumber } ?? false
      }
      segments.append(
        Segment(
          text: String(text[open.upperBound..<close.lowerBound]),
          isWholeWord: !isWordCharacter(before) && !isWordCharacter(after)))
      searchStart = close.upperBound
    }
    return segments
  }

  /// The query's words that highlighted parts match: a part that starts with the word (a prefix
  /// match), or that is within two typos of it or of its start.
  private func matchedWords(_ parts: [String]) -> [String] {
    let tokens = parts.flatMap { part in
      part.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { Self.fold(String($0)) }
    }
    guard !tokens.isEmpty else { return [] }
    return reading.queryWords.filter { word in
      tokens.contains { token in
        token.hasPrefix(word) || word.hasPrefix(token) && token.count * 2 >= word.count
          || Self.distance(Array(word), Array(token)) <= 2
          || Self.distance(Array(word), Array(token.prefix(word.count))) <= 1
      }
    }
  }

  /// The text cut to `words` words around its first highlighted part, with the ellipsis where
  /// it was cut; tags left open by the cut are closed.
  private func cut(_ text: String, words: Int) -> String {
    var ranges: [Range<String.Index>] = []
    var start: String.Index?
    for index in text.indices {
      if text[index].isWhitespace {
        if let wordStart = start { ranges.append(wordStart..<index) }
        start = nil
      } else if start == nil {
        start = index
      }
    }
    if let wordStart = start { ranges.append(wordStart..<text.endIndex) }
    guard ranges.count > words else { return text }
    let first = ranges.firstIndex { text[$0].contains(reading.preTag) } ?? 0
    let begin = max(0, min(first - words / 3, ranges.count - words))
    let end = begin + words
    var snippet = String(text[ranges[begin].lowerBound..<ranges[end - 1].upperBound])
    let opened = snippet.components(separatedBy: reading.preTag).count
    let closed = snippet.components(separatedBy: reading.postTag).count
    if opened > closed { snippet += reading.postTag }
    if begin > 0 { snippet = reading.ellipsis + snippet }
    if end < ranges.count { snippet += reading.ellipsis }
    return snippet
  }

  // MARK: Helpers

  /// Text folded as search compares it: lower case, without accents.
  static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// The Damerau–Levenshtein distance (with adjacent transpositions) between two words.
  private static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }

  /// Typesense's highlighted text of a field or array element (`value`, else `snippet`).
  private static func highlightedText(_ highlighted: JSON?) -> String? {
    highlighted?["value"]?.stringValue ?? highlighted?["snippet"]?.stringValue
  }

  /// The element at `position` of a highlighted array, when there is one.
  private static func element(_ position: Int, of elements: [JSON]) -> JSON? {
    position < elements.count ? elements[position] : nil
  }

  /// The highlight of a dotted attribute, looked up through nested objects.
  private static func lookUp(_ attribute: String, in highlight: JSON?) -> JSON? {
    var current = highlight
    for key in attribute.split(separator: ".") {
      current = current?[String(key)]
    }
    return current
  }

  /// Sets `value` at a dotted attribute path, making the objects on the way.
  private static func set(_ value: JSON, at attribute: String, in object: inout [String: JSON]) {
    let keys = attribute.split(separator: ".").map(String.init)
    guard let first = keys.first else { return }
    guard keys.count > 1 else {
      object[first] = value
      return
    }
    var nested = object[first]?.objectValue ?? [:]
    set(value, at: keys.dropFirst().joined(separator: "."), in: &nested)
    object[first] = .object(nested)
  }
}
