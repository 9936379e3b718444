import SiftCore

@testable import SiftLocal

/// The highlighter as it was before highlights were read from the occurrence index (kept
/// unchanged, as the oracle of HighlighterTests): each text split into words, each word looked up.
struct ReferenceHighlighter {
  let words: [QueryWord]
  let terms: TermDictionary
  let tokenizer: Tokenizer
  let preTag: String
  let postTag: String
  let ellipsis: String
  /// Each word's matched terms, when the search found them (``WordHits``): a term's match is
  /// then a binary search instead of a walk over the word's match ranges.
  var hits: [WordHits] = []
  /// Whether a word matched only as a synonym shows the query's word instead
  /// (`replaceSynonymsInHighlight`).
  var replaceSynonyms = false

  /// A marked word of a text: which query word it matched and how many of its scalars to tag.
  private struct Mark {
    var token: Tokenizer.Token
    /// Query words matched by this token.
    var words: [Int]
    /// Scalars of the original text to highlight from the token's start (`nil`: none).
    var highlightEnd: Int?
    /// What to show instead of the token (the query's word it matched as a synonym).
    var replacement: String?
  }

  private func marks(in scalars: [Unicode.Scalar], text: String) -> [Mark] {
    tokenizer.tokens(in: text).map { token in
      var matched: [Int] = []
      var prefixLength: Int?
      var full = false
      var replacement: String?
      let id = terms.find(token.folded)
      for (index, word) in words.enumerated() {
        var match: WordMatch?
        if let id {
          if index < hits.count, word.alternatives.isEmpty {
            match = Self.match(hits[index], term: id, word: word, terms: terms)
          } else {
            match = word.match(term: id, in: terms)
          }
        } else if token.folded == word.folded {
          match = WordMatch(typos: 0, isExact: true, prefixLength: nil)
        } else if word.isPrefix, token.folded.starts(with: word.folded) {
          match = WordMatch(typos: 0, isExact: false, prefixLength: word.folded.count)
        }
        if match == nil, let id, word.phrases.contains(where: { $0.terms.contains(id) }) {
          // A word of a phrase the query word matches (a multi-word synonym, a quoted phrase).
          match = WordMatch(typos: 0, isExact: true, prefixLength: nil)
        }
        guard let match else { continue }
        if replaceSynonyms, let id, word.matchesOnlyAsSynonym(term: id) {
          replacement = word.text
        }
        matched.append(index)
        if let length = match.prefixLength {
          prefixLength = max(prefixLength ?? 0, length)
        } else {
          full = true
        }
      }
      var end: Int?
      if full {
        end = token.end
      } else if let prefixLength {
        // Walk the original scalars until `prefixLength` folded scalars are covered.
        var folded: [UInt32] = []
        var offset = token.start
        while offset < token.end, folded.count < prefixLength {
          TextFolding.fold(scalars[offset], into: &folded)
          offset += 1
        }
        end = offset
      }
      return Mark(token: token, words: matched, highlightEnd: end, replacement: replacement)
    }
  }

