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
  private(set) var phraseMatches: [UInt32: [PhraseMatch]] = [:]

  /// The hits of `terms`, sorted by id and unique.
  init(terms: [Term]) { self.terms = terms }

  /// The most typos a match of the word counts.
  var maxTypos: UInt8 {
    var most = terms.map(\.typos).max() ?? 0
    for matches in phraseMatches.values { for match in matches { most = max(most, match.typos) } }
    return most
  }

  /// The match classes of the phrase matches.
  var phraseMatchClasses: Set<Int> {
    var classes: Set<Int> = []
    for matches in phraseMatches.values {
      for match in matches {
        classes.insert(MatchClass(typos: match.typos, exact: match.exact).rawValue)
      }
    }
    return classes
  }

  /// The match classes of the phrase matches, each with its documents.
  func phraseClasses(universe: Int) -> [Int: DocSet] {
    var classes: [Int: DocSet] = [:]
    for (doc, matches) in phraseMatches {
      for match in matches {
        let matchClass = MatchClass(typos: match.typos, exact: match.exact).rawValue
        classes[matchClass, default: DocSet(universe: universe)].insert(doc)
      }
    }
    return classes
  }

  /// Finds where `phrases` match: their terms adjacent, in order, in one attribute.
  /// - Complexity: O(n/64 per term + documents holding every term of a phrase · their words'
  ///   log).
  mutating func findPhrases(_ phrases: [QueryWord.Phrase], in snapshot: IndexSnapshot) {
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
      var words: [Occurrence] = []
      documents.forEachMember { doc in
        let start = Int(snapshot.occurrenceOffsets[Int(doc)])
        let end = Int(snapshot.occurrenceOffsets[Int(doc) + 1])
        snapshot.occurrences.copy(start..<end, into: &words)
        // The place of each word of a position: field and position, without the
        // whole-field bit.
        func holds(_ term: Int, at place: UInt32) -> Bool {
          var low = 0
          var high = words.count
          let target = (UInt32(term), place)
          while low < high {
            let middle = (low + high) / 2
            let entry = (words[middle].term, words[middle].position.rawValue >> 1)
            if entry < target { low = middle + 1 } else { high = middle }
          }
          return low < words.count && words[low].term == UInt32(term)
            && words[low].position.rawValue >> 1 == place
        }
        for entry in words where entry.term == UInt32(phrase.terms[0]) {
          let place = entry.position.rawValue >> 1
          var matches = true
          for (offset, term) in phrase.terms.enumerated().dropFirst() {
            // The next position of the same field (a phrase never spans two fields).
            let next = place + UInt32(offset)
            guard
              next >> UInt32(FieldPosition.positionBits) == place
                >> UInt32(FieldPosition.positionBits),
              holds(term, at: next)
            else {
              matches = false
              break
            }
          }
          if matches {
            phraseMatches[doc, default: []].append(
              PhraseMatch(
                position: FieldPosition(rawValue: place << 1), typos: phrase.typos,
                exact: phrase.exact))
          }
        }
      }
    }
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
    for doc in phraseMatches.keys { set.insert(doc) }
    if let first = terms.first, let last = terms.last,
      let prefix = snapshot.prefixDocuments[first.id], last.id == prefix.end - 1,
      prefix.end - first.id == terms.count
    {
      // Terms sorted and unique, so they are exactly the prefix's range.
      set.formUnion(prefix.documents)
      return
    }
    snapshot.termDocs.withUnsafeBufferPointer { docs in
      for term in terms {
        if let dense = snapshot.denseTermDocuments[term.id] {
          set.formUnion(dense)
        } else {
          set.insert(
            contentsOf: UnsafeBufferPointer(rebasing: docs[snapshot.documents(of: term.id)]))
        }
      }
    }
  }
}
