/// What one query word matches in each candidate document: fewest typos, exactness, the best
/// attribute position and, when proximity is needed, every matching field position.
///
/// Candidates are numbered `0 ..< count` in document order (`slots` maps a document to its
/// number).
struct CandidateHits: Sendable {
  /// Fewest typos per candidate (meaningless where ``best`` is `UInt64.max`).
  var typos: [UInt8]
  /// Whether the candidate holds the word exactly.
  var exact: [Bool]
  /// Whether an occurrence lies in a field whose value is a single word (first 64 fields).
  var inSingleWordField: [Bool]
  /// The smallest `attributeKey << 32 | fieldPosition` per candidate; `UInt64.max` when the
  /// candidate does not hold the word.
  var best: [UInt64]
  /// `starts[i] ..< starts[i + 1]` in ``positions`` are candidate `i`'s packed field positions
  /// (empty unless positions were kept).
  var starts: [Int32] = []
  var positions: [UInt32] = []

  /// Scans the postings of `word`'s terms, keeping those of candidate documents.
  /// - Complexity: O(postings of the matched terms), twice with `keepPositions`.
  init(
    word: WordHits, snapshot: IndexSnapshot, candidates: DocSet, slots: [UInt32], count: Int,
    keepPositions: Bool, singleWordFields needsSingleWord: Bool, allowedFields: [Bool]?
  ) {
    var typos = [UInt8](repeating: .max, count: count)
    var exact = [Bool](repeating: false, count: count)
    var inSingle = [Bool](repeating: false, count: needsSingleWord ? count : 0)
    var best = [UInt64](repeating: .max, count: count)
    var counts = [Int32](repeating: 0, count: keepPositions ? count + 1 : 0)
    let fieldKeys = snapshot.fields.map { field -> UInt32 in UInt32(field.level) << 20 }
    let unordered = snapshot.fields.map(\.isUnordered)
    let positionMask: UInt32 = (1 << IndexSnapshot.positionBits) - 1
    snapshot.postingDocs.withUnsafeBufferPointer { docs in
      snapshot.postingFieldPositions.withUnsafeBufferPointer { fieldPositions in
        for term in word.terms {
          for index in snapshot.postings(of: term.id) {
            let doc = docs[index]
            guard candidates.contains(doc) else { continue }
            let fieldPosition = fieldPositions[index]
            let field = Int(fieldPosition >> IndexSnapshot.positionBits)
            if let allowedFields, !(field < allowedFields.count && allowedFields[field]) {
              continue
            }
            let slot = Int(slots[Int(doc)])
            if term.typos < typos[slot] { typos[slot] = term.typos }
            if term.exact { exact[slot] = true }
            let key =
              fieldKeys[field] | (unordered[field] ? 0 : fieldPosition & positionMask)
            let packed = UInt64(key) << 32 | UInt64(fieldPosition)
            if packed < best[slot] { best[slot] = packed }
            if needsSingleWord, field < 64,
              snapshot.singleWordFields[Int(doc)] & (1 << UInt64(field)) != 0
            {
              inSingle[slot] = true
            }
            if keepPositions { counts[slot + 1] += 1 }
          }
        }
      }
    }
    if keepPositions {
      for index in 1..<counts.count { counts[index] += counts[index - 1] }
      var cursors = counts
      var positions = [UInt32](repeating: 0, count: Int(counts[count]))
      snapshot.postingDocs.withUnsafeBufferPointer { docs in
        for term in word.terms {
          for index in snapshot.postings(of: term.id) {
            let doc = docs[index]
            guard candidates.contains(doc) else { continue }
            let fieldPosition = snapshot.postingFieldPositions[index]
            let field = Int(fieldPosition >> IndexSnapshot.positionBits)
            if let allowedFields, !(field < allowedFields.count && allowedFields[field]) {
              continue
            }
            let slot = Int(slots[Int(doc)])
            positions[Int(cursors[slot])] = fieldPosition
            cursors[slot] += 1
          }
        }
      }
      self.positions = positions
      starts = counts
    }
    self.typos = typos
    self.exact = exact
    self.inSingleWordField = inSingle
    self.best = best
  }

  /// The packed field positions of candidate `slot` (positions must have been kept).
  func positions(at slot: Int) -> ArraySlice<UInt32> {
    positions[Int(starts[slot])..<Int(starts[slot + 1])]
  }
}
