import SiftCore

/// The documents a search matched, ranked.
struct MatchOutcome: Sendable {
  /// Query words, as matched.
  var words: [QueryWord]
  /// The best documents, ranked (after distinct): the first `topCount` asked of
  /// ``IndexSnapshot/match(_:topCount:needsFacetDocuments:)``, or all of them.
  var ranked: [RankedDocument]
  /// The number of matching documents (after distinct).
  var nbHits: Int
  /// The documents facets are counted over (before distinct unless `facetingAfterDistinct`);
  /// empty unless asked for.
  var facetDocuments: DocSet
}

extension IndexSnapshot {
  /// The query's words, with the terms each matches.
  /// - Complexity: O(words · (log n + typo-walk nodes)).
  func queryWords(for request: SearchRequest) -> [QueryWord] {
    var tokens = tokenizer.tokens(in: request.text).map { TextFolding.string($0.folded) }
    let endsComplete = tokenizer.endsWithSeparator(request.text)
    if request.removeStopWords, tokens.contains(where: { !English.stopWords.contains($0) }) {
      let last = tokens.count - 1
      tokens = tokens.enumerated().filter { index, token in
        !English.stopWords.contains(token) || (index == last && !endsComplete)
      }.map(\.element)
      if let lastToken = tokens.last, English.stopWords.contains(lastToken), tokens.count > 1 {
        tokens.removeLast()
      }
    }
    var optional: Set<String> = []
    for phrase in request.optionalWords {
      for token in tokenizer.tokens(in: phrase) {
        optional.insert(TextFolding.string(token.folded))
      }
    }
    return tokens.enumerated().map { index, token in
      let folded = Array(token.unicodeScalars.map(\.value))
      let isLast = index == tokens.count - 1
      let isPrefix: Bool
      switch request.queryType {
      case .prefixAll: isPrefix = true
      case .prefixLast: isPrefix = isLast && !endsComplete
      case .prefixNone: isPrefix = false
      }
      var maxTypos = 0
      let isNumber = folded.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
      if request.typoTolerance != .disabled, !isNumber || request.allowTyposOnNumericTokens {
        if folded.count >= request.minWordSizefor2Typos {
          maxTypos = 2
        } else if folded.count >= request.minWordSizefor1Typo {
          maxTypos = 1
        }
      }
      var word = QueryWord(
        text: token, folded: folded, isPrefix: isPrefix, isOptional: optional.contains(token),
        maxTypos: maxTypos)
      if maxTypos == 0 {
        if isPrefix {
          let range = terms.prefixRange(folded)
          if !range.isEmpty { word.matches = [TermDictionary.Match(terms: range, distance: 0)] }
        } else if let id = terms.find(folded) {
          word.matches = [TermDictionary.Match(terms: id..<id + 1, distance: 0)]
        }
      } else {
        word.matches = terms.fuzzyMatches(folded, maxDistance: maxTypos, prefix: isPrefix)
      }
      if request.ignorePlurals {
        word.alternativeTerms = English.pluralAlternatives(of: token).compactMap {
          terms.find(Array($0.unicodeScalars.map(\.value)))
        }
      }
      return word
    }
  }