  /// How term `id` matches `word`, from the word's matched terms: ``QueryWord/match(term:in:)``
  /// for a word without singular/plural alternatives.
  private static func match(
    _ hit: WordHits, term id: Int, word: QueryWord, terms: TermDictionary
  ) -> WordMatch? {
    let list = hit.terms
    guard let first = list.first, let last = list.last, id >= first.id, id <= last.id else {
      return nil
    }
    var lower = 0
    var upper = list.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if list[middle].id < id { lower = middle + 1 } else { upper = middle }
    }
    guard lower < list.count, list[lower].id == id else { return nil }
    let term = list[lower]
    // No typo and not the word itself: a longer word matched by prefix.
    let isPrefix = term.typos == 0 && !term.exact && terms.length(id) > word.folded.count
    return WordMatch(
      typos: Int(term.typos), isExact: term.exact,
      prefixLength: isPrefix ? word.folded.count : nil)
  }

  /// The UTF-8 offset of each scalar of `scalars` in their text, and the text's length last.
  private func utf8Offsets(_ scalars: [Unicode.Scalar]) -> [Int] {
    var offsets: [Int] = []
    offsets.reserveCapacity(scalars.count + 1)
    var offset = 0
    for scalar in scalars {
      offsets.append(offset)
      offset += UTF8.width(scalar)
    }
    offsets.append(offset)
    return offsets
  }

  /// Scalars `start ..< end` of `text` with the marked parts between the tags (copied as UTF-8
  /// byte runs; `offsets` are the scalars' UTF-8 offsets).
  private func render(
    _ text: String, offsets: [Int], marks: ArraySlice<Mark>, from start: Int, to end: Int
  ) -> String {
    var text = text
    return text.withUTF8 { bytes in
      var output: [UInt8] = []
      output.reserveCapacity(offsets[end] - offsets[start] + 16)
      var offset = start
      for mark in marks {
        guard let highlightEnd = mark.highlightEnd else { continue }
        output.append(contentsOf: bytes[offsets[offset]..<offsets[mark.token.start]])
        output.append(contentsOf: preTag.utf8)
        if let replacement = mark.replacement {
          output.append(contentsOf: replacement.utf8)
          offset = mark.token.end
        } else {
          output.append(contentsOf: bytes[offsets[mark.token.start]..<offsets[highlightEnd]])
          offset = highlightEnd
        }
        output.append(contentsOf: postTag.utf8)
      }
      output.append(contentsOf: bytes[offsets[offset]..<offsets[end]])
      return String(decoding: output, as: UTF8.self)
    }
  }

  private func levelAndWords(_ marks: ArraySlice<Mark>) -> (JSON, JSON) {
    var matched = [Bool](repeating: false, count: words.count)
    var matchedCount = 0
    for mark in marks {
      for word in mark.words where !matched[word] {
        matched[word] = true
        matchedCount += 1
      }
    }
    let level: String
    if matchedCount == 0 {
      level = "none"
    } else {
      level = matchedCount == words.count ? "full" : "partial"
    }
    var names: [JSON] = []
    names.reserveCapacity(matchedCount)
    for (index, isMatched) in matched.enumerated() where isMatched {
      names.append(.string(words[index].text))
    }
    return (.string(level), .array(names))
  }

  /// The highlight result of a value: objects for strings and numbers, arrays and objects
  /// mirrored.
  func highlight(_ value: JSON) -> JSON? {
    switch value {
    case .string(let text): return highlight(text: text)
    case .number(let number): return highlight(text: number.description)
    case .bool(let flag): return highlight(text: flag ? "true" : "false")
    case .array(let elements): return .array(elements.compactMap(highlight))
    case .object(let members): return .object(members.compactMapValues(highlight))
    case .null: return nil
    }
  }

  private func highlight(text: String) -> JSON {
    let scalars = Array(text.unicodeScalars)
    let marks = marks(in: scalars, text: text)
    let (level, matchedWords) = levelAndWords(marks[...])
    let offsets = utf8Offsets(scalars)
    var result: [String: JSON] = [
      "value": .string(
        render(text, offsets: offsets, marks: marks[...], from: 0, to: scalars.count)),
      "matchLevel": level,
      "matchedWords": matchedWords,
    ]
    if level != "none" {
      let fully = !marks.isEmpty && marks.allSatisfy { $0.highlightEnd == $0.token.end }
      result["fullyHighlighted"] = .bool(fully)
    }
    return .object(result)
  }

  /// The snippet result of a value: `wordCount` words around the best match.
  func snippet(_ value: JSON, wordCount: Int) -> JSON? {
    switch value {
    case .string(let text): return snippet(text: text, wordCount: wordCount)
    case .number(let number): return snippet(text: number.description, wordCount: wordCount)
    case .array(let elements):
      return .array(elements.compactMap { snippet($0, wordCount: wordCount) })
    case .object(let members):
      return .object(members.compactMapValues { snippet($0, wordCount: wordCount) })
    case .bool, .null: return nil
    }
  }

  private func snippet(text: String, wordCount: Int) -> JSON {
    let scalars = Array(text.unicodeScalars)
    let marks = marks(in: scalars, text: text)
    let offsets = utf8Offsets(scalars)
    let size = max(1, wordCount)
    guard marks.count > size else {
      let (level, _) = levelAndWords(marks[...])
      return [
        "value": .string(
          render(text, offsets: offsets, marks: marks[...], from: 0, to: scalars.count)),
        "matchLevel": level,
      ]
    }
    // The window of `size` words holding the most distinct query words, earliest first.
    var bestStart = 0
    var bestScore = -1
    for start in 0...(marks.count - size) {
      let score = Set(marks[start..<start + size].flatMap(\.words)).count
      if score > bestScore {
        bestScore = score
        bestStart = start
      }
    }
    if bestScore > 0, bestStart > 0 {
      // Start the window a little before its first match, as a reader expects context.
      let firstMatch =
        (bestStart..<bestStart + size).first { !marks[$0].words.isEmpty } ?? bestStart
      bestStart = max(bestStart, min(firstMatch - size / 3, marks.count - size))
    }
    let window = marks[bestStart..<bestStart + size]
    let start = bestStart == 0 ? 0 : window.first?.token.start ?? 0
    let isLast = bestStart + size == marks.count
    let end = isLast ? scalars.count : window.last?.token.end ?? scalars.count
    var value = render(text, offsets: offsets, marks: window, from: start, to: end)
    if bestStart > 0 { value = ellipsis + value }
    if !isLast { value += ellipsis }
    let (level, _) = levelAndWords(window)
    return ["value": .string(value), "matchLevel": level]
  }
}
