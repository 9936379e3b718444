import SiftCore

@testable import SiftLocal

/// Algolia's text criteria computed the slow, obvious way, from each record's JSON: the text of
/// each searchable attribute is walked and tokenized here, each word is matched against each
/// query word with ``QueryWord/match(term:in:)``, and the criteria are read off the positions.
/// It shares nothing with the engine's ranking structures (postings, occurrences, tiers, packed
/// keys), so the engine's pages can be checked against it.
///
/// Searchable attributes must be top-level keys.
struct ReferenceRanking {
  /// The text criteria of one document, in the engine's units.
  struct Values: Equatable {
    var typos = 0
    var words = 0
    var proximity = 0
    var level = 0
    var position = 0
    var exact = 0
  }

  let snapshot: IndexSnapshot
  /// Each document's record, decoded once.
  private let records: [JSON]
  /// Each document's words, read from its record.
  private let documentWords: [[Occurrence]]

  /// The reference for the documents of `snapshot` (their records and words are read here,
  /// once).
  init(snapshot: IndexSnapshot) {
    self.snapshot = snapshot
    records = (0..<snapshot.count).map { snapshot.record($0) }
    documentWords = records.map { Self.occurrences(of: $0, in: snapshot) }
  }

  /// How each term matches each query word of one request, worked out once per pair: the same
  /// ``QueryWord/match(term:in:)`` answers, not recomputed for every occurrence of a term.
  private struct MatchTable {
    private enum Entry {
      case unknown
      case known(WordMatch?)
    }

    let words: [QueryWord]
    let terms: TermDictionary
    /// Word by word, one entry per term of the dictionary.
    private var entries: [[Entry]]

    init(words: [QueryWord], terms: TermDictionary) {
      self.words = words
      self.terms = terms
      entries = Array(repeating: Array(repeating: .unknown, count: terms.count), count: words.count)
    }

    mutating func match(word: Int, term: Int) -> WordMatch? {
      if case .known(let match) = entries[word][term] { return match }
      let match = words[word].match(term: term, in: terms)
      entries[word][term] = .known(match)
      return match
    }
  }

  /// One word of a field: its position, and whether it is the field's only word.
  private struct Occurrence {
    var field: Int
    var position: Int
    var term: Int?
    var isWholeField: Bool
  }

