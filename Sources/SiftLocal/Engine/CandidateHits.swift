/// What one query word matches in each candidate document: fewest typos, exactness, the best
/// attribute position, the fields it occurs in and, when proximity is needed, every matching
/// field position.
///
/// Candidates are numbered `0 ..< count` in document order: a candidate's number is its rank in
/// the candidate bitmap (``DocSet/ranks()``), so no document-sized table is needed.
struct CandidateHits: Sendable {
  /// One candidate's values, together so a posting touches one cache line.
  struct Entry: Sendable {
    /// The smallest `attributeKey << 32 | fieldPosition`; `UInt64.max` when the candidate does
    /// not hold the word.
    var best = UInt64.max
    /// A bit per field (first 64) holding the word.
    var fields: UInt64 = 0
    /// Fewest typos (meaningless where ``best`` is `UInt64.max`).
    var typos = UInt8.max
    /// Whether the candidate holds the word exactly.
    var exact = false
  }

  /// The values by candidate number.
  var entries: [Entry]
  /// `starts[i] ..< starts[i + 1]` in ``positions`` are candidate `i`'s packed field positions
  /// (empty unless positions were kept).
  var starts: [Int32] = []
  var positions: [UInt32] = []

  /// Scans the postings of `word`'s terms, keeping those of candidate documents.
  /// - Parameters:
  ///   - ranks: `candidates.ranks()`.
  /// - Complexity: O(postings of the matched terms), plus O(kept postings) with
  ///   `keepPositions`.
  init(
    word: WordHits, snapshot: IndexSnapshot, candidates: DocSet, ranks: [UInt32], count: Int,
    keepPositions: Bool, allowedFields: [Bool]?
  ) {
    var entries = [Entry](repeating: Entry(), count: count)
    var counts = [Int32](repeating: 0, count: keepPositions ? count + 1 : 0)
    // With positions: each kept posting as `slot << 32 | fieldPosition`, in scan order.
    var matched: [UInt64] = []
    // Per field: its attribute key, whether positions count, whether it may match.
    let fieldKeys = snapshot.fields.map { field -> UInt32 in UInt32(field.level) << 20 }
    let positionMasks = snapshot.fields.map { field -> UInt32 in
      field.isUnordered ? 0 : (1 << IndexSnapshot.positionBits) - 1
    }
    let allowed = snapshot.fields.indices.map { field in
      allowedFields.map { field < $0.count && $0[field] } ?? true
    }
    let postingDocs = snapshot.postingDocs
    let postingFieldPositions = snapshot.postingFieldPositions
    postingDocs.withUnsafeBufferPointer { docs in
      postingFieldPositions.withUnsafeBufferPointer { fieldPositions in
        candidates.words.withUnsafeBufferPointer { bits in
          ranks.withUnsafeBufferPointer { ranks in
            fieldKeys.withUnsafeBufferPointer { fieldKeys in
              positionMasks.withUnsafeBufferPointer { positionMasks in
                allowed.withUnsafeBufferPointer { allowed in
                  entries.withUnsafeMutableBufferPointer { entries in
                    counts.withUnsafeMutableBufferPointer { counts in
                      for term in word.terms {
                        for index in snapshot.postings(of: term.id) {
                          let doc = Int(docs[index])
                          let wordBits = bits[doc >> 6]
                          let below = wordBits & ((1 << UInt64(doc & 63)) &- 1)
                          guard wordBits & (1 << UInt64(doc & 63)) != 0 else { continue }
                          let fieldPosition = fieldPositions[index]
                          let field = Int(fieldPosition >> IndexSnapshot.positionBits)
                          guard field < allowed.count, allowed[field] else { continue }
                          let slot = Int(ranks[doc >> 6]) + below.nonzeroBitCount
                          let key = fieldKeys[field] | (fieldPosition & positionMasks[field])
                          let packed = UInt64(key) << 32 | UInt64(fieldPosition)
                          if term.typos < entries[slot].typos { entries[slot].typos = term.typos }
                          if term.exact { entries[slot].exact = true }
                          if packed < entries[slot].best { entries[slot].best = packed }
                          if field < 64 { entries[slot].fields |= 1 << UInt64(field) }
                          if keepPositions {
                            counts[slot + 1] += 1
                            matched.append(UInt64(slot) << 32 | UInt64(fieldPosition))
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    if keepPositions {
      for index in 1..<counts.count { counts[index] += counts[index - 1] }
      var cursors = counts
      var positions = [UInt32](repeating: 0, count: Int(counts[count]))
      positions.withUnsafeMutableBufferPointer { positions in
        cursors.withUnsafeMutableBufferPointer { cursors in
          for hit in matched {
            let slot = Int(hit >> 32)
            positions[Int(cursors[slot])] = UInt32(truncatingIfNeeded: hit)
            cursors[slot] += 1
          }
        }
      }
      self.positions = positions
      starts = counts
    }
    self.entries = entries
  }

  /// The packed field positions of candidate `slot` (positions must have been kept).
  func positions(at slot: Int) -> ArraySlice<UInt32> {
    positions[Int(starts[slot])..<Int(starts[slot + 1])]
  }

  /// Whether candidate `slot` (document `doc`) holds the word in a field whose value is a single
  /// word (first 64 fields).
  func inSingleWordField(at slot: Int, doc: UInt32, snapshot: IndexSnapshot) -> Bool {
    snapshot.singleWordFields[Int(doc)] & entries[slot].fields != 0
  }
}
