import SiftCore

/// The word structures of a snapshot, built in one pass over the searchable fields: the term
/// dictionary, each term's documents, and each document's words in order (the forward index).
struct WordIndex: Sendable {
  let terms: TermDictionary
  let termDocOffsets: [UInt32]
  let termDocs: [UInt32]
  let denseTermDocuments: [Int: DocSet]
  let tokenOffsets: [UInt32]
  let tokens: [UInt32]
  let firstMarker: UInt32
  let prefixDocuments: [Int: (end: Int, documents: DocSet)]
  let maxPosition: Int
  /// A bit per term: whether it is the only word of a field of some document.
  let wholeFieldTerms: [UInt64]

  /// Indexes the searchable fields of records added one by one, in insertion order;
  /// ``finish(_:)`` puts them in document order.
  ///
  /// A document's tokens are its fields' words in field order: a field other than the current
  /// one starts with its marker (``IndexSnapshot/fieldMarker(_:)``; the first field needs none),
  /// and the elements of an array after the first start with
  /// ``IndexSnapshot/gapMarker`` (written only before a word, so trailing gaps cost nothing).
  struct Builder {
    private let paths: [AttributePath]
    private let tokenizer: Tokenizer
    private let firstMarker: UInt32
    private let positionLimit = (1 << Int(IndexSnapshot.positionBits)) - 1
    private var interner = TermInterner()
    private var scratch: [UInt32] = []
    private var tokens: [UInt32] = []
    private var tokenOffsets: [UInt32] = [0]
    private var maxPosition = 0
    /// A bit per discovery id: whether the term is a field's only word somewhere.
    private var wholeFieldIDs: [UInt64] = []

    /// A builder for `fields`, sized for `capacity` documents.
    init(fields: [SearchableField], tokenizer: Tokenizer, capacity: Int) {
      paths = fields.map { AttributePath($0.name) }
      self.tokenizer = tokenizer
      firstMarker = IndexSnapshot.fieldMarker(max(fields.count, 1) - 1)
      tokens.reserveCapacity(capacity * 16)  // pages never written cost nothing
      tokenOffsets.reserveCapacity(capacity + 1)
    }

    /// Adds the next record.
    /// - Complexity: O(words · word length) for the record's searchable words.
    mutating func add(_ record: CompactRecord.MemberTable) {
      if record.root.tag == .object {
        var currentField = 0
        for (fieldIndex, path) in paths.enumerated() {
          var position = 0
          var pendingGaps = 0
          var fieldWords = 0
          var lastID: UInt32 = 0
          path.withValue(in: record, emptyNameIsRecord: false) { value in
            IndexSnapshot.forEachText(in: value, gap: { pendingGaps += 1 }) { text in
              tokenizer.forEachWord(inUTF8: text, scratch: &scratch) { word in
                if currentField != fieldIndex {
                  tokens.append(IndexSnapshot.fieldMarker(fieldIndex))
                  currentField = fieldIndex
                }
                if pendingGaps > 0 {
                  for _ in 0..<pendingGaps { tokens.append(IndexSnapshot.gapMarker) }
                  position += pendingGaps * IndexSnapshot.arrayElementGap
                  pendingGaps = 0
                }
                let id = interner.intern(word)
                tokens.append(id)
                maxPosition = max(maxPosition, min(position, positionLimit))
                position += 1
                fieldWords += 1
                lastID = id
              }
            }
          }
          if fieldWords == 1 {
            let word = Int(lastID >> 6)
            if word >= wholeFieldIDs.count {
              let grown = max(word + 1, 2 * wholeFieldIDs.count)
              wholeFieldIDs += repeatElement(0, count: grown - wholeFieldIDs.count)
            }
            wholeFieldIDs[word] |= 1 << UInt64(lastID & 63)
          }
        }
      }
      tokenOffsets.append(UInt32(truncatingIfNeeded: tokens.count))
    }

