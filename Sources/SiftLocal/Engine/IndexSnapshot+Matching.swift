import SiftCore

/// The documents a search matched, ranked.
struct MatchOutcome: Sendable {
  /// Query words, as matched.
  var words: [QueryWord]
  /// Each word's matched terms.
  var hits: [WordHits] = []
  /// The best documents, ranked (after distinct): the first `topCount` asked of
  /// ``IndexSnapshot/match(_:topCount:needsFacetDocuments:)``, or all of them.
  var ranked: [RankedDocument]
  /// The number of matching documents (after distinct).
  var nbHits: Int
  /// The documents facets are counted over (before distinct unless `facetingAfterDistinct`);
  /// empty unless asked for.
  var facetDocuments: DocSet
  /// How many ``facetDocuments`` there are, when matching knew it without counting them
  /// (`nil` otherwise): facets need the number, and counting a set reads all of it.
  var facetDocumentCount: Int? = nil
  /// On a virtual replica, how many relevant documents were sorted (``ranked`` holds just
  /// them); `nil` elsewhere.
  var nbSortedHits: Int?
}

extension IndexSnapshot {
  /// Matches, filters and ranks the documents for a search.
  ///
  /// Candidates are found as bitmaps (each word's documents, intersected, then filtered), so
  /// `nbHits` is exact without ranking everything. Candidates are then ranked in document
  /// order, which is `customRanking` order, from the forward index: the ranking values of each
  /// pack into one integer key whose low bits are the document id, and only the best
  /// `topCount` keys are kept. Once they are all as good as any document can be on the text
  /// criteria, later documents can only lose the final tie-break, and ranking stops.
  /// - Parameters:
  ///   - request: the search.
  ///   - topCount: how many of the best documents to rank (all with `distinct` or
  ///     `typoTolerance` `min` / `strict`).
  ///   - needsFacetDocuments: whether facets are counted (over ``MatchOutcome/facetDocuments``).
  ///   - splitSize: tiers larger than this are split rather than ranked (by default 512, or
  ///     n/256 for n documents).
  ///   - tierBudget: how many candidates to rank in document order before ranking the rest tier
  ///     by tier (``RankingTiers``), when the page is not settled by then.
  /// - Complexity: O(d + n/64 + r · (l · w + o²) + r log k) for d documents of the matched terms,
  ///   n documents, r candidates ranked (at most every candidate), l words per document, w query
  ///   words, o occurrences per word and document, and k = `topCount`; O(m log m) more when
  ///   every one of m candidates must be sorted.
  func match(
    _ request: SearchRequest, topCount: Int = .max, needsFacetDocuments: Bool = true,
    tierBudget: Int = 512, splitSize: Int? = nil
  ) -> MatchOutcome {
    prepareToRead()
    let parsed = parse(request)
    let words = parsed.words
    var allowedFields: [Bool]?
    if let restrict = request.restrictSearchableAttributes {
      let names = Set(restrict)
      allowedFields = fields.map { names.contains($0.name) }
    }
    var hits = words.map { WordHits(word: $0, dictionary: terms) }
    let required = words.indices.filter { !words[$0].isOptional }
    // The documents the filters keep.
    let filtered = request.filters.map { self.documents(matching: $0) }
    // Each word's documents, gathered once for the phrases and the candidates.
    var wordDocuments = [DocSet?](repeating: nil, count: words.count)
    func documents(ofWord word: Int) -> DocSet {
      if let documents = wordDocuments[word] { return documents }
      var documents = docSets.empty(universe: count)
      hits[word].collectDocuments(into: &documents, snapshot: self)
      return documents
    }
    // A phrase is looked for only in the documents the filters keep that hold every required
    // word without phrases (no other document can be a candidate).
    if words.contains(where: { !$0.phrases.isEmpty }) {
      var within = filtered
      for word in required where words[word].phrases.isEmpty {
        let documents = documents(ofWord: word)
        within?.formIntersection(documents)
        if within == nil { within = documents }
        wordDocuments[word] = documents
      }
      for index in words.indices where !words[index].phrases.isEmpty {
        hits[index].findPhrases(words[index].phrases, in: self, within: within)
      }
    }

    // Candidates: documents holding every required word (any word when all are optional); with
    // restricted attributes a superset, narrowed while ranking.
    var candidates: DocSet
    if words.isEmpty {
      candidates = DocSet(universe: count, full: true)
    } else if required.isEmpty {
      candidates = DocSet(universe: count)
      for word in words.indices { hits[word].collectDocuments(into: &candidates, snapshot: self) }
    } else if required.contains(where: { hits[$0].terms.isEmpty && hits[$0].phraseMatches.isEmpty })
    {
      candidates = DocSet(universe: count)
    } else {
      let order = required.sorted { documentCount(hits[$0]) < documentCount(hits[$1]) }
      candidates = documents(ofWord: order[0])
      for word in order.dropFirst() {
        let documents = documents(ofWord: word)
        candidates.formIntersection(documents)
        if wordDocuments[word] == nil { docSets.recycle(documents) }
      }
    }

    // Exclusions, filters and geo.
    for term in parsed.excludedTerms where !candidates.isEmpty {
      var excluded = DocSet(universe: count)
      WordHits(terms: [WordHits.Term(id: term, typos: 0, exact: true)])
        .collectDocuments(into: &excluded, snapshot: self)
      candidates.formSubtraction(excluded)
    }
    if let filtered { candidates.formIntersection(filtered) }
    applyGeo(request, to: &candidates)
    for doc in request.hiddenDocuments { candidates.remove(doc) }
    let optionalSets = request.optionalFilters.map { group in
      group.map { (self.documents(matching: $0), ($0.facetScore ?? 1)) }
    }

    func fieldsNamed(_ names: Set<String>) -> [Bool] {
      fields.map { field in
        names.contains(field.name)
          || names.contains(String(field.name.prefix { $0 != "." }))
      }
    }
    var rules = DocumentRanker.FieldRules()
    if !request.disableTypoToleranceOnAttributes.isEmpty {
      rules.noTypo = fieldsNamed(request.disableTypoToleranceOnAttributes)
    }
    if !settings.disablePrefixOnAttributes.isEmpty {
      rules.noPrefix = fieldsNamed(Set(settings.disablePrefixOnAttributes))
    }
    if !request.disableExactOnAttributes.isEmpty {
      rules.noExact = fieldsNamed(request.disableExactOnAttributes)
    }
    let ranker = DocumentRanker(
      snapshot: self, words: words, hits: hits,
      exactOnSingleWordQuery: request.exactOnSingleWordQuery, allowedFields: allowedFields,
      fieldRules: rules, minProximity: request.minProximity,
      attributeByProximity: request.attributeCriteriaComputedByMinProximity)
    let kernel = RankingKernel(
      ranking: request.ranking, words: words, hits: hits,
      optionalFilters: optionalSets.map { $0.map(\.1) },
      sumOrFiltersScores: request.sumOrFiltersScores, snapshot: self,
      hasCenter: request.aroundLatLng != nil)
    return occurrenceOffsets.withUnsafeBufferPointer { offsets in
      // Ranking is specialized for each layout of the occurrence index.
      func rank(_ entries: some OccurrenceEntries) -> MatchOutcome {
        self.rank(
          candidates: candidates, words: words, hits: hits, ranker: ranker, kernel: kernel,
          occurrences: DocumentRanker.Occurrences(offsets: offsets, entries: entries),
          request: request, topCount: topCount, needsFacetDocuments: needsFacetDocuments,
          optionalSets: optionalSets, tierBudget: tierBudget,
          splitSize: splitSize ?? max(RankingTiers.splitThreshold, count >> 8))
      }
      switch occurrences {
      case .packed(let entries, let layout):
        return entries.withUnsafeBufferPointer {
          rank(PackedOccurrenceEntries(entries: $0, layout: layout))
        }
      case .wide(let entries):
        return entries.withUnsafeBufferPointer { rank(WideOccurrenceEntries(entries: $0)) }
      }
    }
  }

