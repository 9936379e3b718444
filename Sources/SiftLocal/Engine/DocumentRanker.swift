/// Computes a candidate document's ranking values for the text criteria from its occurrences
/// (its words sorted by term, ``WordIndex/occurrences``).
///
/// Each query word's matched terms are runs of consecutive term ids (a prefix is one run), so a
/// document's matches of a word are found by a search for each run in the document's sorted
/// terms: reading a document costs O(query words · runs · log(its words)) plus its matches, not
/// O(its words). A word's rare runs (typo variants, mostly) are searched only in the documents
/// that hold one of them, known from a bitmap made once per search. The per-search scratch is
/// one allocation, sized once.
final class DocumentRanker {
  /// The occurrence index, as ``IndexSnapshot/occurrenceOffsets`` and
  /// ``IndexSnapshot/occurrences``.
  struct Occurrences<Entries: OccurrenceEntries> {
    let offsets: UnsafeBufferPointer<UInt32>
    let entries: Entries
  }

  /// A run of consecutive matched term ids of one word: `lower ..< upper`, whose match values
  /// start at `info` in ``matchInfo``; rare when it is searched only in the documents of its
  /// word's ``rareDocuments``.
  private struct Run {
    var lower: UInt32
    var upper: UInt32
    var info: Int
    var isRare = false
  }

  /// A run is rare when its terms are in fewer than one document in this many.
  private static let rareFraction = 64
  /// A word's rare runs get a bitmap of their documents when it has at least this many.
  private static let rareRunsForBitmap = 3

  /// A match value: typo count in the low bits, ``exactFlag`` when the term is the word itself.
  private static let exactFlag: UInt8 = 0x80
  /// Flags of a match: it has typos, it is a prefix match.
  private static let typoFlag: UInt8 = 1
  private static let prefixFlag: UInt8 = 2

  /// How matches count in each field, beyond whether it may match at all: where typos,
  /// prefixes and exactness do not count (`disableTypoToleranceOnAttributes`,
  /// `disablePrefixOnAttributes`, `disableExactOnAttributes`).
  struct FieldRules: Sendable {
    var noTypo: [Bool] = []
    var noPrefix: [Bool] = []
    var noExact: [Bool] = []

    /// Whether some field refuses typo or prefix matches (a document may then not match).
    var restrictsMatches: Bool { noTypo.contains(true) || noPrefix.contains(true) }
  }

  let snapshot: IndexSnapshot
  /// Whether the snapshot's occurrence index is a saved file's, mapped: each document's words
  /// are then read within the entries and checked (``IndexSnapshot/occurrenceRange(of:)``).
  private let readsSavedWords: Bool
  let words: [QueryWord]
  let hits: [WordHits]
  let exactOnSingleWordQuery: LocalIndexSettings.ExactOnSingleWordQuery
  /// Whether each field may match (`restrictSearchableAttributes`), when restricted.
  let allowedFields: [Bool]?
  private let wordCount: Int
  /// Runs of all words, word after word: word `w`'s are `runOffsets[w] ..< runOffsets[w + 1]`.
  private let runs: [Run]
  private let runOffsets: [Int]
  /// Per word, the documents holding one of its rare runs' terms (`nil` when it has no rare
  /// runs).
  private let rareDocuments: [DocSet?]
  /// Match values of every matched term, word after word, in term order, and their flags.
  private let matchInfo: [UInt8]
  private let matchFlags: [UInt8]
  /// Per field: whether a typo match, a prefix match, an exact match count there.
  private let fieldTypos: [Bool]
  private let fieldPrefixes: [Bool]
  private let fieldExact: [Bool]
  /// The smallest proximity told apart (`minProximity`).
  let minProximity: Int
  /// Whether the attribute criterion reads the attribute where the words are nearest
  /// (`attributeCriteriaComputedByMinProximity`).
  let attributeByProximity: Bool
  /// Whether a document lacking a required word in the fields where it may match is refused
  /// (`nil` from ``rank(_:in:)``): with restricted attributes, or fields refusing typos or
  /// prefixes.
  let mayRefuse: Bool
  /// Per field: its level, whether it is ordered, whether it may match.
  private let fieldLevels: [Int]
  private let fieldOrdered: [Bool]
  private let fieldAllowed: [Bool]
  private let scratch: Scratch