    /// The index of the records added, in document order.
    /// - Complexity: O(total words + t log t) for t distinct words.
    func finish(_ permutation: DocumentPermutation) -> WordIndex {
      var ordered: [UInt32] = []
      ordered.reserveCapacity(tokens.count)
      var orderedOffsets: [UInt32] = [0]
      orderedOffsets.reserveCapacity(tokenOffsets.count)
      tokens.withUnsafeBufferPointer { tokens in
        for index in permutation.order {
          let range = Int(tokenOffsets[index])..<Int(tokenOffsets[index + 1])
          ordered.append(contentsOf: UnsafeBufferPointer(rebasing: tokens[range]))
          orderedOffsets.append(UInt32(truncatingIfNeeded: ordered.count))
        }
      }
      return WordIndex(
        interner: interner, tokens: ordered, tokenOffsets: orderedOffsets,
        firstMarker: firstMarker, maxPosition: maxPosition, wholeFieldIDs: wholeFieldIDs)
    }
  }

  private init(
    interner: TermInterner, tokens: [UInt32], tokenOffsets: [UInt32], firstMarker: UInt32,
    maxPosition: Int, wholeFieldIDs: [UInt64]
  ) {
    var tokens = tokens
    let documentCount = tokenOffsets.count - 1

    // Sorted term ids, then the tokens renumbered.
    let order = (0..<interner.count).sorted {
      interner.word($0).lexicographicallyPrecedes(interner.word($1))
    }
    terms = TermDictionary(sortedTerms: order.map { Array(interner.word($0)) })
    var sortedIDs = [UInt32](repeating: 0, count: order.count)
    for (sorted, id) in order.enumerated() { sortedIDs[id] = UInt32(sorted) }
    var wholeFieldTerms = [UInt64](repeating: 0, count: (order.count + 63) / 64)
    for (word, bits) in wholeFieldIDs.enumerated() where bits != 0 {
      for bit in 0..<64 where bits & (1 << UInt64(bit)) != 0 {
        let term = Int(sortedIDs[word << 6 | bit])
        wholeFieldTerms[term >> 6] |= 1 << UInt64(term & 63)
      }
    }
    self.wholeFieldTerms = wholeFieldTerms
    tokens.withUnsafeMutableBufferPointer { tokens in
      sortedIDs.withUnsafeBufferPointer { sortedIDs in
        for index in tokens.indices where tokens[index] < firstMarker {
          tokens[index] = sortedIDs[Int(tokens[index])]
        }
      }
    }

    // Each term's documents, each once: counted, then filled in document order.
    let termCount = order.count
    var offsets = [UInt32](repeating: 0, count: termCount + 1)
    var lastDocument = [UInt32](repeating: 0, count: termCount)
    var docs: [UInt32] = []
    tokens.withUnsafeBufferPointer { tokens in
      tokenOffsets.withUnsafeBufferPointer { tokenOffsets in
        offsets.withUnsafeMutableBufferPointer { offsets in
          lastDocument.withUnsafeMutableBufferPointer { lastDocument in
            // Calls `body` with each document and each term it holds, once. Documents are
            // numbered from 1 in `lastDocument`, so 0 means none yet.
            func forEachDistinctTerm(_ body: (_ doc: Int, _ term: Int) -> Void) {
              for term in 0..<termCount { lastDocument[term] = 0 }
              for doc in 0..<documentCount {
                let mark = UInt32(doc + 1)
                for index in Int(tokenOffsets[doc])..<Int(tokenOffsets[doc + 1]) {
                  let term = tokens[index]
                  guard term < firstMarker, lastDocument[Int(term)] != mark else { continue }
                  lastDocument[Int(term)] = mark
                  body(doc, Int(term))
                }
              }
            }
            forEachDistinctTerm { _, term in offsets[term + 1] += 1 }
            for term in 0..<termCount { offsets[term + 1] += offsets[term] }
            var cursors = Array(offsets.dropLast())
            docs = [UInt32](repeating: 0, count: Int(offsets[termCount]))
            docs.withUnsafeMutableBufferPointer { docs in
              forEachDistinctTerm { doc, term in
                docs[Int(cursors[term])] = UInt32(doc)
                cursors[term] += 1
              }
            }
          }
        }
      }
    }

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
    self.tokens = tokens
    self.tokenOffsets = tokenOffsets
    self.firstMarker = firstMarker
    self.prefixDocuments = prefixDocuments
    self.maxPosition = maxPosition
  }
}