  /// Matches, filters and ranks the documents for a search.
  ///
  /// Candidates are found as bitmaps (each word's documents, intersected, then filtered), so
  /// `nbHits` is exact without ranking everything; the ranking values of each candidate pack
  /// into one integer key whose low bits are the document order (which is `customRanking`
  /// order), and only the best `topCount` keys are kept and sorted.
  /// - Parameters:
  ///   - request: the search.
  ///   - topCount: how many of the best documents to rank (all with `distinct` or
  ///     `typoTolerance` `min` / `strict`).
  ///   - needsFacetDocuments: whether to list every matching document for facet counting.
  /// - Complexity: O(p + n/64 + m · w · o² + m log k) for p postings of the matched terms, n
  ///   documents, m matching documents, w query words, o occurrences per word and document, and
  ///   k = `topCount`; O(m log m) when every document must be ranked.
  func match(
    _ request: SearchRequest, topCount: Int = .max, needsFacetDocuments: Bool = true
  ) -> MatchOutcome {
    let words = queryWords(for: request)
    var allowedFields: [Bool]?
    if let restrict = request.restrictSearchableAttributes {
      let names = Set(restrict)
      allowedFields = fields.map { names.contains($0.name) }
    }
    let hits = words.map { WordHits(word: $0, dictionary: terms) }

    // Candidates: documents holding every required word (any word when all are optional).
    var candidates: DocSet
    let required = words.indices.filter { !words[$0].isOptional }
    func documents(of word: Int) -> DocSet {
      var set = DocSet(universe: count)
      hits[word].collectDocuments(into: &set, snapshot: self, allowedFields: allowedFields)
      return set
    }
    if words.isEmpty {
      candidates = DocSet(universe: count, full: true)
    } else if required.isEmpty {
      candidates = DocSet(universe: count)
      for word in words.indices {
        hits[word].collectDocuments(into: &candidates, snapshot: self, allowedFields: allowedFields)
      }
    } else if required.contains(where: { hits[$0].terms.isEmpty }) {
      candidates = DocSet(universe: count)
    } else {
      let order = required.sorted { postingCount(hits[$0]) < postingCount(hits[$1]) }
      candidates = documents(of: order[0])
      for word in order.dropFirst() { candidates.formIntersection(documents(of: word)) }
    }

    // Filters and geo.
    if let filters = request.filters {
      candidates.formIntersection(self.documents(matching: filters))
    }
    let center = request.aroundLatLng
    if center != nil || !request.insideBoundingBox.isEmpty {
      var rejected: [UInt32] = []
      candidates.forEachMember { doc in
        if !passesGeo(doc, request: request) { rejected.append(doc) }
      }
      for doc in rejected { candidates.remove(doc) }
    }
    let optionalSets = request.optionalFilters.map { group in
      group.map { (self.documents(matching: $0), ($0.facetScore ?? 1)) }
    }

    let typoLimited = request.typoTolerance == .min || request.typoTolerance == .strict
    let distinct = request.distinct > 0 && distinctGroups != nil
    if !typoLimited, !distinct, center == nil, optionalSets.isEmpty, allowedFields == nil {
      let candidateCount = candidates.count
      if let ranked = leadingMatches(
        request, words: words, hits: hits, candidates: candidates,
        candidateCount: candidateCount, topCount: topCount)
      {
        return MatchOutcome(
          words: words, ranked: ranked, nbHits: candidateCount,
          facetDocuments: needsFacetDocuments ? candidates : DocSet(universe: 0))
      }
    }

    // Candidates in document order, and each word's hits in them.
    var docs: [UInt32] = []
    docs.reserveCapacity(min(count, 1024))
    candidates.forEachMember { docs.append($0) }
    let ranks = candidates.ranks()
    let singleWord = words.count == 1
    let wordHits = hits.map { hit in
      CandidateHits(
        word: hit, snapshot: self, candidates: candidates, ranks: ranks, count: docs.count,
        keepPositions: words.count > 1, allowedFields: allowedFields)
    }

    // The ranking values of candidate `slot`.
    let positionMask: UInt32 = (1 << IndexSnapshot.positionBits) - 1
    func rank(_ slot: Int) -> RankedDocument {
      let doc = docs[slot]
      var document = RankedDocument(doc: doc)
      var bestAttribute = UInt64.max
      var previous = -1
      for index in wordHits.indices {
        let entry = wordHits[index].entries[slot]
        let best = entry.best
        guard best != .max else {
          previous = -1
          continue
        }
        document.words += 1
        document.typos += Int(entry.typos)
        if entry.exact {
          if singleWord {
            switch request.exactOnSingleWordQuery {
            case .word: document.exact += 1
            case .attribute:
              if wordHits[index].inSingleWordField(at: slot, doc: doc, snapshot: self) {
                document.exact += 1
              }
            case .none: break
            }
          } else {
            document.exact += 1
          }
        }
        let key = best >> 32
        if key < bestAttribute {
          bestAttribute = key
          let fieldPosition = UInt32(truncatingIfNeeded: best)
          let field = Int(fieldPosition >> IndexSnapshot.positionBits)
          document.firstMatchedWord = field * 1000 + min(Int(fieldPosition & positionMask), 999)
        }
        if previous >= 0 {
          document.proximity += Self.proximity(
            wordHits[previous].positions(at: slot), wordHits[index].positions(at: slot))
        }
        previous = index
      }
      document.attribute = bestAttribute == .max ? 0 : Int(bestAttribute)
      if let center {
        let distance =
          geoPoints[Int(doc)].map { $0.distance(to: center) }.min() ?? .greatestFiniteMagnitude
        document.geoDistance = Int(distance.rounded())
        document.geoBucket = Int(distance / request.aroundPrecision)
      }
      for group in optionalSets {
        document.filters += group.filter { $0.0.contains(doc) }.map(\.1).max() ?? 0
      }
      return document
    }

    if !typoLimited, !distinct,
      let layout = RankingKeyLayout(
        ranking: request.ranking, words: words, hits: hits,
        optionalFilters: optionalSets.map { $0.map(\.1) }, snapshot: self,
        candidates: docs.count, hasCenter: center != nil)
    {
      let keep = min(topCount, docs.count)
      var heap = TopKeys(capacity: keep)
      for slot in docs.indices { heap.insert(layout.key(rank(slot), slot: slot, snapshot: self)) }
      let ranked = heap.sorted().map { rank(Int($0 & layout.slotMask)) }
      return MatchOutcome(
        words: words, ranked: ranked, nbHits: docs.count,
        facetDocuments: needsFacetDocuments ? candidates : DocSet(universe: 0))
    }

    var ranked = docs.indices.map(rank)
    // typoTolerance min / strict keep the lowest (two lowest) typo counts.
    if typoLimited, !words.isEmpty {
      let counts = Set(ranked.map(\.typos)).sorted()
      let keep = request.typoTolerance == .min ? 1 : 2
      if let limit = counts.prefix(keep).last { ranked.removeAll { $0.typos > limit } }
    }
    ranked.sort { compare($0, $1, ranking: request.ranking) }
    var facetDocuments = DocSet(universe: count)
    if !request.facetingAfterDistinct {
      for document in ranked { facetDocuments.insert(document.doc) }
    }
    if distinct, let groups = distinctGroups {
      var seen: [UInt32: Int] = [:]
      ranked.removeAll { document in
        let group = groups[Int(document.doc)]
        if group == .max { return false }
        seen[group, default: 0] += 1
        return seen[group, default: 0] > request.distinct
      }
    }
    if request.facetingAfterDistinct {
      for document in ranked { facetDocuments.insert(document.doc) }
    }
    return MatchOutcome(
      words: words, ranked: ranked, nbHits: ranked.count, facetDocuments: facetDocuments)
  }

