/// The documents one query word matches, with the best typo count per document and every
/// matching field position.
struct WordHits: Sendable {
  /// Sorted document ids.
  var docs: [UInt32] = []
  /// Fewest typos per document.
  var typos: [UInt8] = []
  /// Whether the document holds the word exactly.
  var exact: [Bool] = []
  /// `starts[i] ..< starts[i + 1]` in ``positions`` belong to `docs[i]`.
  var starts: [Int] = [0]
  /// Packed field positions, sorted per document.
  var positions: [UInt32] = []

  /// Gathers the postings of every term the word matches.
  /// - Complexity: O(p log p) for p matching postings.
  init(word: QueryWord, snapshot: IndexSnapshot, allowedFields: Set<UInt32>?) {
    struct Entry {
      var key: UInt64
      var typos: UInt8
      var exact: Bool
    }
    var entries: [Entry] = []
    let terms = snapshot.terms
    func add(term: Int, typos: Int, exact: Bool) {
      for index in snapshot.postings(of: term) {
        let fieldPosition = snapshot.postingFieldPositions[index]
        if let allowedFields,
          !allowedFields.contains(fieldPosition >> IndexSnapshot.positionBits)
        {
          continue
        }
        entries.append(
          Entry(
            key: UInt64(snapshot.postingDocs[index]) << 32 | UInt64(fieldPosition),
            typos: UInt8(min(typos, 255)), exact: exact))
      }
    }
    for match in word.matches {
      for term in match.terms {
        let exact = match.distance == 0 && terms.length(term) == word.folded.count
        add(
          term: term, typos: word.typoCount(distance: match.distance, term: term, in: terms),
          exact: exact)
      }
    }
    for term in word.alternativeTerms { add(term: term, typos: 0, exact: true) }
    entries.sort { $0.key < $1.key }
    var previousKey = UInt64.max
    for entry in entries {
      let doc = UInt32(truncatingIfNeeded: entry.key >> 32)
      if docs.last != doc || docs.isEmpty {
        if !docs.isEmpty { starts.append(positions.count) }
        docs.append(doc)
        typos.append(entry.typos)
        exact.append(entry.exact)
      } else {
        let last = docs.count - 1
        typos[last] = min(typos[last], entry.typos)
        exact[last] = exact[last] || entry.exact
      }
      if entry.key != previousKey { positions.append(UInt32(truncatingIfNeeded: entry.key)) }
      previousKey = entry.key
    }
    if !docs.isEmpty { starts.append(positions.count) }
  }

  /// The positions of the document at `index`.
  func positions(at index: Int) -> ArraySlice<UInt32> {
    positions[starts[index]..<starts[index + 1]]
  }
}