  /// The words of `value` (a field's value), with array elements 8 positions apart.
  private static func collectTexts(
    _ value: JSON, into texts: inout [(text: String, gapsBefore: Int)], gaps: Int
  ) {
    switch value {
    case .string(let text): texts.append((text, gaps))
    case .number(let number): texts.append((number.description, gaps))
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        collectTexts(element, into: &texts, gaps: index == 0 ? gaps : 1)
      }
    case .object(let members):
      for key in members.keys.sorted() {
        if let member = members[key] { collectTexts(member, into: &texts, gaps: 0) }
      }
    case .bool, .null: break
    }
  }

  private static func occurrences(of record: JSON, in snapshot: IndexSnapshot) -> [Occurrence] {
    var result: [Occurrence] = []
    for (field, searchable) in snapshot.fields.enumerated() {
      guard let value = record[searchable.name] else { continue }
      var parts: [(text: String, gapsBefore: Int)] = []
      collectTexts(value, into: &parts, gaps: 0)
      var position = 0
      var pending = 0
      var fieldWords: [Occurrence] = []
      for part in parts {
        pending += part.gapsBefore
        for token in snapshot.tokenizer.tokens(in: part.text) {
          if pending > 0 {
            position += pending * IndexSnapshot.arrayElementGap
            pending = 0
          }
          fieldWords.append(
            Occurrence(
              field: field, position: position, term: snapshot.terms.find(token.folded),
              isWholeField: false))
          position += 1
        }
      }
      if fieldWords.count == 1 { fieldWords[0].isWholeField = true }
      result += fieldWords
    }
    return result
  }

  /// Where a word matched, in the order that picks its best match.
  private struct Place {
    var level: Int
    var position: Int
    var field: Int
    var fieldPosition: Int

    /// Lexicographic order of (level, position, field, field position), written out: a debug
    /// build compares tuples through generic code.
    func precedes(_ other: Place) -> Bool {
      if level != other.level { return level < other.level }
      if position != other.position { return position < other.position }
      if field != other.field { return field < other.field }
      return fieldPosition < other.fieldPosition
    }
  }

  /// The criteria of document `doc` for the words of `request`, or `nil` when a required word
  /// does not match it.
  func values(of doc: Int, request: SearchRequest) -> Values? {
    var table = MatchTable(words: snapshot.queryWords(for: request), terms: snapshot.terms)
    return values(of: doc, table: &table, request: request)
  }

  private func values(of doc: Int, table: inout MatchTable, request: SearchRequest) -> Values? {
    let words = table.words
    let occurrences = documentWords[doc]
    let exactOnSingleWordQuery = request.exactOnSingleWordQuery
    var values = Values()
    var best: Place?
    var previous: [Occurrence]?
    for (wordIndex, word) in words.enumerated() {
      var matched: [Occurrence] = []
      var typos = Int.max
      var exact = false
      var wholeField = false
      var wordBest: Place?
      for occurrence in occurrences {
        guard let term = occurrence.term, let match = table.match(word: wordIndex, term: term)
        else { continue }
        matched.append(occurrence)
        typos = min(typos, match.typos)
        exact = exact || match.isExact
        wholeField = wholeField || occurrence.isWholeField
        let field = snapshot.fields[occurrence.field]
        let candidate = Place(
          level: field.level, position: field.isUnordered ? 0 : occurrence.position,
          field: occurrence.field, fieldPosition: occurrence.position)
        if wordBest.map({ candidate.precedes($0) }) ?? true {
          wordBest = candidate
        }
      }
      guard let wordBest else {
        if !word.isOptional { return nil }
        previous = nil
        continue
      }
      values.words += 1
      values.typos += typos
      if exact {
        if words.count > 1 || exactOnSingleWordQuery == .word {
          values.exact += 1
        } else if exactOnSingleWordQuery == .attribute, wholeField {
          values.exact += 1
        }
      }
      if best.map({
        wordBest.level != $0.level ? wordBest.level < $0.level : wordBest.position < $0.position
      }) ?? true {
        best = wordBest
      }
      if let previous {
        var distance = 8
        for a in previous {
          for b in matched where a.field == b.field {
            let d = b.position > a.position ? b.position - a.position : a.position - b.position + 1
            distance = min(distance, d)
          }
        }
        values.proximity += distance
      }
      previous = matched
    }
    values.level = best?.level ?? 0
    values.position = best?.position ?? 0
    return values
  }

  /// The ranked documents of the snapshot matching `request` (its words and filters), by Algolia's default ranking
  /// (typo, words, proximity, attribute, exact, custom), every one compared.
  func rankedDocuments(for request: SearchRequest) -> [Int] {
    var table = MatchTable(words: snapshot.queryWords(for: request), terms: snapshot.terms)
    var ranked: [(doc: Int, values: Values)] = []
    for doc in 0..<snapshot.count {
      if let filters = request.filters, !filters.matches(records[doc]) { continue }
      if let values = values(of: doc, table: &table, request: request) {
        ranked.append((doc, values))
      }
    }
    // The criteria compared one by one (not as tuples: a debug build compares tuples through
    // generic code, and this sort runs for every request of the ranking tests).
    ranked.sort { lhs, rhs in
      let a = lhs.values
      let b = rhs.values
      if a.typos != b.typos { return a.typos < b.typos }
      if a.words != b.words { return a.words > b.words }
      if a.proximity != b.proximity { return a.proximity < b.proximity }
      if a.level != b.level { return a.level < b.level }
      if a.position != b.position { return a.position < b.position }
      if a.exact != b.exact { return a.exact > b.exact }
      let customLeft = snapshot.customRanks[lhs.doc]
      let customRight = snapshot.customRanks[rhs.doc]
      if customLeft != customRight { return customLeft < customRight }
      return lhs.doc < rhs.doc
    }
    return ranked.map(\.doc)
  }
}