  /// The number of postings of a word's terms.
  private func postingCount(_ hits: WordHits) -> Int {
    hits.terms.reduce(0) { $0 + postings(of: $1.id).count }
  }

  /// Whether `doc` passes the request's geo constraints (bounding boxes, radius).
  private func passesGeo(_ doc: UInt32, request: SearchRequest) -> Bool {
    let points = geoPoints[Int(doc)]
    if points.isEmpty { return false }
    if !request.insideBoundingBox.isEmpty {
      let inside = points.contains { point in
        request.insideBoundingBox.contains { box in
          point.lat >= min(box[0], box[2]) && point.lat <= max(box[0], box[2])
            && point.lng >= min(box[1], box[3]) && point.lng <= max(box[1], box[3])
        }
      }
      if !inside { return false }
    }
    if let center = request.aroundLatLng, let radius = request.aroundRadius {
      return points.contains { $0.distance(to: center) <= radius }
    }
    return true
  }

  /// Whether `lhs` ranks before `rhs`: the criteria in order, then the document id.
  func compare(
    _ lhs: RankedDocument, _ rhs: RankedDocument, ranking: [LocalIndexSettings.RankingCriterion]
  ) -> Bool {
    for criterion in ranking {
      let left: Int
      let right: Int
      switch criterion {
      case .typo: (left, right) = (lhs.typos, rhs.typos)
      case .geo: (left, right) = (lhs.geoBucket, rhs.geoBucket)
      case .words: (left, right) = (-lhs.words, -rhs.words)
      case .filters: (left, right) = (-lhs.filters, -rhs.filters)
      case .proximity: (left, right) = (lhs.proximity, rhs.proximity)
      case .attribute: (left, right) = (lhs.attribute, rhs.attribute)
      case .exact: (left, right) = (-lhs.exact, -rhs.exact)
      case .custom:
        (left, right) = (Int(customRanks[Int(lhs.doc)]), Int(customRanks[Int(rhs.doc)]))
      case .sort(let sort):
        guard let ranks = sortRanks[sort] else { continue }
        (left, right) = (Int(ranks[Int(lhs.doc)]), Int(ranks[Int(rhs.doc)]))
      }
      if left != right { return left < right }
    }
    return lhs.doc < rhs.doc
  }

  /// The smallest distance from a position of `first` to a later position of `second` in the
  /// same field (a reversed pair costs one more), at most 8.
  static func proximity(_ first: ArraySlice<UInt32>, _ second: ArraySlice<UInt32>) -> Int {
    var best = 8
    for a in first {
      for b in second where a >> positionBits == b >> positionBits {
        let distance = b > a ? Int(b - a) : Int(a - b) + 1
        best = min(best, distance)
        if best == 1 { return 1 }
      }
    }
    return best
  }
}

extension Filter {
  /// The score of a scored facet filter.
  var facetScore: Int? {
    if case .facet(let facet) = self { return facet.score }
    return nil
  }
}
