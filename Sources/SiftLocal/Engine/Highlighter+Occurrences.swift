import SiftCore

extension Highlighter {
  /// The searchable field whose words the index holds as the words of attribute `name`'s value,
  /// if the occurrence index can highlight it: `nil` for an attribute the index does not
  /// search, one whose camelCase words are indexed as parts, or when placeholders are indexed
  /// whole (their words are then not the words a text splits into).
  func field(named name: String) -> Int? {
    guard readsOccurrences, let snapshot, snapshot.placeholders.isEmpty,
      let field = snapshot.fields.firstIndex(where: { $0.name == name }),
      !snapshot.settings.camelCaseAttributes.contains(name)
    else { return nil }
    return field
  }

  /// The terms the query words match, as sorted, disjoint ranges of term ids (worked out once
  /// per search).
  func markedTerms() -> [Range<UInt32>] {
    if let ranges = scratch.markedTerms { return ranges }
    var ranges: [Range<UInt32>] = []
    func add(_ lower: Int, _ upper: Int) {
      guard lower < upper else { return }
      ranges.append(UInt32(clamping: lower)..<UInt32(clamping: upper))
    }
    for word in words {
      for match in word.matches { add(match.terms.lowerBound, match.terms.upperBound) }
      for alternative in word.alternatives { add(alternative.term, alternative.term + 1) }
      for phrase in word.phrases {
        for term in phrase.terms { add(term, term + 1) }
      }
    }
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var merged: [Range<UInt32>] = []
    merged.reserveCapacity(ranges.count)
    for range in ranges {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    scratch.markedTerms = merged
    return merged
  }

  /// The index of term `term`'s mark in the scratch's ``HighlightScratch/termMarks``, or -1 when
  /// it matches no query word (worked out once per search).
  func termMarkIndex(_ term: UInt32) -> Int32 {
    if let index = scratch.termMarkIndex[term] { return index }
    var index: Int32 = -1
    if let mark = termMark(Int(term)) {
      index = Int32(truncatingIfNeeded: scratch.termMarks.count)
      scratch.termMarks.append(mark)
    }
    scratch.termMarkIndex[term] = index
    return index
  }

  /// The highlight result of `value`, the value of searchable field `field` (see
  /// ``field(named:)``) in the document whose matched words are `marks`: what
  /// ``highlight(_:)`` gives, with the words' matches read from `marks`. A text with no marked
  /// word is not split into words; a text with some is split only to find where they are.
  func highlight(_ value: JSON, field: Int, marks: DocumentMarks) -> JSON? {
    var cursor = FieldCursor(marks: marks, field: field)
    let result: JSON?
    if case .string(let text) = value {
      // The field's only text: split no further than its last marked word.
      result = highlight(marked: text, cursor: &cursor, isWholeField: true)
    } else {
      result = highlight(value, cursor: &cursor)
    }
    return cursor.failed ? highlight(value) : result
  }

  /// The snippet result of `value`, the value of searchable field `field` in the document
  /// whose matched words are `marks`: what ``snippet(_:wordCount:)`` gives, with the words'
  /// matches read from `marks`.
  func snippet(_ value: JSON, wordCount: Int, field: Int, marks: DocumentMarks) -> JSON? {
    var cursor = FieldCursor(marks: marks, field: field)
    let result = snippet(value, wordCount: wordCount, cursor: &cursor)
    return cursor.failed ? snippet(value, wordCount: wordCount) : result
  }

  /// ``highlight(_:field:marks:)`` of a value within the attribute's, from `cursor`.
  private func highlight(_ value: JSON, cursor: inout FieldCursor) -> JSON? {
    switch value {
    case .string(let text): return highlight(marked: text, cursor: &cursor)
    case .number(let number): return highlight(marked: number.description, cursor: &cursor)
    // Not indexed: no position; looked up as text.
    case .bool(let flag): return highlight(text: flag ? "true" : "false")
    case .null: return nil
    case .array(let elements):
      var results: [JSON] = []
      results.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        if index > 0 { cursor.pendingGaps += 1 }
        if let result = highlight(element, cursor: &cursor) { results.append(result) }
      }
      return .array(results)
    case .object(let members):
      // The index reads an object's members in order of their keys.
      var results: [String: JSON] = [:]
      results.reserveCapacity(members.count)
      for key in members.keys.sorted() {
        if let member = members[key], let result = highlight(member, cursor: &cursor) {
          results[key] = result
        }
      }
      return .object(results)
    }
  }

