/// The positions of a build's words (``FieldPosition``), one document after another, as runs:
/// a run starts at a word with its position, and each later word of the run, up to the next
/// run's start or the document's end, stands one position further. A field's words are such a
/// run unless an array gap, a camelCase part or a saturated position breaks it, so a document
/// takes a few runs (one per field, mostly) instead of a position per word.
struct PositionRuns {
  /// The first word of each run (its index among all the words added).
  private(set) var starts: [UInt32] = []
  /// The position of each run's first word.
  private(set) var positions: [FieldPosition] = []
  /// `documentRuns[d] ..< documentRuns[d + 1]` are document `d`'s runs.
  private(set) var documentRuns: [UInt32] = [0]

  /// Room for `documents` documents.
  mutating func reserveCapacity(documents: Int) {
    documentRuns.reserveCapacity(documents + 1)
  }

  /// Records the position of the next word, `word`, of the current document (and of the
  /// words after it up to the next word recorded, one position further each).
  @inline(__always)
  mutating func add(_ position: FieldPosition, word: Int) {
    if let last = positions.indices.last, last >= Int(documentRuns[documentRuns.count - 1]),
      !positions[last].isWholeField,
      positions[last].rawValue &+ UInt32(truncatingIfNeeded: 2 &* (word &- Int(starts[last])))
        == position.rawValue
    {
      return
    }
    starts.append(UInt32(truncatingIfNeeded: word))
    positions.append(position)
  }

  /// Records `count` words from `word` on, of field `field`, at consecutive positions from
  /// `position` (saturated at ``FieldPosition/positionLimit``).
  mutating func add(field: Int, position: Int, word: Int, count: Int) {
    guard position + count - 1 > FieldPosition.positionLimit else {
      add(FieldPosition(field: field, position: position), word: word)
      return
    }
    for offset in 0..<count {
      add(FieldPosition(field: field, position: position + offset), word: word + offset)
    }
  }

  /// Marks `word`, the last word recorded, as the only word of its field.
  mutating func markWholeField(_ word: Int) {
    guard let last = positions.indices.last else { return }
    let offset = word - Int(starts[last])
    if offset > 0 {
      let position = FieldPosition(
        rawValue: positions[last].rawValue &+ UInt32(truncatingIfNeeded: 2 &* offset))
      starts.append(UInt32(truncatingIfNeeded: word))
      positions.append(position.markedWholeField)
    } else {
      positions[last] = positions[last].markedWholeField
    }
  }

  /// Ends the current document.
  mutating func endDocument() {
    documentRuns.append(UInt32(truncatingIfNeeded: starts.count))
  }

  /// Calls `body` with the raw position of each word of document `document`, in order, given
  /// its words' range `words`.
  @inline(__always)
  func forEachPosition(
    ofDocument document: Int, words: Range<Int>,
    _ body: (_ offset: Int, _ rawPosition: UInt32) -> Void
  ) {
    let runs = Int(documentRuns[document])..<Int(documentRuns[document + 1])
    for run in runs {
      let start = Int(starts[run])
      let end = run + 1 < runs.upperBound ? Int(starts[run + 1]) : words.upperBound
      var raw = positions[run].rawValue
      for word in start..<end {
        body(word &- words.lowerBound, raw)
        raw &+= 2
      }
    }
  }
}
