/// The terms one query word matches, each once, with the typo count and exactness of its best
/// match; and the documents holding any of them.
struct WordHits: Sendable {
  /// A matched term.
  struct Term: Sendable {
    /// The term's id.
    var id: Int
    /// Fewest typos of a match of this term (a first-letter typo counts double).
    var typos: UInt8
    /// Whether the term is the word itself (no typo, not a longer word).
    var exact: Bool
    /// Whether its best match has typos (not counting alternative corrections), and whether
    /// it is a longer word the query word starts (prefix).
    var isTypo = false
    var isPrefix = false
  }

  /// Where a phrase of the word matches in a document (``QueryWord/phrases``): its first
  /// word's position, and how the match counts.
  struct PhraseMatch: Sendable {
    var position: FieldPosition
    var typos: UInt8
    var exact: Bool
  }

  /// Matched terms, sorted by id, unique.
  let terms: [Term]
  /// The documents where a phrase of the word matches, with the matches.
  private(set) var phraseMatches = PhraseMatches()

  /// Phrase matches by document, in flat arrays: the documents in ascending order, each with
  /// its matches (a search may find tens of thousands, for a frequent phrase).
  struct PhraseMatches: Sendable {
    /// The documents with a match, ascending, each once.
    private(set) var documents: [UInt32] = []
    /// Where each document's matches end in ``matches`` (they start where the previous
    /// document's end).
    private var ends: [Int] = []
    private var matches: [PhraseMatch] = []
    /// The most typos a match counts (0 without matches).
    private(set) var maxTypos: UInt8 = 0
    /// The match classes of the matches.
    private(set) var classes: Set<Int> = []
    /// The most matches in one document.
    private(set) var mostInOneDocument = 0

    /// No matches.
    init() {}

    /// The matches `found`, in any order of documents (those of one document keep their
    /// order).
    init(found: [(doc: UInt32, match: PhraseMatch)]) {
      var order = Array(found.indices)
      if zip(found, found.dropFirst()).contains(where: { $0.doc > $1.doc }) {
        order.sort { (found[$0].doc, $0) < (found[$1].doc, $1) }
      }
      matches.reserveCapacity(found.count)
      for index in order {
        let (doc, match) = found[index]
        if documents.last != doc {
          if !documents.isEmpty { ends.append(matches.count) }
          documents.append(doc)
        }
        matches.append(match)
        maxTypos = max(maxTypos, match.typos)
        classes.insert(MatchClass(typos: match.typos, exact: match.exact).rawValue)
      }
      if !documents.isEmpty { ends.append(matches.count) }
      var start = 0
      for end in ends {
        mostInOneDocument = max(mostInOneDocument, end - start)
        start = end
      }
    }

    /// Whether there are none.
    var isEmpty: Bool { documents.isEmpty }

    /// The matches in `doc` (none when it has none).
    /// - Complexity: O(log documents).
    func matches(in doc: UInt32) -> ArraySlice<PhraseMatch> {
      var low = 0
      var high = documents.count
      while low < high {
        let middle = (low + high) >> 1
        if documents[middle] < doc { low = middle + 1 } else { high = middle }
      }
      guard low < documents.count, documents[low] == doc else { return [] }
      return matches[(low == 0 ? 0 : ends[low - 1])..<ends[low]]
    }

    /// Calls `body` with each document and its matches, in order of documents.
    func forEachDocument(_ body: (UInt32, ArraySlice<PhraseMatch>) -> Void) {
      var start = 0
      for (index, doc) in documents.enumerated() {
        body(doc, matches[start..<ends[index]])
        start = ends[index]
      }
    }
  }

  /// The hits of `terms`, sorted by id and unique.
  init(terms: [Term]) { self.terms = terms }

  /// The most typos a match of the word counts.
  var maxTypos: UInt8 {
    max(terms.map(\.typos).max() ?? 0, phraseMatches.maxTypos)
  }

  /// The match classes of the phrase matches.
  var phraseMatchClasses: Set<Int> { phraseMatches.classes }

  /// The match classes of the phrase matches, each with its documents.
  func phraseClasses(universe: Int) -> [Int: DocSet] {
    var classes: [Int: DocSet] = [:]
    phraseMatches.forEachDocument { doc, matches in
      for match in matches {
        let matchClass = MatchClass(typos: match.typos, exact: match.exact).rawValue
        classes[matchClass, default: DocSet(universe: universe)].insert(doc)
      }
    }
    return classes
  }

  /// Finds where `phrases` match (their terms adjacent, in order, in one attribute), as the
  /// word's phrase matches: in every document, or only in those of `within` when given.
  /// - Complexity: O(n/64 per term + documents holding every term of a phrase (and in
  ///   `within`) · the matches of its first term · log of their words), reading the occurrence
  ///   index in place.
  mutating func findPhrases(
    _ phrases: [QueryWord.Phrase], in snapshot: IndexSnapshot, within: DocSet? = nil
  ) {
    switch snapshot.occurrences {
    case .packed(let entries, let layout):
      entries.withUnsafeBufferPointer {
        findPhrases(
          phrases, in: snapshot, within: within,
          entries: PackedOccurrenceEntries(entries: $0, layout: layout))
      }
    case .wide(let entries):
      entries.withUnsafeBufferPointer {
        findPhrases(
          phrases, in: snapshot, within: within, entries: WideOccurrenceEntries(entries: $0))
      }
    }
  }