  /// ``snippet(_:wordCount:field:marks:)`` of a value within the attribute's, from `cursor`.
  private func snippet(_ value: JSON, wordCount: Int, cursor: inout FieldCursor) -> JSON? {
    switch value {
    case .string(let text): return snippet(marked: text, wordCount: wordCount, cursor: &cursor)
    case .number(let number):
      return snippet(marked: number.description, wordCount: wordCount, cursor: &cursor)
    case .bool, .null: return nil
    case .array(let elements):
      var results: [JSON] = []
      results.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        if index > 0 { cursor.pendingGaps += 1 }
        if let result = snippet(element, wordCount: wordCount, cursor: &cursor) {
          results.append(result)
        }
      }
      return .array(results)
    case .object(let members):
      var results: [String: JSON] = [:]
      results.reserveCapacity(members.count)
      for key in members.keys.sorted() {
        if let member = members[key],
          let result = snippet(member, wordCount: wordCount, cursor: &cursor)
        {
          results[key] = result
        }
      }
      return .object(results)
    }
  }

  /// The highlight result of one text of the attribute, its words' marks read from `cursor`.
  /// A text that is the whole field's (`isWholeField`) is split only up to one word past its
  /// last marked word: nothing after it is marked, and one unmarked word is enough to tell it
  /// is not fully highlighted.
  private func highlight(
    marked text: String, cursor: inout FieldCursor, isWholeField: Bool = false
  ) -> JSON {
    // Past the field's last marked word, positions no longer matter.
    guard cursor.hasMarksAhead else { return Self.unmarked(text) }
    let limit = isWholeField ? cursor.wordsThroughLastMark : .max
    return withWords(of: text, cursor: &cursor, every: false, limit: limit) {
      offsets, scalarCount, marks, count in
      guard !marks.isEmpty else { return Self.unmarked(text) }
      return highlightResult(
        text, offsets: offsets, scalarCount: scalarCount, marks: marks[...], wordCount: count)
    }
  }

  /// The snippet result of one text of the attribute, its words' marks read from `cursor`.
  private func snippet(marked text: String, wordCount: Int, cursor: inout FieldCursor) -> JSON {
    withWords(of: text, cursor: &cursor, every: true) { offsets, scalarCount, marks, _ in
      snippetResult(
        text, offsets: offsets, scalarCount: scalarCount, marks: marks, wordCount: wordCount)
    }
  }

  /// Splits `text` into words, gives them their positions from `cursor`, and calls `body` with
  /// the text's UTF-8 offsets, its scalar count, its marks (every word's, in order, when
  /// `every`; else only the marked words') and its word count. With a `limit`, a text may be
  /// split only until `limit` words are whole (the count is then at least `limit`, not the
  /// text's: only for a text nothing follows in the field, and never with `every`).
  private func withWords<Result>(
    of text: String, cursor: inout FieldCursor, every: Bool, limit: Int = .max,
    _ body: (Offsets, Int, [Mark], Int) -> Result
  ) -> Result {
    var text = text
    // The marks are made in the scratch's array, kept from text to text.
    var marks = scratch.marks.take()
    defer { scratch.marks.keep(&marks) }
    // ASCII text: split by bytes as the index splits it, each scalar one byte.
    let asciiCount: Int? = text.withUTF8 { bytes in
      scratch.reserve(bytes.count)
      guard
        let count = tokenizer.asciiWords(
          bytes, into: scratch.folded, words: scratch.words, limit: every ? .max : limit)
      else { return nil }
      let words = scratch.words
      if every {
        marks.reserveCapacity(count)
        for index in 0..<count {
          marks.append(Mark(start: words[index].lowerBound, end: words[index].upperBound))
        }
      }
      guard count > 0 else { return 0 }
      let first = cursor.advance(by: count)
      cursor.forEachMark(from: first, count: count) { index, mark in
        let marked = Self.mark(
          scratch.termMarks[mark], start: words[index].lowerBound, end: words[index].upperBound,
          scalars: nil)
        if every { marks[index] = marked } else { marks.append(marked) }
      }
      return count
    }
    if let asciiCount {
      return body(.ascii, text.utf8.count, marks, asciiCount)
    }
    // Past ASCII: the tokenizer's words (as many as the limit asks), with their scalar
    // offsets.
    let scalars = Array(text.unicodeScalars)
    return scalars.withUnsafeBufferPointer { scalars in
      let words = tokenizer.wordRanges(in: text, limit: every ? .max : limit)
      if every {
        marks.append(contentsOf: words.lazy.map { Mark(start: $0.lowerBound, end: $0.upperBound) })
      }
      if !words.isEmpty {
        let first = cursor.advance(by: words.count)
        cursor.forEachMark(from: first, count: words.count) { index, mark in
          let marked = Self.mark(
            scratch.termMarks[mark], start: words[index].lowerBound, end: words[index].upperBound,
            scalars: scalars)
          if every { marks[index] = marked } else { marks.append(marked) }
        }
      }
      return body(Offsets(scalars), scalars.count, marks, words.count)
    }
  }
}
