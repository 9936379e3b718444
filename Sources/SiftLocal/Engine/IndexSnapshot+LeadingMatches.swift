import SiftCore

extension IndexSnapshot {
  /// The best `topCount` documents of a single-word query whose terms all match without typo
  /// (a short prefix, typically), found without ranking every candidate; `nil` when the
  /// shortcut does not apply (the caller then ranks every candidate).
  ///
  /// For such a query typo, words and proximity tie for every candidate, so when `attribute`
  /// is the first criterion that varies (`exact` may follow, `custom` only as the final
  /// document-order tie-break), the documents matching at position 0 of the
  /// ``leadingField`` share the best attribute value and rank first: exact ones, then the
  /// others, each in document order. Scanning candidates in document order and stopping once
  /// `topCount` such documents are found gives the same page as the full ranking.
  /// - Complexity: O(n/64 + s + e) for n documents, s candidates scanned before the page fills
  ///   and e postings of the exactly matching terms.
  func leadingMatches(
    _ request: SearchRequest, words: [QueryWord], hits: [WordHits], candidates: DocSet,
    candidateCount: Int, topCount: Int
  ) -> [RankedDocument]? {
    guard words.count == 1, let hit = hits.first, let field = leadingField,
      field < firstTerms.count, let first = hit.terms.first, let last = hit.terms.last,
      last.id - first.id + 1 == hit.terms.count, hit.terms.allSatisfy({ $0.typos == 0 }),
      let layout = RankingKeyLayout(
        ranking: request.ranking, words: words, hits: hits, optionalFilters: [],
        snapshot: self, candidates: candidateCount, hasCenter: false)
    else { return nil }
    var attributeFirst = false
    for (component, _) in layout.components {
      switch component {
      case .typo, .words, .proximity: continue
      case .attribute: attributeFirst = true
      case .exact: if !attributeFirst { return nil }
      case .filters, .custom, .sort: return nil
      }
    }
    guard attributeFirst else { return nil }
    let wanted = min(topCount, candidateCount)
    if wanted <= 0 { return [] }
    let low = UInt32(first.id)
    let high = UInt32(last.id)
    let leading = firstTerms[field]
    // The flag of a first word not at position 0 puts it out of range.
    func leads(_ doc: Int) -> Bool {
      let term = leading[doc]
      return term >= low && term <= high
    }

    // Documents holding an exact term; exact as `match` counts it for a single word.
    var exactTerms = DocSet(universe: count)
    var exactFound = false
    for term in hit.terms where term.exact {
      for index in postings(of: term.id) {
        exactTerms.insert(postingDocs[index])
        exactFound = true
      }
    }
    func isExact(_ doc: Int) -> Bool {
      guard exactFound, exactTerms.contains(UInt32(doc)) else { return false }
      switch request.exactOnSingleWordQuery {
      case .word: return true
      case .none: return false
      case .attribute:
        let single = singleWordFields[doc]
        for other in firstTerms.indices where single & (1 << UInt64(other)) != 0 {
          let term = firstTerms[other][doc] & ~Self.notAtPositionZero
          if term >= low && term <= high { return true }
        }
        return false
      }
    }

    var exact: [UInt32] = []
    if exactFound {
      exactTerms.formIntersection(candidates)
      exactTerms.forEachMember { doc in
        if leads(Int(doc)), isExact(Int(doc)) { exact.append(doc) }
      }
    }
    var others: [UInt32] = []
    let needed = wanted - min(exact.count, wanted)
    var complete = needed == 0
    if !complete {
      others.reserveCapacity(needed)
      scan: for (index, word) in candidates.words.enumerated() {
        var bits = word
        while bits != 0 {
          let doc = index << 6 | bits.trailingZeroBitCount
          bits &= bits &- 1
          if leads(doc), !(exactFound && isExact(doc)) {
            others.append(UInt32(doc))
            if others.count == needed {
              complete = true
              break scan
            }
          }
        }
      }
    }
    guard complete else { return nil }
    let attribute = fields[field].level << 20
    return (exact.prefix(wanted) + others).map { doc in
      var document = RankedDocument(doc: doc)
      document.words = 1
      document.attribute = attribute
      document.firstMatchedWord = field * 1000
      document.exact = isExact(Int(doc)) ? 1 : 0
      return document
    }
  }
}
