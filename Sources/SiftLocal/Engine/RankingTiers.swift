/// Candidates split by how well they match each query word (``MatchClass``), so that ranking
/// can visit the groups with the best possible ranking values first and stop early even when
/// few documents reach the best values overall.
///
/// A tier is the candidates whose best match of word `w` has class `classes[w]`, for every
/// word; its ideal document (``DocumentRanker/idealDocument(classes:)``) bounds the ranking
/// values of all of them.
struct RankingTiers {
  /// One tier: its classes, its documents, and its ideal document.
  struct Tier {
    var classes: [Int]
    var documents: DocSet
    var ideal: RankedDocument
  }

  /// The most tiers worth building: past it, the bitmaps cost more than they save.
  static let limit = 64

  /// The non-empty tiers of `candidates` above document `after`, or `nil` when the query has
  /// optional words or too many tiers.
  /// - Complexity: O(d + (c + t · w) · n/64) for d documents of the matched terms, c classes
  ///   over all words, t tiers, w words and n documents.
  static func tiers(
    of candidates: DocSet, after: Int, ranker: DocumentRanker, snapshot: IndexSnapshot
  ) -> [Tier]? {
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
        documents.formIntersection(candidates)
        documents.removeMembers(through: after)
        documents.formSubtraction(seen)
        guard !documents.isEmpty else { continue }
        seen.formUnion(documents)
        classes.append((matchClass, documents))
      }
      combinations *= max(classes.count, 1)
      guard combinations <= limit else { return nil }
      perWord.append(classes)
    }
    var tiers: [Tier] = []
    func build(word: Int, classes: [Int], documents: DocSet) {
      if word == perWord.count {
        tiers.append(
          Tier(
            classes: classes, documents: documents,
            ideal: ranker.idealDocument(classes: classes)))
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
}
