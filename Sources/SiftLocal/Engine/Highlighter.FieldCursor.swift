extension Highlighter {
  /// Where a walk over the texts of one attribute's value stands, in the order the index gave
  /// their words positions (``IndexSnapshot/forEachText(in:gap:_:)``): the next position, the
  /// array gaps not yet applied, and the next marked word of the field.
  struct FieldCursor {
    /// The document's marked words.
    let marks: DocumentMarks
    /// The next marked word of the field, and the end of the field's.
    var next: Int
    let end: Int
    /// The position of the next word, before ``pendingGaps``.
    var position = 0
    /// Array elements begun since the last word (each adds ``IndexSnapshot/arrayElementGap``
    /// positions before the next word).
    var pendingGaps = 0
    /// Whether a position reached ``FieldPosition/positionLimit`` (where later words share
    /// one): the occurrence index cannot tell those words apart.
    var failed = false

    /// A walk over field `field`'s value, from its first word.
    init(marks: DocumentMarks, field: Int) {
      self.marks = marks
      let range = marks.range(ofField: field)
      next = range.lowerBound
      end = range.upperBound
    }

    /// Whether a marked word of the field is still ahead.
    var hasMarksAhead: Bool { next < end }

    /// How many words, from the next one, reach one past the field's last marked word: all a
    /// text that is the rest of the field need be split into to place its marks and to tell
    /// that a word follows them (at least 1; 0 with no marked word ahead).
    var wordsThroughLastMark: Int {
      guard next < end else { return 0 }
      let last = Int(marks.place(end - 1)) & FieldPosition.positionLimit
      let first = position + pendingGaps * IndexSnapshot.arrayElementGap
      return max(1, last - first + 2)
    }

    /// Gives the next `count` words (of one text) their positions; returns the first one's.
    mutating func advance(by count: Int) -> Int {
      if pendingGaps > 0 {
        position += pendingGaps * IndexSnapshot.arrayElementGap
        pendingGaps = 0
      }
      let first = position
      position += count
      if position > FieldPosition.positionLimit { failed = true }
      return first
    }

    /// Calls `body` with the word index (from `first`) and the mark index of each marked word
    /// at positions `first ..< first + count`, in order, and moves past them.
    mutating func forEachMark(from first: Int, count: Int, _ body: (Int, Int) -> Void) {
      while next < end {
        let position = Int(marks.place(next)) & FieldPosition.positionLimit
        guard position < first + count else { return }
        if position >= first { body(position - first, marks.mark(next)) }
        next += 1
      }
    }
  }
}
