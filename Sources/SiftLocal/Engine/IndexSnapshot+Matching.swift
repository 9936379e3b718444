import SiftCore

/// The documents a search matched, ranked.
struct MatchOutcome: Sendable {
  /// Query words, as matched.
  var words: [QueryWord]
  /// Ranked documents after distinct.
  var ranked: [RankedDocument]
  /// The documents facets are counted over (before distinct unless `facetingAfterDistinct`).
  var facetDocuments: [UInt32]
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
  /// - Complexity: O(p log p + m · w · o²) for p matching postings, m matching documents, w
  ///   query words and o occurrences per word and document, plus O(m log m) for the sort.
  func match(_ request: SearchRequest) -> MatchOutcome {
    let words = queryWords(for: request)
    var allowedFields: Set<UInt32>?
    if let restrict = request.restrictSearchableAttributes {
      let names = Set(restrict)
      allowedFields = Set(
        fields.indices.filter { names.contains(fields[$0].name) }.map(UInt32.init))
    }
    let hits = words.map { WordHits(word: $0, snapshot: self, allowedFields: allowedFields) }

    // Candidates: documents holding every required word (any word when all are optional).
    var candidates: [UInt32]
    let required = words.indices.filter { !words[$0].isOptional }
    if words.isEmpty {
      candidates = Array(0..<UInt32(count))
    } else if required.isEmpty {
      candidates = Array(Set(hits.flatMap(\.docs))).sorted()
    } else {
      let order = required.sorted { hits[$0].docs.count < hits[$1].docs.count }
      candidates = hits[order[0]].docs
      for index in order.dropFirst() {
        candidates = Self.intersect(candidates, hits[index].docs)
      }
    }

    // Filters and geo.
    if let filters = request.filters {
      let allowed = documents(matching: filters)
      candidates.removeAll { !allowed.contains($0) }
    }
    let center = request.aroundLatLng
    if center != nil || !request.insideBoundingBox.isEmpty {
      candidates.removeAll { doc in
        let points = geoPoints[Int(doc)]
        if points.isEmpty { return true }
        if !request.insideBoundingBox.isEmpty {
          let inside = points.contains { point in
            request.insideBoundingBox.contains { box in
              point.lat >= min(box[0], box[2]) && point.lat <= max(box[0], box[2])
                && point.lng >= min(box[1], box[3]) && point.lng <= max(box[1], box[3])
            }
          }
          if !inside { return true }
        }
        if let center, let radius = request.aroundRadius {
          return !points.contains { $0.distance(to: center) <= radius }
        }
        return false
      }
    }
    let optionalSets = request.optionalFilters.map { group in
      group.map { (documents(matching: $0), ($0.facetScore ?? 1)) }
    }

    // Ranking values.
    var cursors = [Int](repeating: 0, count: words.count)
    var ranked: [RankedDocument] = []
    ranked.reserveCapacity(candidates.count)
    let singleWord = words.count == 1
    for doc in candidates {
      var document = RankedDocument(doc: doc)
      var bestAttribute = Int.max
      var previous: ArraySlice<UInt32>?
      for (index, word) in hits.enumerated() {
        while cursors[index] < word.docs.count, word.docs[cursors[index]] < doc {
          cursors[index] += 1
        }
        guard cursors[index] < word.docs.count, word.docs[cursors[index]] == doc else {
          previous = nil
          continue
        }
        let position = cursors[index]
        let occurrences = word.positions(at: position)
        document.words += 1
        document.typos += Int(word.typos[position])
        if word.exact[position] {
          if singleWord {
            switch request.exactOnSingleWordQuery {
            case .word: document.exact += 1
            case .attribute:
              let mask = singleWordFields[Int(doc)]
              if occurrences.contains(where: { packed in
                let field = packed >> IndexSnapshot.positionBits
                return field < 64 && mask & (1 << UInt64(field)) != 0
              }) {
                document.exact += 1
              }
            case .none: break
            }
          } else {
            document.exact += 1
          }
        }
        for packed in occurrences {
          let field = Int(packed >> IndexSnapshot.positionBits)
          let position = Int(packed & ((1 << IndexSnapshot.positionBits) - 1))
          let info = fields[field]
          let key = info.level << 20 | (info.isUnordered ? 0 : min(position, (1 << 20) - 1))
          if key < bestAttribute {
            bestAttribute = key
            document.firstMatchedWord = field * 1000 + min(position, 999)
          }
        }
        if let previous { document.proximity += Self.proximity(previous, occurrences) }
        previous = occurrences
      }
      document.attribute = bestAttribute == .max ? 0 : bestAttribute
      if let center {
        let distance =
          geoPoints[Int(doc)].map { $0.distance(to: center) }.min() ?? .greatestFiniteMagnitude
        document.geoDistance = Int(distance.rounded())
        document.geoBucket = Int(distance / request.aroundPrecision)
      }
      for group in optionalSets {
        document.filters += group.filter { $0.0.contains(doc) }.map(\.1).max() ?? 0
      }
      ranked.append(document)
    }

    // typoTolerance min / strict keep the lowest (two lowest) typo counts.
    if request.typoTolerance == .min || request.typoTolerance == .strict, !words.isEmpty {
      let counts = Set(ranked.map(\.typos)).sorted()
      let keep = request.typoTolerance == .min ? 1 : 2
      if let limit = counts.prefix(keep).last { ranked.removeAll { $0.typos > limit } }
    }

    ranked.sort { compare($0, $1, ranking: request.ranking) }
    let facetDocuments = request.facetingAfterDistinct ? nil : ranked.map(\.doc)
    if request.distinct > 0, let groups = distinctGroups {
      var seen: [UInt32: Int] = [:]
      ranked.removeAll { document in
        let group = groups[Int(document.doc)]
        if group == .max { return false }
        seen[group, default: 0] += 1
        return seen[group, default: 0] > request.distinct
      }
    }
    return MatchOutcome(
      words: words, ranked: ranked, facetDocuments: facetDocuments ?? ranked.map(\.doc))
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

  /// The sorted intersection of two sorted arrays.
  static func intersect(_ lhs: [UInt32], _ rhs: [UInt32]) -> [UInt32] {
    var result: [UInt32] = []
    var i = 0
    var j = 0
    while i < lhs.count, j < rhs.count {
      if lhs[i] < rhs[j] {
        i += 1
      } else if lhs[i] > rhs[j] {
        j += 1
      } else {
        result.append(lhs[i])
        i += 1
        j += 1
      }
    }
    return result
  }
}

extension Filter {
  /// The score of a scored facet filter.
  var facetScore: Int? {
    if case .facet(let facet) = self { return facet.score }
    return nil
  }
}
