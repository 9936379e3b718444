import SiftCore

/// The word structures of a snapshot, built in one pass over the searchable fields: the term
/// dictionary, each term's documents, and each document's words sorted by term (its
/// occurrences).
struct WordIndex: Sendable {
  let terms: TermDictionary
  /// `termDocOffsets[t] ..< termDocOffsets[t + 1]` in ``termDocs`` are the documents holding
  /// term `t`, each once, grouped by the best ``AttributeBucket`` of the term in the document
  /// (see ``termGroupOffsets``), in document order within a group.
  let termDocOffsets: [UInt32]
  let termDocs: [UInt32]
  /// `termGroupOffsets[t] ..< termGroupOffsets[t + 1]` in ``groupBuckets`` and ``groupEnds``
  /// are term `t`'s groups, best bucket first: a group ends at its `groupEnds` offset in
  /// ``termDocs`` and starts where the previous one ends (the first at the term's start).
  let termGroupOffsets: [UInt32]
  let groupBuckets: [AttributeBucket]
  let groupEnds: [UInt32]
  /// The documents of the terms held by at least a sixteenth of the documents, as bitmaps.
  let denseTermDocuments: [Int: DocSet]
  /// Documents of the one-letter prefixes held by at least an eighth of the documents, keyed by
  /// the prefix's first term id.
  let prefixDocuments: [Int: (end: Int, documents: DocSet)]
  /// The occurrence index: `occurrenceOffsets[d] ..< occurrenceOffsets[d + 1]` in
  /// ``occurrences`` are document `d`'s words, sorted by term id, then by position.
  let occurrenceOffsets: [UInt32]
  let occurrences: [Occurrence]
  /// The largest position of a word in an ordered field (bounds the attribute criterion).
  let maxPosition: Int
  /// A bit per term: whether it is the only word of a field of some document.
  let wholeFieldTerms: [UInt64]

  /// Indexes the searchable fields of records added one by one, in insertion order;
  /// ``finish(_:)`` puts them in document order.
  struct Builder {
    private let paths: [AttributePath]
    private let tokenizer: Tokenizer
    private let ordered: [Bool]
    private var interner = TermInterner()
    private var scratch: [UInt32] = []
    /// Every document's words in insertion order: discovery ids and positions.
    private var tokenTerms: [UInt32] = []
    private var tokenPositions: [FieldPosition] = []
    private var tokenOffsets: [UInt32] = [0]
    private var maxPosition = 0

    /// A builder for `fields`, sized for `capacity` documents.
    init(fields: [SearchableField], tokenizer: Tokenizer, capacity: Int) {
      paths = fields.map { AttributePath($0.name) }
      ordered = fields.map { !$0.isUnordered }
      self.tokenizer = tokenizer
      tokenTerms.reserveCapacity(capacity * 16)  // pages never written cost nothing
      tokenPositions.reserveCapacity(capacity * 16)
      tokenOffsets.reserveCapacity(capacity + 1)
    }

    /// Adds the next record.
    /// - Complexity: O(words · word length) for the record's searchable words.
    mutating func add(_ record: CompactRecord.MemberTable) {
      if record.root.tag == .object {
        for (field, path) in paths.enumerated() {
          var position = 0
          var pendingGaps = 0
          let first = tokenTerms.count
          path.withValue(in: record, emptyNameIsRecord: false) { value in
            IndexSnapshot.forEachText(in: value, gap: { pendingGaps += 1 }) { text in
              tokenizer.forEachWord(inUTF8: text, scratch: &scratch) { word in
                if pendingGaps > 0 {
                  position += pendingGaps * IndexSnapshot.arrayElementGap
                  pendingGaps = 0
                }
                tokenTerms.append(interner.intern(word))
                tokenPositions.append(FieldPosition(field: field, position: position))
                position += 1
              }
            }
          }
          if tokenTerms.count == first + 1 {
            tokenPositions[first] = tokenPositions[first].markedWholeField
          }
          if ordered[field], position > 0 {
            maxPosition = max(maxPosition, min(position - 1, FieldPosition.positionLimit))
          }
        }
      }
      tokenOffsets.append(UInt32(truncatingIfNeeded: tokenTerms.count))
    }

