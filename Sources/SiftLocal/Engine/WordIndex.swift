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
  let occurrences: OccurrenceList
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
    /// Per field: whether its camelCase words are also indexed as their parts.
    private let camelCase: [Bool]
    /// Placeholder tokens indexed whole (`<streetnumber>`), as UTF-8, longest first, and the
    /// term each is indexed as.
    private let placeholders: [(utf8: [UInt8], term: [UInt32])]
    private var interner = TermInterner()
    private var scratch: [UInt32] = []
    /// The texts of a field and the words of a text, reused from record to record.
    private var texts: [(bytes: UnsafeBufferPointer<UInt8>, gaps: Int)] = []
    /// The folded bytes of an ASCII text, and its words.
    private let folded = TextBuffer()

    /// Growable buffers for a text's folded bytes, whose words are read from them, and for its
    /// words' ranges and ids; with 16 bytes readable past the requested count (for
    /// ``Interner/intern(asciiBytes:count:)``).
    private final class TextBuffer {
      private(set) var bytes = TextBuffer.allocate(256)
      private(set) var words = UnsafeMutablePointer<Range<Int>>.allocate(capacity: 256)
      /// Room for the id of each word.
      private(set) var ids = UnsafeMutablePointer<UInt32>.allocate(capacity: 256)
      private var capacity = 256

      private static func allocate(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 16)
        base.initialize(repeating: 0, count: count + 16)
        return base
      }

      /// Makes room for a text of `count` bytes (the contents are not kept).
      func reserve(_ count: Int) {
        guard count > capacity else { return }
        bytes.deallocate()
        words.deallocate()
        ids.deallocate()
        capacity = max(count, capacity * 2)
        bytes = Self.allocate(capacity)
        words = .allocate(capacity: capacity)
        ids = .allocate(capacity: capacity)
      }

      deinit {
        bytes.deallocate()
        words.deallocate()
        ids.deallocate()
      }
    }
    /// Every document's words in insertion order: discovery ids and positions.
    private var tokenTerms: [UInt32] = []
    private var tokenPositions = PositionRuns()
    private var tokenOffsets: [UInt32] = [0]
    private var maxPosition = 0
    /// The largest position of a word in any field.
    private var largestPosition = 0

    /// A builder for `fields`, sized for `capacity` documents of `bytes` encoded bytes in all.
    /// - Parameters:
    ///   - placeholders: tokens indexed whole, as placeholder synonyms need them.
    ///   - camelCaseFields: the names of the fields whose camelCase words are also indexed as
    ///     their parts.
    init(
      fields: [SearchableField], tokenizer: Tokenizer, placeholders: Set<String> = [],
      camelCaseFields: Set<String> = [], capacity: Int, bytes: Int
    ) {
      paths = fields.map { AttributePath($0.name) }
      ordered = fields.map { !$0.isUnordered }
      camelCase = fields.map { camelCaseFields.contains($0.name) }
      self.placeholders = placeholders.sorted { $0.utf8.count > $1.utf8.count }.map {
        (Array($0.utf8), Array(SynonymSet.placeholderTerm($0).unicodeScalars.map(\.value)))
      }
      self.tokenizer = tokenizer
      // A word and its separator take about 6 bytes of text; pages never written cost nothing.
      let words = max(capacity * 16, bytes / 6)
      tokenTerms.reserveCapacity(words)
      tokenPositions.reserveCapacity(documents: capacity)
      tokenOffsets.reserveCapacity(capacity + 1)
    }

    /// Adds the next record.
    /// - Complexity: O(words · word length) for the record's searchable words.
    mutating func add(_ record: CompactRecord.MemberTable) {
      if record.root.tag == .object {
        for field in paths.indices {
          var position = 0
          var pendingGaps = 0
          let first = tokenTerms.count
          let plainText = !camelCase[field] && placeholders.isEmpty
          // `paths` keeps the path alive: it is read without a retain and release per record.
          Unmanaged.passUnretained(paths[field])._withUnsafeGuaranteedRef { path in
            path.withValue(in: record, emptyNameIsRecord: false) { value in
              // The common case, strings of ASCII text, without a call per word.
              if plainText,
                addASCIIStrings(of: value, field: field, position: &position, gaps: &pendingGaps)
              {
                return
              }
              addWords(of: value, field: field, position: &position, gaps: &pendingGaps)
            }
          }
          if tokenTerms.count == first + 1 { tokenPositions.markWholeField(first) }
          if position > 0 {
            let last = min(position - 1, FieldPosition.positionLimit)
            largestPosition = max(largestPosition, last)
            if ordered[field] { maxPosition = max(maxPosition, last) }
          }
        }
      }
      tokenOffsets.append(UInt32(truncatingIfNeeded: tokenTerms.count))
      tokenPositions.endDocument()
    }

    /// Adds the words of `value` one call per word, from `position` on: camelCase parts,
    /// placeholders, text past ASCII, numbers. (Apart from ``add(_:)``, so that the variables
    /// its word callback captures are not those of the common path.)
    private mutating func addWords(
      of value: CompactRecord.View, field: Int, position: inout Int, gaps pendingGaps: inout Int
    ) {
      // Adds a word at the next position (or at the last one, for a camelCase part).
      func emit(_ word: UnsafeBufferPointer<UInt32>, samePosition: Bool = false) {
        if pendingGaps > 0 {
          position += pendingGaps * IndexSnapshot.arrayElementGap
          pendingGaps = 0
        }
        if samePosition, position > 0 { position -= 1 }
        tokenTerms.append(interner.intern(word))
        tokenPositions.add(
          FieldPosition(field: field, position: position), word: tokenTerms.count - 1)
        position += 1
      }
      func gap() { pendingGaps += 1 }
      IndexSnapshot.forEachText(in: value, gap: gap) { text in
        if camelCase[field] {
          Self.forEachCamelCaseWord(in: text, tokenizer: tokenizer, emit)
        } else if placeholders.isEmpty || !text.contains(UInt8(ascii: "<")) {
          tokenizer.forEachWord(inUTF8: text, scratch: &scratch) { emit($0) }
        } else {
          var spare: [UInt32] = []
          Self.forEachWord(
            in: text, placeholders: placeholders, tokenizer: tokenizer, scratch: &spare, emit)
        }
      }
    }

    /// Adds the words of `value` when it is made of strings of ASCII text (a string, or
    /// arrays of them), from `position` on: each string is split into words in one pass, and
    /// its words interned in a loop. Returns `false`, having added nothing, for any other value.
    private mutating func addASCIIStrings(
      of value: CompactRecord.View, field: Int, position: inout Int, gaps: inout Int
    ) -> Bool {
      // A string (most fields), with no list of texts.
      if value.tag == .string {
        guard let text = value.string else { return false }
        return addASCIIText(text, field: field, position: &position, gaps: &gaps)
      }
      // The texts are moved out while in use (and back after): iterated as the builder's own
      // property, while the loop changes its other state, they would be retained each time.
      var texts: [(bytes: UnsafeBufferPointer<UInt8>, gaps: Int)] = []
      swap(&texts, &self.texts)
      defer { swap(&texts, &self.texts) }
      texts.removeAll(keepingCapacity: true)
      guard IndexSnapshot.collectStringTexts(in: value, into: &texts) else { return false }
      // Every text is checked before any is added (a field's words cannot be taken back), so
      // each one added below is ASCII.
      for text in texts {
        guard Tokenizer.isASCII(text.bytes) else { return false }
      }
      for text in texts {
        gaps += text.gaps
        _ = addASCIIText(text.bytes, field: field, position: &position, gaps: &gaps)
      }
      return true
    }

    /// Adds the words of `text` from `position` on, after `gaps` array gaps, if it is all
    /// ASCII; returns whether it was (if not, nothing changes).
    @inline(__always)
    private mutating func addASCIIText(
      _ text: UnsafeBufferPointer<UInt8>, field: Int, position: inout Int, gaps: inout Int
    ) -> Bool {
      folded.reserve(text.count)
      let (buffer, words) = (folded.bytes, folded.words)
      guard let count = tokenizer.asciiWords(text, into: buffer, words: words) else {
        return false
      }
      guard count > 0 else { return true }
      // The words' ids go to the text buffer, then to the words in one append.
      let ids = folded.ids
      for index in 0..<count {
        let range = words[index]
        ids[index] = interner.intern(
          asciiBytes: buffer + range.lowerBound, count: range.upperBound &- range.lowerBound)
      }
      let first = tokenTerms.count
      tokenTerms.append(contentsOf: UnsafeBufferPointer(start: ids, count: count))
      if gaps > 0 {
        position += gaps * IndexSnapshot.arrayElementGap
        gaps = 0
      }
      tokenPositions.add(field: field, position: position, word: first, count: count)
      position += count
      return true
    }

    /// Calls `emit` with the words of `text`, a placeholder token (``placeholders``) as one
    /// word.
    private static func forEachWord(
      in text: UnsafeBufferPointer<UInt8>, placeholders: [(utf8: [UInt8], term: [UInt32])],
      tokenizer: Tokenizer, scratch: inout [UInt32],
      _ emit: (UnsafeBufferPointer<UInt32>, Bool) -> Void
    ) {
      var start = 0
      var index = 0
      while index < text.count {
        guard text[index] == UInt8(ascii: "<"),
          let placeholder = placeholders.first(where: { placeholder in
            placeholder.utf8.count <= text.count - index
              && placeholder.utf8.indices.allSatisfy { text[index + $0] == placeholder.utf8[$0] }
          })
        else {
          index += 1
          continue
        }
        tokenizer.forEachWord(
          inUTF8: UnsafeBufferPointer(rebasing: text[start..<index]), scratch: &scratch
        ) { emit($0, false) }
        placeholder.term.withUnsafeBufferPointer { emit($0, false) }
        index += placeholder.utf8.count
        start = index
      }
      tokenizer.forEachWord(
        inUTF8: UnsafeBufferPointer(rebasing: text[start..<text.count]), scratch: &scratch
      ) { emit($0, false) }
    }

    /// Calls `emit` with the words of `text`, each camelCase word followed by its parts
    /// (`iPhoneCase`: `iphonecase`, then `i`, `phone`, `case` from the same position on).
    private static func forEachCamelCaseWord(
      in text: UnsafeBufferPointer<UInt8>, tokenizer: Tokenizer,
      _ emit: (UnsafeBufferPointer<UInt32>, Bool) -> Void
    ) {
      let string = String(decoding: text, as: UTF8.self)
      let scalars = Array(string.unicodeScalars)
      tokenizer.forEachToken(in: string) { token in
        token.folded.withUnsafeBufferPointer { emit($0, false) }
        // Parts start at an upper-case letter after a lower-case one or a digit, and at the
        // last capital of a run followed by a lower-case letter (`HTMLParser`: HTML, Parser).
        var parts: [Range<Int>] = []
        var partStart = token.start
        for offset in (token.start + 1)..<max(token.start + 1, token.end) {
          let previous = scalars[offset - 1].properties
          let current = scalars[offset].properties
          let next = offset + 1 < token.end ? scalars[offset + 1].properties : nil
          let boundary =
            current.isUppercase
            && (previous.isLowercase || previous.numericType != nil
              || (previous.isUppercase && next?.isLowercase == true))
          if boundary {
            parts.append(partStart..<offset)
            partStart = offset
          }
        }
        guard !parts.isEmpty else { return }
        parts.append(partStart..<token.end)
        for (number, part) in parts.enumerated() {
          var folded: [UInt32] = []
          for scalar in scalars[part] { TextFolding.fold(scalar, into: &folded) }
          folded.withUnsafeBufferPointer { emit($0, number == 0) }
        }
      }
    }

    /// The index of the records added, in document order (the builder gives up its words).
    /// - Parameters:
    ///   - permutation: the document order.
    ///   - fields: the searchable fields (their levels and whether they are ordered).
    ///   - packsBuckets: whether postings may be placed with their buckets in their documents'
    ///     words when those fit (`false` is for tests: the index is the same either way).
    /// - Complexity: O(total words + t log t) for t distinct words.
    mutating func finish(
      _ permutation: DocumentPermutation, fields: [SearchableField], packsBuckets: Bool = true
    ) -> WordIndex {
      let terms = tokenTerms
      let positions = tokenPositions
      tokenTerms = []
      tokenPositions = PositionRuns()
      return WordIndex(
        interner: interner, tokenTerms: terms, tokenPositions: positions,
        tokenOffsets: tokenOffsets, permutation: permutation, fields: fields,
        maxPosition: maxPosition, largestPosition: largestPosition, packsBuckets: packsBuckets)
    }
  }

  /// The ids of the interner's words in lexicographic order of their units. Each word is
  /// keyed by its first three units (each plus one, zero past its end, 21 bits apiece): most
  /// comparisons compare two integers, and only words sharing three units read on.
  private static func sortedTermIDs(_ interner: TermInterner) -> [Int] {
    interner.scalars.withUnsafeBufferPointer { scalars in
      interner.offsets.withUnsafeBufferPointer { offsets in
        var entries = (0..<interner.count).map { id -> (key: UInt64, id: Int) in
          var key: UInt64 = 0
          for index in 0..<3 {
            let at = offsets[id] + index
            key = key << 21 | (at < offsets[id + 1] ? UInt64(scalars[at]) + 1 : 0)
          }
          return (key, id)
        }
        entries.sort { lhs, rhs in
          if lhs.key != rhs.key { return lhs.key < rhs.key }
          var left = offsets[lhs.id] + 3
          var right = offsets[rhs.id] + 3
          let (leftEnd, rightEnd) = (offsets[lhs.id + 1], offsets[rhs.id + 1])
          while left < leftEnd, right < rightEnd {
            if scalars[left] != scalars[right] { return scalars[left] < scalars[right] }
            left += 1
            right += 1
          }
          return left == leftEnd && right < rightEnd
        }
        return entries.map(\.id)
      }
    }
  }

  /// Builds the structures from every document's words in insertion order. Document by
  /// document, in insertion order, its words are read once (each as its sorted term id and its
  /// position, in one key), put in term order in cache (``RadixSort/WordSorter``), and written
  /// as its occurrences where the document order puts them, its distinct terms counted. The
  /// words given up, the occurrences are read again, in document order, to place each
  /// document's distinct terms (with the bucket of each one's best match) by term, which leaves
  /// each term's documents in order: no list of postings is kept in between, so the build's
  /// peak holds the words and the occurrences.
  private init(
    interner: TermInterner, tokenTerms: consuming [UInt32],
    tokenPositions: consuming PositionRuns,
    tokenOffsets: [UInt32], permutation: DocumentPermutation, fields: [SearchableField],
    maxPosition: Int, largestPosition: Int, packsBuckets: Bool
  ) {
    let documentCount = tokenOffsets.count - 1
    let tokenCount = tokenTerms.count

    // Sorted term ids.
    let order = Self.sortedTermIDs(interner)
    terms = TermDictionary(sortedTerms: order, of: interner)
    let termCount = order.count
    var sortedIDs = [UInt32](repeating: 0, count: termCount)
    for (sorted, id) in order.enumerated() { sortedIDs[id] = UInt32(sorted) }

    // Each document's words, in document order, sorted by term (then in the order they were
    // added) with a small sort of their own, which stays in cache; and the number of documents
    // of each term.
    let levels = fields.map(\.level)
    let ordered = fields.map { !$0.isUnordered }
    var occurrenceOffsets = [UInt32](repeating: 0, count: documentCount + 1)
    for (doc, index) in permutation.order.enumerated() {
      occurrenceOffsets[doc + 1] =
        occurrenceOffsets[doc] + tokenOffsets[index + 1] - tokenOffsets[index]
    }
    var wholeFieldTerms = [UInt64](repeating: 0, count: (termCount + 63) / 64)
    var offsets = [UInt32](repeating: 0, count: termCount + 1)
    let longestDocument = (0..<documentCount).reduce(0) {
      max($0, Int(tokenOffsets[$1 + 1] - tokenOffsets[$1]))
    }
    let sorter = RadixSort.WordSorter(capacity: longestDocument, termCount: termCount)
    // 4 bytes a word when its term and position fit together, else 8.
    let layout = PackedOccurrenceLayout(
      termCount: termCount, fieldCount: fields.count, largestPosition: largestPosition)
    // Writes every document's words, once each, in document order: every occurrence, in
    // `packed` with a layout, else in `wide`.
    func fill(
      packed: UnsafeMutableBufferPointer<UInt32>, wide: UnsafeMutableBufferPointer<Occurrence>
    ) {
      sortedIDs.withUnsafeBufferPointer { sortedIDs in
        tokenTerms.withUnsafeBufferPointer { tokenTerms in
          offsets.withUnsafeMutableBufferPointer { counts in
            // The words are read in insertion order, in one pass; each document's are
            // written where the document order puts them.
            for (index, document) in permutation.documentOf.enumerated() {
              let first = Int(tokenOffsets[index])
              let count = Int(tokenOffsets[index + 1]) - first
              let end = Int(occurrenceOffsets[Int(document)])
              // Sorted by term, then in the order the words were added in: by position,
              // since a document's fields come in order and positions never decrease in
              // one. The positions ride in the keys, read here in one pass, not once per
              // word in sorted order.
              tokenPositions.forEachPosition(ofDocument: index, words: first..<first + count) {
                local, position in
                sorter.set(
                  local, term: sortedIDs[Int(tokenTerms[first &+ local])], position: position)
              }
              let sorted = sorter.sorted(count: count)
              var local = 0
              while local < count {
                let term = UInt32(truncatingIfNeeded: sorted[local] >> 32)
                var isWholeField = false
                repeat {
                  let position = FieldPosition(
                    rawValue: UInt32(truncatingIfNeeded: sorted[local]))
                  if position.isWholeField { isWholeField = true }
                  if let layout {
                    packed[end &+ local] = layout.pack(term: term, position: position)
                  } else {
                    wide[end &+ local] = Occurrence(term: term, position: position)
                  }
                  local &+= 1
                } while local < count
                  && UInt32(truncatingIfNeeded: sorted[local] >> 32) == term
                counts[Int(term) &+ 1] &+= 1
                if isWholeField {
                  wholeFieldTerms[Int(term) >> 6] |= 1 << UInt64(term & 63)
                }
              }
            }
          }
        }
      }
    }
    let occurrences: OccurrenceList
    if let layout {
      let entries = [UInt32](populatedCount: tokenCount) {
        fill(packed: $0, wide: UnsafeMutableBufferPointer(start: nil, count: 0))
      }
      occurrences = .packed(IndexArray(entries), layout: layout)
    } else {
      let entries = [Occurrence](populatedCount: tokenCount) {
        fill(packed: UnsafeMutableBufferPointer(start: nil, count: 0), wide: $0)
      }
      occurrences = .wide(IndexArray(entries))
    }
    tokenTerms = []
    tokenPositions = PositionRuns()
    self.occurrenceOffsets = occurrenceOffsets
    self.occurrences = occurrences
    self.wholeFieldTerms = wholeFieldTerms

    // Each term's documents, in document order, with the bucket of its best match in each.
    for term in 0..<termCount { offsets[term + 1] += offsets[term] }
    let postingCount = Int(offsets[termCount])
    // 4 bytes a term: the cursors stay in cache as much as they can.
    var cursors = Array(offsets.dropLast())
    let bucketCount = ((levels.max() ?? 0) + 1) * AttributeBucket.groupsPerLevel
    // A posting's bucket rides above its document while the postings are placed (one
    // scattered write a posting, not two), when both fit.
    let packed = packsBuckets && PostingSlots.fits(documents: documentCount, buckets: bucketCount)
    var buckets: [AttributeBucket] = []
    var docs = [UInt32](populatedCount: postingCount) { docs in
      buckets = [AttributeBucket](populatedCount: packed ? 0 : postingCount) { buckets in
        occurrenceOffsets.withUnsafeBufferPointer { occurrenceOffsets in
          cursors.withUnsafeMutableBufferPointer { cursors in
            levels.withUnsafeBufferPointer { levels in
              ordered.withUnsafeBufferPointer { ordered in
                let postings = Postings(
                  offsets: occurrenceOffsets, levels: levels, ordered: ordered, cursors: cursors,
                  slots: PostingSlots(docs: docs, buckets: buckets, packed: packed))
                switch occurrences {
                case .packed(let entries, let layout):
                  entries.withUnsafeBufferPointer {
                    postings.place(PackedOccurrenceEntries(entries: $0, layout: layout))
                  }
                case .wide(let entries):
                  entries.withUnsafeBufferPointer {
                    postings.place(WideOccurrenceEntries(entries: $0))
                  }
                }
              }
            }
          }
        }
      }
    }

    // Groups: a term whose documents all share a bucket (most) is one group; the others are
    // placed by bucket with a counting sort, so documents stay in order within a group. The
    // buckets are needed for this only: what is kept is each term's documents and its groups.
    var groupOffsets = [UInt32](repeating: 0, count: termCount + 1)
    var groupBuckets: [AttributeBucket] = []
    var groupEnds: [UInt32] = []
    groupBuckets.reserveCapacity(termCount)
    groupEnds.reserveCapacity(termCount)
    // The counting sort's working memory, as buffers: an array's every write would check
    // that it is unique, two writes a posting. A term's list holds each document once at most.
    let bucketStarts = UnsafeMutableBufferPointer<Int>.allocate(capacity: bucketCount + 1)
    let sortedDocs = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: documentCount)
    defer {
      bucketStarts.deallocate()
      sortedDocs.deallocate()
    }
    docs.withUnsafeMutableBufferPointer { docs in
      buckets.withUnsafeMutableBufferPointer { buckets in
        let slots = PostingSlots(docs: docs, buckets: buckets, packed: packed)
        for term in 0..<termCount {
          let start = Int(offsets[term])
          let end = Int(offsets[term + 1])
          defer { groupOffsets[term + 1] = UInt32(truncatingIfNeeded: groupBuckets.count) }
          guard start < end else { continue }
          let first = slots.bucket(start)
          var uniform = true
          for index in (start + 1)..<end where slots.bucket(index) != first {
            uniform = false
            break
          }
          if uniform {
            slots.keepDocuments(start..<end)
            groupBuckets.append(first)
            groupEnds.append(UInt32(truncatingIfNeeded: end))
            continue
          }
          // (Counts and offsets are below the postings' count: wrapping arithmetic spares the
          // overflow checks.)
          bucketStarts.update(repeating: 0)
          for index in start..<end { bucketStarts[Int(slots.bucket(index).rawValue) &+ 1] &+= 1 }
          for bucket in 0..<bucketCount { bucketStarts[bucket &+ 1] &+= bucketStarts[bucket] }
          for index in start..<end {
            let bucket = Int(slots.bucket(index).rawValue)
            sortedDocs[bucketStarts[bucket]] = slots.document(index)
            bucketStarts[bucket] &+= 1
          }
          // Each `bucketStarts[b]` is now where bucket b ends.
          _ = UnsafeMutableBufferPointer(rebasing: docs[start..<end]).update(
            fromContentsOf: UnsafeBufferPointer(rebasing: sortedDocs[0..<(end - start)]))
          var offset = 0
          for bucket in 0..<bucketCount where offset < bucketStarts[bucket] {
            offset = bucketStarts[bucket]
            groupBuckets.append(AttributeBucket(rawValue: UInt16(bucket)))
            groupEnds.append(UInt32(truncatingIfNeeded: start + offset))
          }
        }
      }
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

  /// Where each term's documents go: read from the occurrence index, each document's distinct
  /// terms in document order are placed at their terms' next slots, with the bucket of each
  /// one's best match.
  private struct Postings {
    /// Each document's words in the occurrence index.
    let offsets: UnsafeBufferPointer<UInt32>
    let levels: UnsafeBufferPointer<Int>
    let ordered: UnsafeBufferPointer<Bool>
    /// Each term's next slot.
    let cursors: UnsafeMutableBufferPointer<UInt32>
    let slots: PostingSlots

    /// Whether a term's first word in a document is its best match there: when each field
    /// has a level of its own, rising with the field (as the words of a term are sorted by
    /// field, then position, the first is then in its best field, at its first position).
    var firstWordIsBest: Bool {
      (1..<max(1, levels.count)).allSatisfy { levels[$0 - 1] < levels[$0] }
    }

    /// The attribute rank of a word at `position` (packed, as ``AttributeRank/packed``).
    @inline(__always)
    private func rank(_ position: FieldPosition) -> Int {
      let field = position.field
      let level = field < levels.count ? levels[field] : 0
      return level << FieldPosition.positionBits
        | (field < ordered.count && ordered[field] ? position.position : 0)
    }

    /// Places every document's terms: every slot is written once (the elements are trivial:
    /// assigning one initializes it).
    func place(_ entries: some OccurrenceEntries) {
      let firstIsBest = firstWordIsBest
      for doc in 0..<(offsets.count - 1) {
        var index = Int(offsets[doc])
        let end = Int(offsets[doc + 1])
        while index < end {
          let term = entries.term(index)
          var best = rank(entries.occurrence(index).position)
          index &+= 1
          if firstIsBest {
            // Only the term of the document's other words of this term is read.
            while index < end && entries.term(index) == term { index &+= 1 }
          } else {
            while index < end && entries.term(index) == term {
              best = min(best, rank(entries.occurrence(index).position))
              index &+= 1
            }
          }
          let slot = cursors[Int(term)]
          cursors[Int(term)] = slot &+ 1
          slots.set(
            Int(slot), document: UInt32(truncatingIfNeeded: doc),
            bucket: AttributeBucket(AttributeRank(packed: best)))
        }
      }
    }
  }

  /// The placed postings: each one's document and the bucket of its term's best match there,
  /// the bucket in the document's top 8 bits when ``packed`` (the documents' ids and the
  /// buckets fit: see ``fits(documents:buckets:)``), else in ``buckets``. Every slot is written
  /// once (the elements are trivial: assigning one initializes it).
  private struct PostingSlots {
    let docs: UnsafeMutableBufferPointer<UInt32>
    /// Empty when ``packed``.
    let buckets: UnsafeMutableBufferPointer<AttributeBucket>
    let packed: Bool

    private static var documentBits: UInt32 { 24 }
    private static var documentMask: UInt32 { 1 << documentBits - 1 }

    /// Whether `documents` ids and `buckets` buckets fit in one word.
    static func fits(documents: Int, buckets: Int) -> Bool {
      documents <= 1 << documentBits && buckets <= 1 << (32 - documentBits)
    }

    @inline(__always)
    func set(_ slot: Int, document: UInt32, bucket: AttributeBucket) {
      if packed {
        docs[slot] = document | UInt32(bucket.rawValue) << Self.documentBits
      } else {
        docs[slot] = document
        buckets[slot] = bucket
      }
    }

    @inline(__always)
    func bucket(_ slot: Int) -> AttributeBucket {
      packed
        ? AttributeBucket(rawValue: UInt16(truncatingIfNeeded: docs[slot] >> Self.documentBits))
        : buckets[slot]
    }

    @inline(__always)
    func document(_ slot: Int) -> UInt32 { packed ? docs[slot] & Self.documentMask : docs[slot] }

    /// Leaves only the documents in `slots`, their buckets read.
    func keepDocuments(_ slots: Range<Int>) {
      guard packed else { return }
      for slot in slots { docs[slot] &= Self.documentMask }
    }
  }
}