  /// A ranker for one search.
  init(
    snapshot: IndexSnapshot, words: [QueryWord], hits: [WordHits],
    exactOnSingleWordQuery: LocalIndexSettings.ExactOnSingleWordQuery, allowedFields: [Bool]?,
    fieldRules: FieldRules = FieldRules(), minProximity: Int = 1,
    attributeByProximity: Bool = false
  ) {
    self.snapshot = snapshot
    readsSavedWords = snapshot.occurrenceOffsets.isMapped || snapshot.occurrences.isMapped
    self.words = words
    self.hits = hits
    self.exactOnSingleWordQuery = exactOnSingleWordQuery
    self.allowedFields = allowedFields
    wordCount = words.count
    var runs: [Run] = []
    var runOffsets = [0]
    var matchInfo: [UInt8] = []
    var matchFlags: [UInt8] = []
    for hit in hits {
      for term in hit.terms {
        let id = UInt32(truncatingIfNeeded: term.id)
        if let last = runs.last, runs.count > runOffsets[runOffsets.count - 1], last.upper == id {
          runs[runs.count - 1].upper += 1
        } else {
          runs.append(Run(lower: id, upper: id + 1, info: matchInfo.count))
        }
        matchInfo.append(min(term.typos, 0x7F) | (term.exact ? Self.exactFlag : 0))
        matchFlags.append((term.isTypo ? Self.typoFlag : 0) | (term.isPrefix ? Self.prefixFlag : 0))
      }
      runOffsets.append(runs.count)
    }
    // Rare runs, with the bitmap of their documents, for words that have several.
    var rareDocuments = [DocSet?](repeating: nil, count: words.count)
    let rareLimit = snapshot.count / Self.rareFraction
    if rareLimit > 0 {
      func documents(of run: Int) -> Range<Int> {
        snapshot.documents(ofTerms: Int(runs[run].lower)..<Int(runs[run].upper))
      }
      for word in words.indices {
        let wordRuns = runOffsets[word]..<runOffsets[word + 1]
        let rare = wordRuns.filter { documents(of: $0).count < rareLimit }
        guard rare.count >= Self.rareRunsForBitmap else { continue }
        var rareSet = DocSet(universe: snapshot.count)
        for run in rare {
          runs[run].isRare = true
          rareSet.insert(contentsOf: snapshot.termDocs, range: documents(of: run))
        }
        rareDocuments[word] = rareSet
      }
    }
    self.rareDocuments = rareDocuments
    self.runs = runs
    self.runOffsets = runOffsets
    self.matchInfo = matchInfo
    self.matchFlags = matchFlags
    self.minProximity = minProximity
    self.attributeByProximity = attributeByProximity
    let fields = snapshot.fields
    fieldTypos = fields.indices.map {
      !(fieldRules.noTypo.indices.contains($0) && fieldRules.noTypo[$0])
    }
    fieldPrefixes = fields.indices.map {
      !(fieldRules.noPrefix.indices.contains($0) && fieldRules.noPrefix[$0])
    }
    fieldExact = fields.indices.map {
      !(fieldRules.noExact.indices.contains($0) && fieldRules.noExact[$0])
    }
    mayRefuse = allowedFields != nil || fieldRules.restrictsMatches
    fieldLevels = fields.map(\.level)
    fieldOrdered = fields.map { !$0.isUnordered }
    fieldAllowed = fields.indices.map { field in
      allowedFields.map { field < $0.count && $0[field] } ?? true
    }
    let phraseMatches = hits.reduce(0) { $0 + $1.phraseMatches.mostInOneDocument }
    scratch = Scratch(
      words: words.count, occurrences: snapshot.maxDocumentWords * words.count + phraseMatches)
  }

  /// How many documents ``warm(_:count:in:)`` reads at once.
  static let warmBatch = 16
  /// The most cache lines of one document's words it reads (the rest, if any, are read when
  /// ranked).
  private static let warmLines = 8

  /// Reads the cache lines of the words of `count` documents (at most ``warmBatch``), in two
  /// tight loops of independent loads, before they are ranked one after the other: their
  /// cache misses (a document's words are scattered over the occurrence index) then overlap
  /// instead of stalling each ranking in turn. The values read are kept in the scratch, so the
  /// loads are not left out.
  func warm<Entries>(_ docs: UnsafePointer<UInt32>, count: Int, in index: Occurrences<Entries>) {
    let count = min(count, Self.warmBatch)
    let starts = scratch.warmStarts
    let ends = scratch.warmEnds
    for slot in 0..<count {
      let doc = Int(docs[slot])
      starts[slot] = index.offsets[doc]
      ends[slot] = index.offsets[doc + 1]
    }
    let step = Entries.wordsPerCacheLine
    var sum: UInt32 = 0
    for slot in 0..<count {
      let start = Int(starts[slot])
      let end = min(Int(ends[slot]), start + step * Self.warmLines, index.entries.count)
      for word in stride(from: start, to: end, by: step) { sum ^= index.entries.term(word) }
    }
    scratch.sink.pointee ^= sum
  }