    /// The index of the records added, in document order.
    /// - Parameters:
    ///   - permutation: the document order.
    ///   - fields: the searchable fields (their levels and whether they are ordered).
    /// - Complexity: O(total words · log(words per document) + t log t) for t distinct words.
    consuming func finish(_ permutation: DocumentPermutation, fields: [SearchableField])
      -> WordIndex
    {
      WordIndex(
        interner: interner, tokenTerms: tokenTerms, tokenPositions: tokenPositions,
        tokenOffsets: tokenOffsets, permutation: permutation, fields: fields,
        maxPosition: maxPosition)
    }
  }

  private init(
    interner: TermInterner, tokenTerms: [UInt32], tokenPositions: [FieldPosition],
    tokenOffsets: [UInt32], permutation: DocumentPermutation, fields: [SearchableField],
    maxPosition: Int
  ) {
    let documentCount = tokenOffsets.count - 1

    // Sorted term ids.
    let order = (0..<interner.count).sorted {
      interner.word($0).lexicographicallyPrecedes(interner.word($1))
    }
    terms = TermDictionary(sortedTerms: order.map { Array(interner.word($0)) })
    let termCount = order.count
    var sortedIDs = [UInt32](repeating: 0, count: termCount)
    for (sorted, id) in order.enumerated() { sortedIDs[id] = UInt32(sorted) }

    // Each document's words in document order, sorted by `term << 32 | position`.
    var occurrenceOffsets = [UInt32](repeating: 0, count: documentCount + 1)
    var occurrences = [Occurrence](
      repeating: Occurrence(term: 0, position: FieldPosition(rawValue: 0)),
      count: tokenTerms.count)
    var keys: [UInt64] = []
    occurrences.withUnsafeMutableBufferPointer { occurrences in
      tokenTerms.withUnsafeBufferPointer { tokenTerms in
        tokenPositions.withUnsafeBufferPointer { tokenPositions in
          sortedIDs.withUnsafeBufferPointer { sortedIDs in
            var end = 0
            for (doc, index) in permutation.order.enumerated() {
              keys.removeAll(keepingCapacity: true)
              for token in Int(tokenOffsets[index])..<Int(tokenOffsets[index + 1]) {
                keys.append(
                  UInt64(sortedIDs[Int(tokenTerms[token])]) << 32
                    | UInt64(tokenPositions[token].rawValue))
              }
              keys.sort()
              for key in keys {
                occurrences[end] = Occurrence(
                  term: UInt32(truncatingIfNeeded: key >> 32),
                  position: FieldPosition(rawValue: UInt32(truncatingIfNeeded: key)))
                end += 1
              }
              occurrenceOffsets[doc + 1] = UInt32(truncatingIfNeeded: end)
            }
          }
        }
      }
    }
    self.occurrenceOffsets = occurrenceOffsets
    self.occurrences = occurrences

    // Each term's documents: counted, then filled in document order with the bucket of the
    // term's best match in each document, then grouped by bucket.
    let levels = fields.map(\.level)
    let ordered = fields.map { !$0.isUnordered }
    func rank(_ position: FieldPosition) -> AttributeRank {
      let field = position.field
      return AttributeRank(
        level: field < levels.count ? levels[field] : 0,
        position: field < ordered.count && ordered[field] ? position.position : 0)
    }
    var offsets = [UInt32](repeating: 0, count: termCount + 1)
    var wholeFieldTerms = [UInt64](repeating: 0, count: (termCount + 63) / 64)
    occurrences.withUnsafeBufferPointer { occurrences in
      for doc in 0..<documentCount {
        var index = Int(occurrenceOffsets[doc])
        let end = Int(occurrenceOffsets[doc + 1])
        while index < end {
          let term = occurrences[index].term
          offsets[Int(term) + 1] += 1
          repeat { index += 1 } while index < end && occurrences[index].term == term
        }
      }
    }
    for term in 0..<termCount { offsets[term + 1] += offsets[term] }
    let postingCount = Int(offsets[termCount])
    var docs = [UInt32](repeating: 0, count: postingCount)
    var buckets = [AttributeBucket](repeating: AttributeBucket(rawValue: 0), count: postingCount)
    var cursors = Array(offsets.dropLast())
    occurrences.withUnsafeBufferPointer { occurrences in
      for doc in 0..<documentCount {
        var index = Int(occurrenceOffsets[doc])
        let end = Int(occurrenceOffsets[doc + 1])
        while index < end {
          let term = Int(occurrences[index].term)
          var best = rank(occurrences[index].position)
          var isWholeField = occurrences[index].position.isWholeField
          index += 1
          while index < end && Int(occurrences[index].term) == term {
            best = min(best, rank(occurrences[index].position))
            isWholeField = isWholeField || occurrences[index].position.isWholeField
            index += 1
          }
          if isWholeField { wholeFieldTerms[term >> 6] |= 1 << UInt64(term & 63) }
          let slot = Int(cursors[term])
          docs[slot] = UInt32(truncatingIfNeeded: doc)
          buckets[slot] = AttributeBucket(best)
          cursors[term] += 1
        }
      }
    }
    self.wholeFieldTerms = wholeFieldTerms

    // Groups: a term whose documents all share a bucket (most) is one group; the others are
    // sorted by bucket, stably, so documents stay in order within a group.
    var groupOffsets = [UInt32](repeating: 0, count: termCount + 1)
    var groupBuckets: [AttributeBucket] = []
    var groupEnds: [UInt32] = []
    groupBuckets.reserveCapacity(termCount)
    groupEnds.reserveCapacity(termCount)
    var pairs: [(bucket: AttributeBucket, doc: UInt32)] = []
    for term in 0..<termCount {
      let start = Int(offsets[term])
      let end = Int(offsets[term + 1])
      var uniform = true
      for index in (start + 1)..<max(start + 1, end) where buckets[index] != buckets[start] {
        uniform = false
        break
      }
      if !uniform {
        pairs.removeAll(keepingCapacity: true)
        for index in start..<end { pairs.append((buckets[index], docs[index])) }
        pairs.sort { ($0.bucket, $0.doc) < ($1.bucket, $1.doc) }
        for (offset, pair) in pairs.enumerated() {
          docs[start + offset] = pair.doc
          buckets[start + offset] = pair.bucket
        }
      }
      var index = start
      while index < end {
        let bucket = buckets[index]
        repeat { index += 1 } while index < end && buckets[index] == bucket
        groupBuckets.append(bucket)
        groupEnds.append(UInt32(truncatingIfNeeded: index))
      }
      groupOffsets[term + 1] = UInt32(truncatingIfNeeded: groupBuckets.count)
    }
    buckets = []
    termGroupOffsets = groupOffsets
    self.groupBuckets = groupBuckets
    self.groupEnds = groupEnds

    // The documents of terms `range` (their lists are consecutive), as a bitmap.
    func bitmap(ofTerms range: Range<Int>) -> DocSet {
      docs.withUnsafeBufferPointer { docs in
        DocSet(
          universe: documentCount,
          documents: UnsafeBufferPointer(
            rebasing: docs[Int(offsets[range.lowerBound])..<Int(offsets[range.upperBound])]))
      }
    }
    var dense: [Int: DocSet] = [:]
    var prefixDocuments: [Int: (end: Int, documents: DocSet)] = [:]
    if documentCount >= 64 {
      for term in 0..<termCount where Int(offsets[term + 1] - offsets[term]) * 16 >= documentCount {
        dense[term] = bitmap(ofTerms: term..<term + 1)
      }
      var start = 0
      while start < termCount {
        let first = terms.term(start).first
        var end = start + 1
        while end < termCount, terms.term(end).first == first { end += 1 }
        if Int(offsets[end] - offsets[start]) * 8 >= documentCount {
          prefixDocuments[start] = (end, bitmap(ofTerms: start..<end))
        }
        start = end
      }
    }
    termDocOffsets = offsets
    termDocs = docs
    denseTermDocuments = dense
    self.prefixDocuments = prefixDocuments
    self.maxPosition = maxPosition
  }
}