  /// The ranked page of `candidates` (see ``match(_:topCount:needsFacetDocuments:tierBudget:splitSize:)``).
  private func rank<Entries>(
    candidates: DocSet, words: [QueryWord], hits: [WordHits], ranker: DocumentRanker,
    kernel: RankingKernel, occurrences: DocumentRanker.Occurrences<Entries>,
    request: SearchRequest,
    topCount: Int, needsFacetDocuments: Bool, optionalSets: [[(DocSet, Int)]], tierBudget: Int,
    splitSize: Int
  ) -> MatchOutcome {
    var candidates = candidates
    let center = request.aroundLatLng
    // Every ranking value of document `doc`.
    func rank(_ doc: UInt32) -> RankedDocument? {
      guard var document = ranker.rank(doc, in: occurrences) else { return nil }
      if let center {
        let distance =
          geoPoints[Int(doc)].map { $0.distance(to: center) }.min() ?? .greatestFiniteMagnitude
        // (Finite and within range for points read from a file written wrong, too.)
        document.geoDistance = Self.clampedInt(distance.rounded())
        document.geoBucket = Self.clampedInt(distance / request.aroundPrecision)
      }
      for group in optionalSets {
        let scores = group.filter { $0.0.contains(doc) }.map(\.1)
        document.filters +=
          request.sumOrFiltersScores ? scores.reduce(0, +) : scores.max() ?? 0
      }
      return document
    }

    let typoLimited = request.typoTolerance == .min || request.typoTolerance == .strict
    let distinct = request.distinct > 0 && distinctGroups != nil
    let relevantSort = request.isVirtualReplica
    if !typoLimited, !distinct, !ranker.mayRefuse, !relevantSort,
      let layout = RankingKeyLayout(kernel: kernel, candidates: count)
    {
      let filterScore = optionalSets.reduce(0) {
        $0 + RankingKernel.bestScore(of: $1.map(\.1), summing: request.sumOrFiltersScores)
      }
      var ideal = ranker.idealDocument()
      ideal.filters = filterScore
      var heap = TopKeys(capacity: min(topCount, count))
      let slotBits = UInt64(layout.slotBits)
      // Ranks `documents` from `start` in document order into `heap`, until no later one can
      // enter the page: they all rank at least like `ideal` and lose the document-order
      // tie-break, or `budget` documents are ranked. Returns the last document ranked, and
      // whether it stopped on the budget. Documents come in batches whose words are read
      // together first (``DocumentRanker/scanWarmed(_:from:in:until:)``). (The heap is a
      // parameter, not a captured variable: the per-document closure below then reaches it
      // with no run-time exclusivity check.)
      func scan(
        _ documents: DocSet, from start: Int, ideal: RankedDocument, budget: Int = .max,
        into heap: inout TopKeys
      ) -> (last: Int, outOfBudget: Bool) {
        var bound = layout.lowerBound(ideal, from: start)
        var last = start - 1
        var ranked = 0
        var outOfBudget = false
        ranker.scanWarmed(documents, from: start, in: occurrences) { doc in
          if let document = rank(doc) {
            heap.insert(layout.key(document, slot: Int(doc)))
          }
          last = Int(doc)
          ranked += 1
          if heap.isFull, let largest = heap.largest {
            if layout.lowerBoundMoves {
              bound = layout.lowerBound(ideal, from: Int(doc) + 1)
            }
            if largest < bound << slotBits | UInt64(doc + 1) { return true }
          }
          if ranked >= budget {
            outOfBudget = true
            return true
          }
          return false
        }
        return (last, outOfBudget)
      }
      if heap.capacity > 0 {
        // Most searches fill the page with ideal documents early; the others visit the
        // candidates left in tiers, best bound first, splitting the large ones.
        let (last, outOfBudget) = scan(
          candidates, from: 0, ideal: ideal, budget: tierBudget, into: &heap)
        if outOfBudget {
          // (Each tier's bitmap is handed back to the pool once ranked or split, and those
          // left when ranking stops.)
          var rest = docSets.copy(of: candidates)
          rest.removeMembers(through: last)
          var tiers = RankingTiers(ranker: ranker, snapshot: self)
          var queue = [(bound: UInt64, tier: RankingTiers.Tier)]()
          func enqueue(_ tier: RankingTiers.Tier) {
            queue.append((layout.lowerBound(tier.ideal, from: last + 1), tier))
          }
          enqueue(RankingTiers.Tier(documents: rest, ideal: ideal))
          while !queue.isEmpty {
            let best = queue.indices.min { queue[$0].bound < queue[$1].bound } ?? 0
            queue.swapAt(best, queue.count - 1)
            let (bound, tier) = queue.removeLast()
            if heap.isFull, let largest = heap.largest, largest < bound << slotBits {
              docSets.recycle(tier.documents)
              break
            }
            if tier.documents.count > splitSize {
              if tier.classes == nil, let parts = tiers.splitByClass(tier) {
                parts.forEach(enqueue)
                continue
              }
              if !tier.isSplitByAttribute {
                tiers.splitByAttribute(tier).forEach(enqueue)
                continue
              }
            }
            _ = scan(tier.documents, from: last + 1, ideal: tier.ideal, into: &heap)
            docSets.recycle(tier.documents)
          }
          for (_, tier) in queue { docSets.recycle(tier.documents) }
          tiers.recycleBuckets()
        }
      }
      let ranked = heap.sorted().compactMap { rank(UInt32($0 & layout.slotMask)) }
      let nbHits = candidates.count
      guard needsFacetDocuments else {
        docSets.recycle(candidates)
        return MatchOutcome(
          words: words, hits: hits, ranked: ranked, nbHits: nbHits,
          facetDocuments: DocSet(universe: 0))
      }
      return MatchOutcome(
        words: words, hits: hits, ranked: ranked, nbHits: nbHits, facetDocuments: candidates,
        facetDocumentCount: nbHits)
    }

    var ranked: [RankedDocument] = []
    ranker.scanWarmed(candidates, from: 0, in: occurrences) { doc in
      if let document = rank(doc) { ranked.append(document) }
      return false
    }
    if ranker.mayRefuse {
      candidates = DocSet(universe: count)
      for document in ranked { candidates.insert(document.doc) }
    }
    // typoTolerance min / strict keep the lowest (two lowest) typo counts.
    if typoLimited, !words.isEmpty {
      let counts = Set(ranked.map(\.typos)).sorted()
      let keep = request.typoTolerance == .min ? 1 : 2
      if let limit = counts.prefix(keep).last { ranked.removeAll { $0.typos > limit } }
    }
    ranked.sort { kernel.ranksBefore($0, $1) }
    var facetDocuments = DocSet(universe: count)
    // The ranked documents are each once: as many as are inserted.
    var facetDocumentCount = 0
    if !request.facetingAfterDistinct {
      for document in ranked { facetDocuments.insert(document.doc) }
      facetDocumentCount = ranked.count
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
      facetDocumentCount = ranked.count
    }
    var nbSortedHits: Int?
    if relevantSort {
      let total = ranked.count
      ranked = Self.relevantlySorted(
        ranked, kernel: kernel, strictness: request.relevancyStrictness)
      nbSortedHits = ranked.count
      return MatchOutcome(
        words: words, hits: hits, ranked: ranked, nbHits: total, facetDocuments: facetDocuments,
        facetDocumentCount: facetDocumentCount, nbSortedHits: nbSortedHits)
    }
    return MatchOutcome(
      words: words, hits: hits, ranked: ranked, nbHits: ranked.count,
      facetDocuments: facetDocuments, facetDocumentCount: facetDocumentCount)
  }

