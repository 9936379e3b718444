import SiftCore

/// Builds `_highlightResult` and `_snippetResult` values for one search.
///
/// An attribute the index searches is highlighted from the occurrence index: the places of a
/// hit's matched words are read there (``DocumentMarks``), and the attribute's text is split
/// into words only when it holds one, only as far as the last (see
/// ``highlight(_:field:marks:)``). Any other value (an attribute the index does not search,
/// facet values) is split into words and each word looked up (``highlight(_:)``). Both give the
/// same result for the same text.
final class Highlighter {
  let words: [QueryWord]
  let terms: TermDictionary
  let tokenizer: Tokenizer
  let preTag: String
  let postTag: String
  let ellipsis: String
  /// Each word's matched terms, when the search found them (``WordHits``): a term's match is
  /// then a binary search instead of a walk over the word's match ranges.
  let hits: [WordHits]
  /// Whether a word matched only as a synonym shows the query's word instead
  /// (`replaceSynonymsInHighlight`).
  let replaceSynonyms: Bool
  /// The snapshot whose occurrence index gives the hits' marks (`nil`: every value is split
  /// and looked up).
  let snapshot: IndexSnapshot?
  /// Whether an attribute the index searches is highlighted from the occurrence index
  /// (`false` only to compare the two ways in tests).
  var readsOccurrences = true
  /// What the highlights of one search share: marks of terms already worked out, buffers.
  let scratch: HighlightScratch

  /// Creates a highlighter of `words`, with `scratch` to work in (a new one by default; a
  /// kept one must be empty, ``HighlightScratch/reset()``).
  init(
    words: [QueryWord], terms: TermDictionary, tokenizer: Tokenizer, preTag: String,
    postTag: String, ellipsis: String, hits: [WordHits] = [], replaceSynonyms: Bool = false,
    snapshot: IndexSnapshot? = nil, scratch: HighlightScratch = HighlightScratch()
  ) {
    self.scratch = scratch
    self.words = words
    self.terms = terms
    self.tokenizer = tokenizer
    self.preTag = preTag
    self.postTag = postTag
    self.ellipsis = ellipsis
    self.hits = hits
    self.replaceSynonyms = replaceSynonyms
    self.snapshot = snapshot
  }

  /// A word of a text: where it is (scalar offsets), which query words it matched and how
  /// many of its scalars to tag.
  struct Mark {
    var start: Int
    var end: Int
    /// Query words matched by this word (none: not highlighted).
    var words = MatchedWords()
    /// One past the last scalar of the original text to highlight (`nil`: none).
    var highlightEnd: Int?
    /// What to show instead of the word (the query's word it matched as a synonym).
    var replacement: String?
  }

  /// How term `id` of the index matches the query words (`nil`: it matches none).
  func termMark(_ id: Int) -> TermMark? {
    guard id >= 0, id < terms.count else { return nil }
    var matched = MatchedWords()
    var prefixLength: Int?
    var full = false
    var replacement: String?
    // Each word read in place (`words[index]`): a copy of one retains and releases each of
    // its arrays, once per term.
    for index in words.indices {
      var match: WordMatch?
      if index < hits.count, words[index].alternatives.isEmpty {
        match = Self.match(hits[index], term: id, word: words[index], terms: terms)
      } else {
        match = words[index].match(term: id, in: terms)
      }
      if match == nil, words[index].phrases.contains(where: { $0.terms.contains(id) }) {
        // A word of a phrase the query word matches (a multi-word synonym, a quoted phrase).
        match = WordMatch(typos: 0, isExact: true, prefixLength: nil)
      }
      guard let match else { continue }
      if replaceSynonyms, words[index].matchesOnlyAsSynonym(term: id) {
        replacement = words[index].text
      }
      matched.append(index)
      if let length = match.prefixLength {
        prefixLength = max(prefixLength ?? 0, length)
      } else {
        full = true
      }
    }
    guard !matched.isEmpty else { return nil }
    return TermMark(
      words: matched, prefixLength: full ? nil : prefixLength, replacement: replacement)
  }

  /// How a word that is not a term of the index (`folded`) matches the query words: equal to
  /// one, or starting with a prefix one (`nil`: neither).
  private func textMark(_ folded: [UInt32]) -> TermMark? {
    var matched = MatchedWords()
    var prefixLength: Int?
    var full = false
    for (index, word) in words.enumerated() {
      if folded == word.folded {
        full = true
      } else if word.isPrefix, folded.starts(with: word.folded) {
        prefixLength = max(prefixLength ?? 0, word.folded.count)
      } else {
        continue
      }
      matched.append(index)
    }
    guard !matched.isEmpty else { return nil }
    return TermMark(words: matched, prefixLength: full ? nil : prefixLength, replacement: nil)
  }