  /// Calls `body` with the members of `documents` from `start` on, in order, until it returns
  /// `true`: each batch of ``warmBatch`` members has its words read first
  /// (``warm(_:count:in:)``), so ranking them meets words in cache. Not re-entrant: the batch
  /// is the ranker's scratch.
  func scanWarmed<Entries>(
    _ documents: DocSet, from start: Int, in index: Occurrences<Entries>,
    until body: (UInt32) -> Bool
  ) {
    let batch = scratch.batch
    var pending = 0
    var stopped = false
    // Ranks the pending documents; whether `body` stopped.
    func flush() -> Bool {
      warm(batch, count: pending, in: index)
      defer { pending = 0 }
      for slot in 0..<pending where body(batch[slot]) { return true }
      return false
    }
    documents.scanMembers(from: start) { doc in
      batch[pending] = doc
      pending += 1
      guard pending == Self.warmBatch else { return false }
      stopped = flush()
      return stopped
    }
    if !stopped, pending > 0 { _ = flush() }
  }

  /// Document `doc`'s ranking values for the text criteria (typo, words, proximity, attribute,
  /// exact); `nil` when, with restricted attributes, a required word (or, with only optional
  /// words, every word) is missing from the allowed ones.
  /// - Complexity: O(query words · runs · log(words of the document) + matches), plus the
  ///   proximity pairs.
  func rank<Entries>(_ doc: UInt32, in index: Occurrences<Entries>) -> RankedDocument? {
    var start = Int(index.offsets[Int(doc)])
    var end = Int(index.offsets[Int(doc) + 1])
    if readsSavedWords {
      let words = snapshot.occurrenceRange(of: Int(doc))
      (start, end) = (words.lowerBound, words.upperBound)
    }
    let entries = index.entries
    var count = 0
    runs.withUnsafeBufferPointer { runs in
      matchInfo.withUnsafeBufferPointer { matchInfo in
        fieldLevels.withUnsafeBufferPointer { fieldLevels in
          fieldOrdered.withUnsafeBufferPointer { fieldOrdered in
            fieldAllowed.withUnsafeBufferPointer { fieldAllowed in
              for word in 0..<wordCount {
                var typos = UInt8.max
                var exact = false
                var wholeField = false
                var best = Int.max
                var bestPosition = FieldPosition(rawValue: .max)
                let first = count
                var cursor = start
                let hasRare = rareDocuments[word]?.contains(doc) ?? true
                for run in runs[runOffsets[word]..<runOffsets[word + 1]] {
                  if run.isRare, !hasRare { continue }
                  cursor = entries.firstIndex(ofTermAtLeast: run.lower, from: cursor, to: end)
                  let width = run.upper &- run.lower
                  while cursor < end {
                    let entry = entries.occurrence(cursor)
                    // One comparison for `lower ..< upper` (a document's words are sorted by
                    // term: past the run's start, none is below it in a file written right).
                    let offset = entry.term &- run.lower
                    guard offset < width else { break }
                    let position = entry.position
                    let field = position.field
                    let slot = run.info + Int(offset)
                    let info = matchInfo[slot]
                    cursor += 1
                    guard field < fieldAllowed.count, fieldAllowed[field] else { continue }
                    let flags = matchFlags[slot]
                    if flags != 0 {
                      if flags & Self.typoFlag != 0, !fieldTypos[field] { continue }
                      if flags & Self.prefixFlag != 0, !fieldPrefixes[field] { continue }
                    }
                    typos = min(typos, info & 0x7F)
                    if fieldExact[field] {
                      if info & Self.exactFlag != 0 { exact = true }
                      if position.isWholeField { wholeField = true }
                    }
                    let rank =
                      fieldLevels[field] << FieldPosition.positionBits
                      | (fieldOrdered[field] ? position.position : 0)
                    if rank < best || rank == best && position < bestPosition {
                      best = rank
                      bestPosition = position
                    }
                    scratch.positions[count] = position
                    count += 1
                  }
                }
                if !hits[word].phraseMatches.isEmpty {
                  for match in hits[word].phraseMatches.matches(in: doc) {
                    let position = match.position
                    let field = position.field
                    guard field < fieldAllowed.count, fieldAllowed[field] else { continue }
                    typos = min(typos, match.typos)
                    if match.exact { exact = true }
                    let rank =
                      fieldLevels[field] << FieldPosition.positionBits
                      | (fieldOrdered[field] ? position.position : 0)
                    if rank < best || rank == best && position < bestPosition {
                      best = rank
                      bestPosition = position
                    }
                    scratch.positions[count] = position
                    count += 1
                  }
                }
                scratch.typos[word] = typos
                scratch.exact[word] = exact
                scratch.wholeField[word] = wholeField
                scratch.best[word] = best
                scratch.bestPosition[word] = bestPosition
                scratch.matchStart[word] = first
                scratch.matchEnd[word] = count
              }
            }
          }
        }
      }
    }

    var document = RankedDocument(doc: doc)
    var bestAttribute = Int.max
    var nearest = (distance: Int.max, field: -1)
    var previous = -1
    var missingRequired = false
    for word in 0..<wordCount {
      let best = scratch.best[word]
      guard best != .max else {
        if !words[word].isOptional { missingRequired = true }
        previous = -1
        continue
      }
      document.words += 1
      document.typos += Int(scratch.typos[word])
      if scratch.exact[word] {
        if wordCount == 1 {
          switch exactOnSingleWordQuery {
          case .word: document.exact += 1
          case .attribute: if scratch.wholeField[word] { document.exact += 1 }
          case .none: break
          }
        } else {
          document.exact += 1
        }
      }
      if best < bestAttribute {
        bestAttribute = best
        let position = scratch.bestPosition[word]
        document.firstMatchedWord = position.field * 1000 + min(position.position, 999)
      }
      if previous >= 0 {
        let (distance, field) = proximity(previous, word)
        document.proximity += distance
        if distance < nearest.distance { nearest = (distance, field) }
      }
      previous = word
    }
    document.attribute = bestAttribute == .max ? 0 : bestAttribute
    // With attributeCriteriaComputedByMinProximity, the attribute where the words are nearest.
    if attributeByProximity, nearest.field >= 0, let rank = bestRank(inField: nearest.field) {
      document.attribute = rank
    }
    if mayRefuse, missingRequired || document.words == 0 && wordCount > 0 {
      return nil
    }
    return document
  }

