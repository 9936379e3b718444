/// Candidates split into groups whose best possible ranking values are known, so that ranking
/// can visit the groups best first and stop as soon as no group left can reach the page: a
/// bucket sort that refines only the buckets still in contention.
///
/// Two refinements, each a partition of a tier into tiers with tighter ideals:
/// - by how well the candidates match each query word (``MatchClass``: typos, then exactness),
///   which bounds the `typo` and `exact` criteria; each word's last class is what is left of
///   the tier once the others are taken (for a short prefix, nearly all of it), so its terms'
///   documents are never gathered;
/// - by the ``AttributeBucket`` of their best match, which bounds the `attribute` criterion:
///   one bucket at a time, best first, so only the documents of the buckets in contention are
///   read, from the small groups of the terms' documents (``WordIndex/termGroupOffsets``).
struct RankingTiers {
  /// One tier: its documents, a lower bound of their text criteria, and the refinements done.
  struct Tier {
    var documents: DocSet
    var ideal: RankedDocument
    var classes: [Int]?
    /// Every document's best match is at this bucket or a later one (`nil` until split by
    /// attribute).
    var attributeFloor: AttributeBucket?
    /// Whether its documents all have their best match in the floor bucket.
    var isSplitByAttribute = false
  }

  /// The most tiers a split by match class makes: past it, the bitmaps cost more than they save.
  static let classLimit = 64
  /// Tiers of at most this many documents are ranked rather than split (and of at most
  /// n/256 of n documents: a split costs a few passes over n/64 words).
  static let splitThreshold = 512

  let ranker: DocumentRanker
  let snapshot: IndexSnapshot
  /// The groups of the matched terms' documents, by bucket, best first (made on first use).
  private var groups: [(bucket: AttributeBucket, documents: Range<Int>)]?
  /// The last bucket of the matched terms' documents (not in ``groups``: what is left).
  private var lastBucket = AttributeBucket(rawValue: 0)
  /// Per bucket made, the documents with a match of some word in it.
  private var bucketDocuments: [AttributeBucket: DocSet] = [:]

  init(ranker: DocumentRanker, snapshot: IndexSnapshot) {
    self.ranker = ranker
    self.snapshot = snapshot
  }