  /// `value` as an integer within ±2⁵² (NaN as the largest).
  static func clampedInt(_ value: Double) -> Int {
    let limit = Double(1 << 52)
    return value.isNaN ? 1 << 52 : Int(min(max(value, -limit), limit))
  }

  /// The number of documents of a word's terms (counted once per term).
  private func documentCount(_ hits: WordHits) -> Int {
    hits.terms.reduce(0) { $0 + documents(of: $1.id).count }
  }

}

extension IndexSnapshot {
  /// A virtual replica's relevant sort of `ranked` (sorted by relevance, then the replica's
  /// custom ranking): the relevant documents, sorted by the custom ranking alone.
  ///
  /// A document is relevant when it equals the most relevant one on the first ⌈5 ·
  /// strictness / 100⌉ of the text criteria of `ranking` (typo, words, proximity, the level of
  /// `attribute`, exact), in their order: 100 keeps the documents as relevant as the best on
  /// all five, 0 keeps every document.
  /// - Complexity: O(n log n) for n documents.
  static func relevantlySorted(
    _ ranked: [RankedDocument], kernel: RankingKernel, strictness: Int
  ) -> [RankedDocument] {
    guard let best = ranked.first else { return [] }
    var criteria: [RankingKernel.Criterion] = []
    for (criterion, _) in kernel.criteria {
      switch criterion {
      case .typo, .words, .proximity, .exact: criteria.append(criterion)
      case .attribute: criteria.append(.attribute(positions: 1 << FieldPosition.positionBits))
      case .geo, .filters, .custom, .sort: break
      }
    }
    let needed = min(criteria.count, (criteria.count * strictness + 99) / 100)
    func value(_ criterion: RankingKernel.Criterion, _ document: RankedDocument) -> Int {
      if case .attribute = criterion { return AttributeRank(packed: document.attribute).level }
      return RankingKernel.value(criterion, of: document, custom: { 0 }, sort: { _ in 0 })
    }
    let kept = ranked.filter { document in
      criteria.prefix(needed).allSatisfy { value($0, document) == value($0, best) }
    }
    // Document ids follow the replica's customRanking.
    return kept.sorted { $0.doc < $1.doc }
  }
}

extension Filter {
  /// The score of a scored facet filter.
  var facetScore: Int? {
    if case .facet(let facet) = self { return facet.score }
    return nil
  }
}