  /// The proximity of words `first` and `second` in the current document: the smallest
  /// ``FieldPosition/proximity(to:limit:)`` from a match of `first` to one of `second`, at most
  /// 8.
  private func proximity(_ first: Int, _ second: Int) -> (distance: Int, field: Int) {
    var best = 8
    var field = -1
    let floor = minProximity
    let positions = scratch.positions
    outer: for i in scratch.matchStart[first]..<scratch.matchEnd[first] {
      let a = positions[i]
      for j in scratch.matchStart[second]..<scratch.matchEnd[second] {
        let distance = max(floor, a.proximity(to: positions[j], limit: best))
        if distance < best {
          best = distance
          field = a.field
          if best == floor { break outer }
        }
      }
    }
    return (best, field)
  }

  /// The best attribute rank of the matches in `field` (for
  /// `attributeCriteriaComputedByMinProximity`), or `nil` when none is there.
  private func bestRank(inField field: Int) -> Int? {
    var best: Int?
    for word in 0..<wordCount {
      for index in scratch.matchStart[word]..<scratch.matchEnd[word] {
        let position = scratch.positions[index]
        guard position.field == field else { continue }
        let rank =
          fieldLevels[field] << FieldPosition.positionBits
          | (fieldOrdered[field] ? position.position : 0)
        best = min(best ?? rank, rank)
      }
    }
    return best
  }

  /// A lower bound of every candidate's text criteria: each required word matched with its
  /// fewest typos, adjacent to the previous one, at the best attribute position, and exact
  /// when it has an exact term.
  func idealDocument() -> RankedDocument {
    idealDocument(
      classes: hits.map { hit in
        let terms = hit.terms.map { MatchClass(typos: $0.typos, exact: $0.exact).rawValue }
        return (terms + hit.phraseMatchClasses).min() ?? 0
      })
  }

  /// A lower bound of the text criteria of the candidates whose best match of each word `w` is
  /// of class `classes[w]` (see ``MatchClass``).
  func idealDocument(classes: [Int]) -> RankedDocument {
    var document = RankedDocument(doc: 0)
    let hasOptional = words.contains { $0.isOptional }
    document.words = words.count
    for (word, matchClass) in classes.enumerated() where !words[word].isOptional {
      document.typos += MatchClass(rawValue: matchClass).typos
    }
    document.proximity = hasOptional ? 0 : max(0, words.count - 1) * minProximity
    let exactWords = classes.filter { MatchClass(rawValue: $0).isExact }.count
    if words.count == 1 {
      switch exactOnSingleWordQuery {
      case .word: document.exact = exactWords
      case .none: document.exact = 0
      case .attribute:
        let wholeField = hits[0].terms.contains { $0.exact && snapshot.isWholeField($0.id) }
        document.exact = wholeField && exactWords > 0 ? 1 : 0
      }
    } else {
      document.exact = exactWords
    }
    document.attribute = AttributeRank.best.packed
    return document
  }
}