  /// The mark of a word of `scalars` from `start` to `end` that `mark` says how to highlight.
  static func mark(
    _ mark: TermMark?, start: Int, end: Int, scalars: UnsafeBufferPointer<Unicode.Scalar>?
  ) -> Mark {
    guard let mark else { return Mark(start: start, end: end) }
    var highlightEnd = end
    if let prefixLength = mark.prefixLength {
      if let scalars {
        // Walk the original scalars until `prefixLength` folded scalars are covered.
        var folded: [UInt32] = []
        var offset = start
        while offset < end, folded.count < prefixLength {
          TextFolding.fold(scalars[offset], into: &folded)
          offset += 1
        }
        highlightEnd = offset
      } else {
        // ASCII: each scalar folds to one.
        highlightEnd = min(end, start + prefixLength)
      }
    }
    return Mark(
      start: start, end: end, words: mark.words, highlightEnd: highlightEnd,
      replacement: mark.replacement)
  }

  /// Every word of `text` (whose scalars are `scalars`), marked by looking it up.
  private func marks(in scalars: UnsafeBufferPointer<Unicode.Scalar>, text: String) -> [Mark] {
    tokenizer.tokens(in: text).map { token in
      // A word of the index matches as its term; any other by its text.
      let found: TermMark?
      if let id = terms.find(token.folded) {
        found = termMark(id)
      } else {
        found = textMark(token.folded)
      }
      return Self.mark(found, start: token.start, end: token.end, scalars: scalars)
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

  /// Where each scalar of a text starts in its UTF-8: the same offset (ASCII), or a table of
  /// them with the text's length last.
  enum Offsets {
    case ascii
    case table([Int])

    /// The table of `scalars`.
    init(_ scalars: UnsafeBufferPointer<Unicode.Scalar>) {
      var offsets: [Int] = []
      offsets.reserveCapacity(scalars.count + 1)
      var offset = 0
      for scalar in scalars {
        offsets.append(offset)
        offset += UTF8.width(scalar)
      }
      offsets.append(offset)
      self = .table(offsets)
    }

    /// The UTF-8 offset of scalar `index`.
    @inline(__always)
    subscript(index: Int) -> Int {
      switch self {
      case .ascii: return index
      case .table(let offsets): return offsets[index]
      }
    }
  }

  /// Scalars `start ..< end` of `text` with the marked parts between the tags (copied as UTF-8
  /// byte runs).
  func render(
    _ text: String, offsets: Offsets, marks: ArraySlice<Mark>, from start: Int, to end: Int
  ) -> String {
    var text = text
    var preTag = preTag
    var postTag = postTag
    return text.withUTF8 { bytes in
      preTag.withUTF8 { preTag in
        postTag.withUTF8 { postTag in
          // The length first, then the bytes written once, in place.
          // (Marks read in place, by index: a mark copied retains and releases its words and
          // its replacement.)
          var length = offsets[end] - offsets[start]
          for index in marks.indices where marks[index].highlightEnd != nil {
            length += preTag.count + postTag.count
            if let replacement = marks[index].replacement {
              length +=
                replacement.utf8.count - (offsets[marks[index].end] - offsets[marks[index].start])
            }
          }
          return String(unsafeUninitializedCapacity: length) { output in
            var written = 0
            func write(_ part: UnsafeBufferPointer<UInt8>) {
              guard let source = part.baseAddress, let target = output.baseAddress,
                written + part.count <= output.count
              else { return }
              (target + written).update(from: source, count: part.count)
              written += part.count
            }
            func write(from lower: Int, to upper: Int) {
              write(UnsafeBufferPointer(rebasing: bytes[offsets[lower]..<offsets[upper]]))
            }
            var offset = start
            for index in marks.indices {
              guard let highlightEnd = marks[index].highlightEnd else { continue }
              let (markStart, markEnd) = (marks[index].start, marks[index].end)
              write(from: offset, to: markStart)
              write(preTag)
              if var replacement = marks[index].replacement {
                replacement.withUTF8 { write($0) }
                offset = markEnd
              } else {
                write(from: markStart, to: highlightEnd)
                offset = highlightEnd
              }
              write(postTag)
            }
            write(from: offset, to: end)
            return written
          }
        }
      }
    }
  }

  /// The match level of `marks` and the query words they match.
  private func levelAndWords(_ marks: ArraySlice<Mark>) -> (JSON, JSON) {
    func level(_ count: Int) -> JSON {
      .string(count == 0 ? "none" : count == words.count ? "full" : "partial")
    }
    if words.count <= 64 {
      // The words matched, as bits (a query has a few).
      var matched: UInt64 = 0
      for index in marks.indices { matched |= marks[index].words.bits }
      return (level(matched.nonzeroBitCount), matchedWords(matched))
    }
    var matched = [Bool](repeating: false, count: words.count)
    for index in marks.indices {
      for word in marks[index].words { matched[word] = true }
    }
    let names = matched.indices.filter { matched[$0] }.map { JSON.string(words[$0].text) }
    return (level(names.count), .array(names))
  }

  /// The texts of the query words of `matched` (bit i: word i), in order: the same array for
  /// each text that matches the same words, made once per search (a search's texts match a
  /// few sets of words).
  private func matchedWords(_ matched: UInt64) -> JSON {
    guard matched != 0 else { return .array([]) }
    if let list = scratch.matchedWords.first(where: { $0.words == matched }) { return list.texts }
    var names: [JSON] = []
    names.reserveCapacity(matched.nonzeroBitCount)
    var remaining = matched
    while remaining != 0 {
      names.append(.string(words[remaining.trailingZeroBitCount].text))
      remaining &= remaining &- 1
    }
    let texts = JSON.array(names)
    if scratch.matchedWords.count < HighlightScratch.matchedWordsLimit {
      scratch.matchedWords.append((matched, texts))
    }
    return texts
  }

  /// The highlight result of a text none of whose words is marked.
  static func unmarked(_ text: String) -> JSON {
    ObjectTemplate.unmatchedHighlight.object([.string(text), .string("none"), .array([])])
  }

  /// The highlight result of `text` of `wordCount` words, of which `marks` (in order) are
  /// those matched, or all of them.
  func highlightResult(
    _ text: String, offsets: Offsets, scalarCount: Int, marks: ArraySlice<Mark>, wordCount: Int
  ) -> JSON {
    let (level, matchedWords) = levelAndWords(marks)
    let value = JSON.string(
      render(text, offsets: offsets, marks: marks, from: 0, to: scalarCount))
    guard level != "none" else {
      return ObjectTemplate.unmatchedHighlight.object([value, level, matchedWords])
    }
    var whole = 0
    for index in marks.indices where marks[index].highlightEnd == marks[index].end { whole += 1 }
    return ObjectTemplate.highlight.object([
      value, level, matchedWords, .bool(wordCount > 0 && whole == wordCount),
    ])
  }

  /// The highlight result of a value: objects for strings and numbers, arrays and objects
  /// mirrored. Each text is split into words and each word looked up.
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

  /// The highlight result of `text`, its words looked up.
  func highlight(text: String) -> JSON {
    let scalars = Array(text.unicodeScalars)
    return scalars.withUnsafeBufferPointer { scalars in
      let marks = marks(in: scalars, text: text)
      return highlightResult(
        text, offsets: Offsets(scalars), scalarCount: scalars.count, marks: marks[...],
        wordCount: marks.count)
    }
  }

  /// The snippet result of a value: `wordCount` words around the best match. Each text is
  /// split into words and each word looked up.
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

  /// The snippet result of `text`, its words looked up.
  private func snippet(text: String, wordCount: Int) -> JSON {
    let scalars = Array(text.unicodeScalars)
    return scalars.withUnsafeBufferPointer { scalars in
      snippetResult(
        text, offsets: Offsets(scalars), scalarCount: scalars.count,
        marks: marks(in: scalars, text: text), wordCount: wordCount)
    }
  }

  /// The snippet result of `text`, whose words (every one, in order) are `marks`: the
  /// `wordCount` words holding the most distinct query words, earliest first.
  func snippetResult(
    _ text: String, offsets: Offsets, scalarCount: Int, marks: [Mark], wordCount: Int
  ) -> JSON {
    let size = max(1, wordCount)
    guard marks.count > size else {
      let (level, _) = levelAndWords(marks[...])
      return ObjectTemplate.snippet.object([
        .string(render(text, offsets: offsets, marks: marks[...], from: 0, to: scalarCount)),
        level,
      ])
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
    let start = bestStart == 0 ? 0 : window.first?.start ?? 0
    let isLast = bestStart + size == marks.count
    let end = isLast ? scalarCount : window.last?.end ?? scalarCount
    var value = render(text, offsets: offsets, marks: window, from: start, to: end)
    if bestStart > 0 { value = ellipsis + value }
    if !isLast { value += ellipsis }
    let (level, _) = levelAndWords(window)
    return ObjectTemplate.snippet.object([.string(value), level])
  }
}
