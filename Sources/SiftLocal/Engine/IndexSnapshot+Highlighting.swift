extension IndexSnapshot {
  /// The words of document `doc` that the query words of `highlighter` match, read from the
  /// occurrence index: no text is split and no word looked up.
  ///
  /// The document's words are those ranking reads (``occurrenceRange(of:)``): within the
  /// entries whatever a saved file's offsets say, and their blocks of a mapped file checked
  /// as they are read (damage found is thrown by the search, after its response is built).
  /// - Complexity: O(r log w + m log m) for w words of the document, r ranges of matched terms
  ///   and m marked words.
  func marks(of doc: Int, highlighter: Highlighter) -> DocumentMarks {
    guard doc >= 0, doc + 1 < occurrenceOffsets.count else { return .none }
    let ranges = highlighter.markedTerms()
    guard !ranges.isEmpty else { return .none }
    let words = occurrenceRange(of: doc)
    let (start, end) = (words.lowerBound, words.upperBound)
    guard start < end else { return .none }
    // A document's words are sorted by term: the ranges are walked once, forward, each read
    // from the first word at or past its start.
    func collect(_ entries: some OccurrenceEntries) -> [UInt64] {
      // In the room the previous hit's marks left (``HighlightScratch/markedWords``).
      var found = highlighter.scratch.markedWords.take()
      var index = start
      var range = 0
      while index < end, range < ranges.count {
        let (lower, upper) = (ranges[range].lowerBound, ranges[range].upperBound)
        index = entries.firstIndex(ofTermAtLeast: lower, from: index, to: end)
        guard index < end else { break }
        var term = entries.term(index)
        if term >= upper {
          range = Self.firstRange(in: ranges, from: range + 1, endingAfter: term)
          continue
        }
        // The words of the range's terms, a term's mark worked out once per term.
        while term < upper {
          let mark = highlighter.termMarkIndex(term)
          repeat {
            if mark >= 0 {
              let place = entries.occurrence(index).position.rawValue >> 1
              found.append(DocumentMarks.key(place: place, mark: mark))
            }
            index += 1
          } while index < end && entries.term(index) == term
          guard index < end else { break }
          term = entries.term(index)
        }
        range += 1
      }
      return found
    }
    switch occurrences {
    case .packed(let entries, let layout):
      return entries.withUnsafeBufferPointer {
        DocumentMarks(words: collect(PackedOccurrenceEntries(entries: $0, layout: layout)))
      }
    case .wide(let entries):
      return entries.withUnsafeBufferPointer {
        DocumentMarks(words: collect(WideOccurrenceEntries(entries: $0)))
      }
    }
  }

  /// The first range from `start` on in `ranges` (sorted and disjoint) whose upper bound is past
  /// `term`, or `ranges.count`: a galloping search, cheap when it is near `start`.
  @inline(__always)
  static func firstRange(
    in ranges: [Range<UInt32>], from start: Int, endingAfter term: UInt32
  ) -> Int {
    guard start < ranges.count, ranges[start].upperBound <= term else { return start }
    var low = start
    var step = 1
    while low + step < ranges.count, ranges[low + step].upperBound <= term {
      low += step
      step <<= 1
    }
    var high = min(low + step, ranges.count)
    low += 1
    while low < high {
      let middle = (low + high) >> 1
      if ranges[middle].upperBound <= term { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