  /// `tier` split by the words' match classes, or `nil` when it cannot be (optional words, or
  /// more than ``classLimit`` tiers). Once split, the tier's bitmap goes back to the snapshot's
  /// pool (``IndexSnapshot/docSets``), as do the bitmaps the split made and let go.
  /// - Complexity: O(d + (c + t · w) · n/64) for d documents of the matched terms, c classes
  ///   over all words, t tiers, w words and n documents.
  func splitByClass(_ tier: Tier) -> [Tier]? {
    let words = ranker.words
    guard !words.isEmpty, !words.contains(where: \.isOptional) else { return nil }
    let pool = snapshot.docSets
    // Per word: the documents whose best match is each class (empty classes left out).
    var perWord: [[(matchClass: Int, documents: DocSet)]] = []
    var combinations = 1
    for hit in ranker.hits {
      var byClass = [[WordHits.Term]](repeating: [], count: MatchClass.count)
      for term in hit.terms {
        byClass[MatchClass(typos: term.typos, exact: term.exact).rawValue].append(term)
      }
      let phraseClasses = hit.phraseClasses(universe: snapshot.count)
      let present = byClass.indices.filter { !byClass[$0].isEmpty || phraseClasses[$0] != nil }
      var rest = pool.copy(of: tier.documents)
      var classes: [(matchClass: Int, documents: DocSet)] = []
      for matchClass in present.dropLast() {
        var documents = phraseClasses[matchClass] ?? pool.empty(universe: snapshot.count)
        WordHits(terms: byClass[matchClass]).collectDocuments(into: &documents, snapshot: snapshot)
        documents.formIntersection(rest)
        guard !documents.isEmpty else {
          pool.recycle(documents)
          continue
        }
        rest.formSubtraction(documents)
        classes.append((matchClass, documents))
      }
      // Every document of the tier matches the word: what is left is of its last class.
      if let last = present.last, !rest.isEmpty {
        classes.append((last, rest))
      } else {
        pool.recycle(rest)
      }
      combinations *= max(classes.count, 1)
      perWord.append(classes)
      guard combinations <= Self.classLimit else {
        for (_, documents) in perWord.joined() { pool.recycle(documents) }
        return nil
      }
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
            attributeFloor: tier.attributeFloor, isSplitByAttribute: tier.isSplitByAttribute))
        return
      }
      for (matchClass, wordDocuments) in perWord[word] {
        var next = pool.copy(of: documents)
        next.formIntersection(wordDocuments)
        guard !next.isEmpty else {
          pool.recycle(next)
          continue
        }
        build(word: word + 1, classes: classes + [matchClass], documents: next)
        // A tier holds the last word's intersections; the others are let go.
        if word + 1 < perWord.count { pool.recycle(next) }
      }
    }
    guard let first = perWord.first else { return [] }
    for (matchClass, documents) in first {
      build(word: 1, classes: [matchClass], documents: documents)
    }
    // With one word, its classes' bitmaps are the tiers'.
    if perWord.count > 1 {
      for (_, documents) in perWord.joined() { pool.recycle(documents) }
    }
    pool.recycle(tier.documents)
    return tiers
  }

  /// `tier` split in two by the attribute bucket of its documents' best match: those whose
  /// best match is in the first bucket any of them can have, and the rest, whose floor is the
  /// next bucket. The part's ideal (and the rest's) is at its bucket's best rank. When the
  /// split makes new bitmaps, the tier's goes back to the snapshot's pool.
  /// - Complexity: O(n/64), plus, the first time a bucket is used, O(documents of its groups);
  ///   the first split also lists the groups of the matched terms.
  mutating func splitByAttribute(_ tier: Tier) -> [Tier] {
    // A phrase match's attribute is not in the terms' groups: no bound from them.
    guard ranker.hits.allSatisfy({ $0.phraseMatches.isEmpty }) else {
      var whole = tier
      whole.isSplitByAttribute = true
      return [whole]
    }
    let groups = groupsListed()
    let floor = tier.attributeFloor ?? AttributeBucket(rawValue: 0)
    // The first bucket from the floor that some group has; none: the tier is that bucket's.
    guard let first = groups.firstIndex(where: { $0.bucket >= floor }) else {
      return [split(tier, tier.documents, max(floor, lastBucket), isWhole: true)]
    }
    let bucket = groups[first].bucket
    let pool = snapshot.docSets
    var part = pool.copy(of: tier.documents)
    part.formIntersection(documents(of: bucket, from: first))
    var rest = pool.copy(of: tier.documents)
    rest.formSubtraction(part)
    pool.recycle(tier.documents)
    var tiers: [Tier] = []
    if part.isEmpty {
      pool.recycle(part)
    } else {
      tiers.append(split(tier, part, bucket, isWhole: true))
    }
    if rest.isEmpty {
      pool.recycle(rest)
    } else {
      let next = groups[first...].first { $0.bucket > bucket }?.bucket
      tiers.append(split(tier, rest, next ?? lastBucket, isWhole: next == nil))
    }
    return tiers
  }

  /// Hands the bitmaps of the buckets made (``documents(of:from:)``) back to the snapshot's
  /// pool, once no tier is left to split.
  mutating func recycleBuckets() {
    for documents in bucketDocuments.values { snapshot.docSets.recycle(documents) }
    bucketDocuments = [:]
  }

  private func split(
    _ tier: Tier, _ documents: DocSet, _ bucket: AttributeBucket, isWhole: Bool
  ) -> Tier {
    var ideal = tier.ideal
    ideal.attribute = max(ideal.attribute, bucket.lowerBound.packed)
    return Tier(
      documents: documents, ideal: ideal, classes: tier.classes, attributeFloor: bucket,
      isSplitByAttribute: isWhole)
  }

  /// The documents with a match of some word in `bucket`, whose groups start at `first`.
  private mutating func documents(of bucket: AttributeBucket, from first: Int) -> DocSet {
    if let documents = bucketDocuments[bucket] { return documents }
    var documents = snapshot.docSets.empty(universe: snapshot.count)
    let groups = groupsListed()
    for group in groups[first...] {
      guard group.bucket == bucket else { break }
      documents.insert(contentsOf: snapshot.termDocs, range: group.documents)
    }
    bucketDocuments[bucket] = documents
    return documents
  }

  /// The groups of every matched term's documents but the last bucket's (a term's documents
  /// lie in ``IndexSnapshot/termDocs`` by group), in bucket order: a counting sort, as buckets
  /// are few.
  private mutating func groupsListed() -> [(bucket: AttributeBucket, documents: Range<Int>)] {
    if let groups { return groups }
    let groupBuckets = snapshot.groupBuckets
    var counts: [Int] = []
    for hit in ranker.hits {
      for term in hit.terms {
        for group in snapshot.groups(of: term.id) {
          let bucket = Int(groupBuckets[group].rawValue)
          if bucket >= counts.count { counts += repeatElement(0, count: bucket + 1 - counts.count) }
          counts[bucket] += 1
        }
      }
    }
    // The last bucket is what is left: its documents are never gathered.
    let last = max(0, counts.count - 1)
    lastBucket = AttributeBucket(rawValue: UInt16(truncatingIfNeeded: last))
    var starts = [Int](repeating: 0, count: last + 1)
    for bucket in 0..<last { starts[bucket + 1] = starts[bucket] + counts[bucket] }
    var listed = [(bucket: AttributeBucket, documents: Range<Int>)](
      repeating: (AttributeBucket(rawValue: 0), 0..<0), count: starts[last])
    for hit in ranker.hits {
      for term in hit.terms {
        let documents = snapshot.documents(of: term.id)
        var start = documents.lowerBound
        for group in snapshot.groups(of: term.id) {
          // Within the term's documents, in order, whatever a saved file's groups say.
          let end = min(max(Int(snapshot.groupEnds[group]), start), documents.upperBound)
          let bucket = Int(groupBuckets[group].rawValue)
          if bucket < last {
            listed[starts[bucket]] = (groupBuckets[group], start..<end)
            starts[bucket] += 1
          }
          start = end
        }
      }
    }
    groups = listed
    return listed
  }
}
