/// The words of one document that a search's query words match, as the occurrence index holds
/// them: where each stands (its field and position) and how its term matches (a
/// ``TermMark`` of the search's ``HighlightScratch``). Made by
/// ``IndexSnapshot/marks(of:highlighter:)``; read by ``Highlighter/highlight(_:field:marks:)``.
struct DocumentMarks {
  /// The marked words, in order of place: each as its place (``FieldPosition/rawValue``
  /// without the whole-field bit: the field above the position) above the index of its
  /// term's mark in ``HighlightScratch/termMarks``.
  private(set) var words: [UInt64]

  /// The marks of `words` (in any order), sorted.
  init(words: [UInt64]) {
    var words = words
    words.sort()
    self.words = words
  }

  /// Gives the marks' array (its room) to `scratch` for the next hit's: the marks are not read
  /// again.
  mutating func giveRoom(to scratch: HighlightScratch) {
    scratch.markedWords.keep(&words)
  }

  /// No marked word.
  static let none = DocumentMarks(words: [])

  /// The key of a word at `place` whose term's mark is `mark`.
  @inline(__always)
  static func key(place: UInt32, mark: Int32) -> UInt64 {
    UInt64(place) << 32 | UInt64(UInt32(bitPattern: mark))
  }

  /// The place of word `index`.
  @inline(__always)
  func place(_ index: Int) -> UInt32 { UInt32(truncatingIfNeeded: words[index] >> 32) }

  /// The mark index of word `index`.
  @inline(__always)
  func mark(_ index: Int) -> Int { Int(UInt32(truncatingIfNeeded: words[index])) }

  /// The place of position `position` of field `field`.
  @inline(__always)
  static func place(field: Int, position: Int) -> UInt32 {
    FieldPosition(field: field, position: position).rawValue >> 1
  }

  /// The indices of the marked words of field `field`.
  /// - Complexity: O(log words).
  func range(ofField field: Int) -> Range<Int> {
    func firstIndex(atLeast place: UInt32) -> Int {
      var low = 0
      var high = words.count
      while low < high {
        let middle = (low + high) >> 1
        if self.place(middle) < place { low = middle + 1 } else { high = middle }
      }
      return low
    }
    let start = firstIndex(atLeast: Self.place(field: field, position: 0))
    guard field + 1 < FieldPosition.fieldLimit else { return start..<words.count }
    return start..<firstIndex(atLeast: Self.place(field: field + 1, position: 0))
  }
}
