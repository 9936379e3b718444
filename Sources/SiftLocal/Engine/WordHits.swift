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
  }

  /// Matched terms, sorted by id, unique.
  let terms: [Term]

  /// The hits of `terms`, sorted by id and unique.
  init(terms: [Term]) { self.terms = terms }

  /// Gathers the terms of every match of `word` (ranges may overlap; each term keeps its best
  /// match).
  /// - Complexity: O(t log t) for t matched terms.
  init(word: QueryWord, dictionary: TermDictionary) {
    var all: [Term] = []
    for match in word.matches {
      for term in match.terms {
        let exact = match.distance == 0 && dictionary.length(term) == word.folded.count
        let typos = word.typoCount(distance: match.distance, term: term, in: dictionary)
        all.append(Term(id: term, typos: UInt8(min(typos, 255)), exact: exact))
      }
    }
    for term in word.alternativeTerms { all.append(Term(id: term, typos: 0, exact: true)) }
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