  /// ``findPhrases(_:in:within:)`` over the occurrence index's `entries`.
  private mutating func findPhrases(
    _ phrases: [QueryWord.Phrase], in snapshot: IndexSnapshot, within: DocSet?,
    entries: some OccurrenceEntries
  ) {
    var found: [(doc: UInt32, match: PhraseMatch)] = []
    for phrase in phrases where !phrase.terms.isEmpty {
      var documents = DocSet(universe: snapshot.count)
      WordHits(terms: [Term(id: phrase.terms[0], typos: 0, exact: true)])
        .collectDocuments(into: &documents, snapshot: snapshot)
      for term in phrase.terms.dropFirst() {
        var more = DocSet(universe: snapshot.count)
        WordHits(terms: [Term(id: term, typos: 0, exact: true)])
          .collectDocuments(into: &more, snapshot: snapshot)
        documents.formIntersection(more)
      }
      if let within { documents.formIntersection(within) }
      let first = UInt32(phrase.terms[0])
      let rest = phrase.terms.dropFirst().map { UInt32($0) }
      documents.forEachMember { doc in
        let words = snapshot.occurrenceRange(of: Int(doc))
        let (start, end) = (words.lowerBound, words.upperBound)
        // A document's words are sorted by term, then position: each term's words are a run.
        var index = entries.firstIndex(ofTermAtLeast: first, from: start, to: end)
        while index < end, entries.term(index) == first {
          // The place of a word: field and position, without the whole-field bit.
          let place = entries.occurrence(index).position.rawValue >> 1
          index += 1
          var matches = true
          for (offset, term) in rest.enumerated() {
            // The next position of the same field (a phrase never spans two fields).
            let next = place + UInt32(offset + 1)
            guard
              next >> UInt32(FieldPosition.positionBits) == place
                >> UInt32(FieldPosition.positionBits),
              Self.holds(term, at: next, in: entries, from: start, to: end)
            else {
              matches = false
              break
            }
          }
          if matches {
            found.append(
              (
                doc,
                PhraseMatch(
                  position: FieldPosition(rawValue: place << 1), typos: phrase.typos,
                  exact: phrase.exact)
              ))
          }
        }
      }
    }
    phraseMatches = PhraseMatches(found: found)
  }

  /// Whether a word of term `term` is at `place` (field and position, without the whole-field
  /// bit) among words `start ..< end` of `entries`.
  @inline(__always)
  private static func holds(
    _ term: UInt32, at place: UInt32, in entries: some OccurrenceEntries, from start: Int,
    to end: Int
  ) -> Bool {
    var low = entries.firstIndex(ofTermAtLeast: term, from: start, to: end)
    // The term's run, by position: the first at or past `place`.
    var high = low
    while high < end, entries.term(high) == term { high += 1 }
    while low < high {
      let middle = (low + high) >> 1
      if entries.occurrence(middle).position.rawValue >> 1 < place {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low < end && entries.term(low) == term
      && entries.occurrence(low).position.rawValue >> 1 == place
  }

  /// Gathers the terms of every match of `word` (ranges may overlap; each term keeps its best
  /// match).
  /// - Complexity: O(t log t) for t matched terms.
  init(word: QueryWord, dictionary: TermDictionary) {
    var all: [Term] = []
    for match in word.matches {
      for term in match.terms {
        let exact = match.distance == 0 && dictionary.length(term) == word.folded.count
        let typos = word.typoCount(distance: match.distance, term: term, in: dictionary)
        all.append(
          Term(
            id: term, typos: UInt8(min(typos, 255)), exact: exact, isTypo: match.distance > 0,
            isPrefix: word.isPrefix && dictionary.length(term) > word.folded.count))
      }
    }
    for alternative in word.alternatives {
      all.append(Term(id: alternative.term, typos: alternative.typos, exact: alternative.exact))
    }
    var sorted = true
    for index in all.indices.dropFirst() where all[index - 1].id >= all[index].id {
      sorted = false
      break
    }
    if !sorted { all.sort { $0.id < $1.id } }
    var merged: [Term] = []
    merged.reserveCapacity(all.count)
    for term in all {
      if let last = merged.last, last.id == term.id {
        merged[merged.count - 1].typos = min(last.typos, term.typos)
        merged[merged.count - 1].exact = last.exact || term.exact
        merged[merged.count - 1].isTypo = last.isTypo && term.isTypo
        merged[merged.count - 1].isPrefix = last.isPrefix && term.isPrefix
      } else {
        merged.append(term)
      }
    }
    terms = merged
  }

  /// Adds the documents holding any of the word's terms to `set`.
  /// - Complexity: O(documents of the matched terms); O(n/64) for a whole one-letter prefix
  ///   kept in ``IndexSnapshot/prefixDocuments`` or a term kept in
  ///   ``IndexSnapshot/denseTermDocuments``.
  func collectDocuments(into set: inout DocSet, snapshot: IndexSnapshot) {
    for doc in phraseMatches.documents { set.insert(doc) }
    if let first = terms.first, let last = terms.last,
      let prefix = snapshot.prefixDocuments[first.id], last.id == prefix.end - 1,
      prefix.end - first.id == terms.count
    {
      // Terms sorted and unique, so they are exactly the prefix's range.
      set.formUnion(prefix.documents)
      return
    }
    let docs = snapshot.termDocs
    guard docs.isMapped else {
      // A snapshot's own postings: each term's documents within them, each below the count.
      docs.withUnsafeBufferPointer { docs in
        for term in terms {
          if let dense = snapshot.denseTermDocuments[term.id] {
            set.formUnion(dense)
          } else {
            set.insert(
              contentsOf: UnsafeBufferPointer(rebasing: docs[snapshot.documents(of: term.id)]))
          }
        }
      }
      return
    }
    for term in terms {
      if let dense = snapshot.denseTermDocuments[term.id] {
        set.formUnion(dense)
      } else {
        set.insert(contentsOf: docs, range: snapshot.documents(of: term.id))
      }
    }
  }
}
