/// Candidates split into groups whose best possible ranking values are known, so that ranking
/// can visit the groups best first and stop as soon as no group left can reach the page: a
/// bucket sort that refines only the buckets still in contention.
///
/// Two refinements, each a partition of a tier into tiers with tighter ideals:
/// - by how well the candidates match each query word (``MatchClass``: typos, then exactness),
///   which bounds the `typo` and `exact` criteria;
/// - by the ``AttributeBucket`` of their best match, which bounds the `attribute` criterion:
///   the documents matching in the best attributes come from the small groups of the terms'
///   documents (``WordIndex/termGroupOffsets``), the rest is what is left.
struct RankingTiers {
  /// One tier: its documents, a lower bound of their text criteria, and the refinements done.
  struct Tier {
    var documents: DocSet
    var ideal: RankedDocument
    var classes: [Int]?
    var isSplitByAttribute = false
  }

  /// The most tiers a split by match class makes: past it, the bitmaps cost more than they save.
  static let classLimit = 64
  /// Tiers of at most this many documents are ranked rather than split (and of at most
  /// n/256 of n documents: a split costs a few passes over n/64 words).
  static let splitThreshold = 512

  let ranker: DocumentRanker
  let snapshot: IndexSnapshot
  /// Per attribute bucket but the last, the documents with a match of some word in it (built
  /// on first use); the last bucket.
  private var bucketDocuments: [(bucket: AttributeBucket, documents: DocSet)]?
  private var lastBucket = AttributeBucket(rawValue: 0)

  init(ranker: DocumentRanker, snapshot: IndexSnapshot) {
    self.ranker = ranker
    self.snapshot = snapshot
  }

  /// `tier` split by the words' match classes, or `nil` when it cannot be (optional words, or
  /// more than ``classLimit`` tiers).
  /// - Complexity: O(d + (c + t · w) · n/64) for d documents of the matched terms, c classes
  ///   over all words, t tiers, w words and n documents.
  func splitByClass(_ tier: Tier) -> [Tier]? {
    let words = ranker.words
    guard !words.isEmpty, !words.contains(where: \.isOptional) else { return nil }
    // Per word: the documents whose best match is each class (empty classes left out).
    var perWord: [[(matchClass: Int, documents: DocSet)]] = []
    var combinations = 1
    for hit in ranker.hits {
      var byClass = [[WordHits.Term]](repeating: [], count: MatchClass.count)
      for term in hit.terms {
        byClass[MatchClass(typos: term.typos, exact: term.exact).rawValue].append(term)
      }
      var seen = DocSet(universe: snapshot.count)
      var classes: [(matchClass: Int, documents: DocSet)] = []
      for (matchClass, terms) in byClass.enumerated() where !terms.isEmpty {
        var documents = DocSet(universe: snapshot.count)
        WordHits(terms: terms).collectDocuments(into: &documents, snapshot: snapshot)
        documents.formIntersection(tier.documents)
        documents.formSubtraction(seen)
        guard !documents.isEmpty else { continue }
        seen.formUnion(documents)
        classes.append((matchClass, documents))
      }
      combinations *= max(classes.count, 1)
      guard combinations <= Self.classLimit else { return nil }
      perWord.append(classes)
    }
    var tiers: [Tier] = []
    func build(word: Int, classes: [Int], documents: DocSet) {
      if word == perWord.count {
        var ideal = ranker.idealDocument(classes: classes)
        ideal.attribute = tier.ideal.attribute
        ideal.filters = tier.ideal.filters
        tiers.append(
          Tier(
            documents: documents, ideal: ideal, classes: classes,
            isSplitByAttribute: tier.isSplitByAttribute))
        return
      }
      for (matchClass, wordDocuments) in perWord[word] {
        var next = documents
        next.formIntersection(wordDocuments)
        guard !next.isEmpty else { continue }
        build(word: word + 1, classes: classes + [matchClass], documents: next)
      }
    }
    guard let first = perWord.first else { return [] }
    for (matchClass, documents) in first {
      build(word: 1, classes: [matchClass], documents: documents)
    }
    return tiers
  }

  /// `tier` split by the attribute bucket of its documents' best match (the best over the
  /// query words), each part's ideal at its bucket's best rank.
  /// - Complexity: O(n/64 · buckets), plus, the first time, O(terms matched + documents of
  ///   their groups but the last).
  mutating func splitByAttribute(_ tier: Tier) -> [Tier] {
    let buckets = bucketDocumentsBuilt()
    var tiers: [Tier] = []
    var rest = tier.documents
    for (bucket, documents) in buckets {
      var part = rest
      part.formIntersection(documents)
      guard !part.isEmpty else { continue }
      rest.formSubtraction(part)
      tiers.append(split(tier, part, bucket))
    }
    if !rest.isEmpty { tiers.append(split(tier, rest, lastBucket)) }
    return tiers
  }

  private func split(_ tier: Tier, _ documents: DocSet, _ bucket: AttributeBucket) -> Tier {
    var ideal = tier.ideal
    ideal.attribute = max(ideal.attribute, bucket.lowerBound.packed)
    return Tier(
      documents: documents, ideal: ideal, classes: tier.classes, isSplitByAttribute: true)
  }

  /// The documents of each attribute bucket but the last one any matched term has, best
  /// bucket first.
  private mutating func bucketDocumentsBuilt() -> [(bucket: AttributeBucket, documents: DocSet)] {
    if let bucketDocuments { return bucketDocuments }
    let groupOffsets = snapshot.termGroupOffsets
    let groupBuckets = snapshot.groupBuckets
    var last = AttributeBucket(rawValue: 0)
    for hit in ranker.hits {
      for term in hit.terms {
        let end = Int(groupOffsets[term.id + 1])
        if end > Int(groupOffsets[term.id]) { last = max(last, groupBuckets[end - 1]) }
      }
    }
    var byBucket: [AttributeBucket: DocSet] = [:]
    snapshot.termDocs.withUnsafeBufferPointer { docs in
      for hit in ranker.hits {
        for term in hit.terms {
          var start = Int(snapshot.termDocOffsets[term.id])
          for group in Int(groupOffsets[term.id])..<Int(groupOffsets[term.id + 1]) {
            let end = Int(snapshot.groupEnds[group])
            defer { start = end }
            let bucket = groupBuckets[group]
            guard bucket < last else { break }
            byBucket[bucket, default: DocSet(universe: snapshot.count)].insert(
              contentsOf: UnsafeBufferPointer(rebasing: docs[start..<end]))
          }
        }
      }
    }
    let built = byBucket.sorted { $0.key < $1.key }.map { (bucket: $0.key, documents: $0.value) }
    bucketDocuments = built
    lastBucket = last
    return built
  }
}
