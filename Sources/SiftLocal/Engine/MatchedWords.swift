/// The query words a word of a text matches, by index (``TermMark/words``,
/// ``Highlighter/Mark/words``): bits for the first 64 words, which is every word of almost any
/// query, so that a term's mark, made once per term a search highlights, allocates nothing.
/// Indices from 64 on, for a longer query, are kept in an array.
struct MatchedWords: Sequence, Equatable, Sendable {
  /// The indices below 64, as bits (bit i: word i).
  private(set) var bits: UInt64 = 0
  /// The indices from 64 on, in increasing order.
  private var beyond: [Int] = []

  /// No word.
  init() {}

  /// Whether no word is in the set.
  var isEmpty: Bool { bits == 0 && beyond.isEmpty }

  /// Adds word `index` (`index` ≥ 0), after every index already in the set.
  mutating func append(_ index: Int) {
    if index < 64 {
      bits |= 1 &<< UInt64(index)
    } else {
      beyond.append(index)
    }
  }

  /// The indices, in increasing order.
  func makeIterator() -> Iterator {
    Iterator(bits: bits, beyond: beyond.makeIterator())
  }

  /// The indices of a ``MatchedWords``, in increasing order.
  struct Iterator: IteratorProtocol {
    fileprivate var bits: UInt64
    fileprivate var beyond: IndexingIterator<[Int]>

    mutating func next() -> Int? {
      guard bits != 0 else { return beyond.next() }
      let index = bits.trailingZeroBitCount
      bits &= bits &- 1
      return index
    }
  }
}
