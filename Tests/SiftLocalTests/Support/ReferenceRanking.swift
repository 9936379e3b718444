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
  /// Each document's words, read from its record.
  private let documentWords: [[Occurrence]]

  /// The reference for the documents of `snapshot` (their words are read here, once).
  init(snapshot: IndexSnapshot) {
    self.snapshot = snapshot
    documentWords = (0..<snapshot.count).map {
      Self.occurrences(of: snapshot.record($0), in: snapshot)
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

  /// The criteria of document `doc` for the words of `request`, or `nil` when a required word
  /// does not match it.
  func values(of doc: Int, request: SearchRequest) -> Values? {
    values(of: doc, words: snapshot.queryWords(for: request), request: request)
  }

  private func values(of doc: Int, words: [QueryWord], request: SearchRequest) -> Values? {
    let occurrences = documentWords[doc]
    let exactOnSingleWordQuery = request.exactOnSingleWordQuery
    var values = Values()
    var best: (level: Int, position: Int, field: Int, fieldPosition: Int)?
    var previous: [Occurrence]?
    for word in words {
      var matched: [Occurrence] = []
      var typos = Int.max
      var exact = false
      var wholeField = false
      var wordBest: (level: Int, position: Int, field: Int, fieldPosition: Int)?
      for occurrence in occurrences {
        guard let term = occurrence.term, let match = word.match(term: term, in: snapshot.terms)
        else { continue }
        matched.append(occurrence)
        typos = min(typos, match.typos)
        exact = exact || match.isExact
        wholeField = wholeField || occurrence.isWholeField
        let field = snapshot.fields[occurrence.field]
        let candidate = (
          level: field.level, position: field.isUnordered ? 0 : occurrence.position,
          field: occurrence.field, fieldPosition: occurrence.position
        )
        if wordBest.map({
          (candidate.level, candidate.position, candidate.field, candidate.fieldPosition)
            < ($0.level, $0.position, $0.field, $0.fieldPosition)
        }) ?? true {
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
      if best.map({ (wordBest.level, wordBest.position) < ($0.level, $0.position) }) ?? true {
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
    let words = snapshot.queryWords(for: request)
    var ranked: [(doc: Int, values: Values)] = []
    for doc in 0..<snapshot.count {
      if let filters = request.filters, !filters.matches(snapshot.record(doc)) { continue }
      if let values = values(of: doc, words: words, request: request) {
        ranked.append((doc, values))
      }
    }
    ranked.sort { lhs, rhs in
      let a = lhs.values
      let b = rhs.values
      let left = (a.typos, -a.words, a.proximity, a.level, a.position, -a.exact)
      let right = (b.typos, -b.words, b.proximity, b.level, b.position, -b.exact)
      if left != right { return left < right }
      let customLeft = snapshot.customRanks[lhs.doc]
      let customRight = snapshot.customRanks[rhs.doc]
      if customLeft != customRight { return customLeft < customRight }
      return lhs.doc < rhs.doc
    }
    return ranked.map(\.doc)
  }
}