extension DocumentRanker {
  /// The ranker's working memory: per query word, the current document's values, and the
  /// positions of its matches; one allocation for the whole search, freed with the ranker.
  private struct Scratch {
    let typos: UnsafeMutablePointer<UInt8>
    let exact: UnsafeMutablePointer<Bool>
    let wholeField: UnsafeMutablePointer<Bool>
    let best: UnsafeMutablePointer<Int>
    let bestPosition: UnsafeMutablePointer<FieldPosition>
    let matchStart: UnsafeMutablePointer<Int>
    let matchEnd: UnsafeMutablePointer<Int>
    /// Matches of every word of the current document (a word's are
    /// `matchStart[w] ..< matchEnd[w]`): at most every word of the document for every query
    /// word.
    let positions: UnsafeMutablePointer<FieldPosition>
    /// ``scanWarmed(_:from:in:until:)``'s batch of documents; ``warm(_:count:in:)``'s
    /// documents' first and last words, and what it read.
    let batch: UnsafeMutablePointer<UInt32>
    let warmStarts: UnsafeMutablePointer<UInt32>
    let warmEnds: UnsafeMutablePointer<UInt32>
    let sink: UnsafeMutablePointer<UInt32>
    private let storage: Storage

    /// Owns the allocation.
    private final class Storage {
      let base: UnsafeMutableRawPointer
      init(byteCount: Int) {
        base = .allocate(byteCount: max(byteCount, 1), alignment: MemoryLayout<Int>.alignment)
      }
      deinit { base.deallocate() }
    }

    init(words: Int, occurrences: Int) {
      // Widest first, so every part stays aligned.
      let words = max(words, 1)
      let ints = 3 * words * MemoryLayout<Int>.stride
      let positionBytes = (words + max(occurrences, 1)) * MemoryLayout<FieldPosition>.stride
      let warmBytes = (3 * DocumentRanker.warmBatch + 1) * MemoryLayout<UInt32>.stride
      let bytes = words * 3
      storage = Storage(byteCount: ints + positionBytes + warmBytes + bytes)
      let base = storage.base
      best = base.bindMemory(to: Int.self, capacity: words)
      matchStart = (base + words * MemoryLayout<Int>.stride).bindMemory(
        to: Int.self, capacity: words)
      matchEnd = (base + 2 * words * MemoryLayout<Int>.stride).bindMemory(
        to: Int.self, capacity: words)
      bestPosition = (base + ints).bindMemory(to: FieldPosition.self, capacity: words)
      positions = (base + ints + words * MemoryLayout<FieldPosition>.stride).bindMemory(
        to: FieldPosition.self, capacity: max(occurrences, 1))
      let warm = base + ints + positionBytes
      warmStarts = warm.bindMemory(to: UInt32.self, capacity: DocumentRanker.warmBatch)
      warmEnds = (warm + DocumentRanker.warmBatch * MemoryLayout<UInt32>.stride).bindMemory(
        to: UInt32.self, capacity: DocumentRanker.warmBatch)
      batch = (warm + 2 * DocumentRanker.warmBatch * MemoryLayout<UInt32>.stride).bindMemory(
        to: UInt32.self, capacity: DocumentRanker.warmBatch)
      sink = (warm + 3 * DocumentRanker.warmBatch * MemoryLayout<UInt32>.stride).bindMemory(
        to: UInt32.self, capacity: 1)
      sink.initialize(to: 0)
      let tail = warm + warmBytes
      typos = tail.bindMemory(to: UInt8.self, capacity: words)
      exact = (tail + words).bindMemory(to: Bool.self, capacity: words)
      wholeField = (tail + 2 * words).bindMemory(to: Bool.self, capacity: words)
    }
  }
}

/// How well a document matches a query word, as its best term does: fewer typos first, then
/// exact before not. Classes order like the `typo` and `exact` criteria.
struct MatchClass: Sendable {
  let rawValue: Int
  /// The most classes (typo counts above 3 share the last two).
  static let count = 8

  init(rawValue: Int) { self.rawValue = rawValue }

  init(typos: UInt8, exact: Bool) {
    rawValue = min(Int(typos), 3) * 2 + (exact ? 0 : 1)
  }

  var typos: Int { rawValue / 2 }
  var isExact: Bool { rawValue == 0 }
}
