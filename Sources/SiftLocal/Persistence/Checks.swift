/// The checks an open makes on the arrays it reads (the offsets and ids a search relies on), as
/// single passes without early exits, so that they vectorize: a few milliseconds for a large
/// index.
enum Checks {
  /// Whether every value is below `bound` (and there are values, or none is needed).
  static func allBelow<T: FixedWidthInteger & BitwiseCopyable>(_ values: [T], _ bound: Int) -> Bool
  {
    allBelow(IndexArray(values), bound)
  }

  /// Whether every value is below `bound` (and there are values, or none is needed).
  static func allBelow<T: FixedWidthInteger & BitwiseCopyable>(
    _ values: IndexArray<T>, _ bound: Int
  ) -> Bool {
    guard !values.isEmpty else { return true }
    let largest = values.withUnsafeBufferPointer { buffer in
      var largest = T.min
      for value in buffer { largest = Swift.max(largest, value) }
      return largest
    }
    return largest >= 0 && Int(clamping: largest) < bound
  }

  /// Whether the values never decrease.
  static func isNonDecreasing<T: FixedWidthInteger & BitwiseCopyable>(_ values: [T]) -> Bool {
    isNonDecreasing(IndexArray(values))
  }

  /// Whether the values never decrease.
  static func isNonDecreasing<T: FixedWidthInteger & BitwiseCopyable>(_ values: IndexArray<T>)
    -> Bool
  {
    values.withUnsafeBufferPointer { buffer in
      guard buffer.count > 1 else { return true }
      var decreases = 0
      for index in 1..<buffer.count where buffer[index - 1] > buffer[index] { decreases &+= 1 }
      return decreases == 0
    }
  }

  /// Whether the strings `offsets` cuts `scalars` into are non-empty and in strictly increasing
  /// lexicographic order (a term dictionary's terms). `offsets` must start at 0, never decrease
  /// and end at `scalars.count`.
  static func areStrictlyIncreasing(_ scalars: IndexArray<UInt32>, offsets: IndexArray<Int>)
    -> Bool
  {
    scalars.withUnsafeBufferPointer { scalars in
      offsets.withUnsafeBufferPointer { offsets in
        guard offsets.count > 1 else { return true }
        for id in 0..<(offsets.count - 1) {
          let start = offsets[id]
          let end = offsets[id + 1]
          guard end > start else { return false }
          guard id > 0 else { continue }
          let previous = offsets[id - 1]
          let shared = min(start - previous, end - start)
          var index = 0
          while index < shared, scalars[previous + index] == scalars[start + index] {
            index += 1
          }
          let isGreater =
            index < shared
            ? scalars[previous + index] < scalars[start + index]
            : start - previous < end - start
          guard isGreater else { return false }
        }
        return true
      }
    }
  }

  /// The first document whose entries (`offsets[d] ..< offsets[d + 1]`) are not in strictly
  /// increasing order of `key`; `nil` when every one's are. `offsets` must start at 0, never
  /// decrease and end at `entries.count`.
  /// - Complexity: O(entries), one pass without branches per entry but the test.
  static func firstDocumentOutOfOrder<Entry>(
    _ entries: IndexArray<Entry>, offsets: IndexArray<UInt32>, key: (Entry) -> UInt64
  ) -> Int? {
    entries.withUnsafeBufferPointer { entries in
      offsets.withUnsafeBufferPointer { offsets in
        for doc in 0..<max(0, offsets.count - 1) {
          let (start, end) = (Int(offsets[doc]), Int(offsets[doc + 1]))
          guard end - start > 1 else { continue }
          var previous = key(entries[start])
          var ordered = true
          for index in (start + 1)..<end {
            let next = key(entries[index])
            ordered = ordered && previous < next
            previous = next
          }
          if !ordered { return doc }
        }
        return nil
      }
    }
  }

  /// Whether `nodes` is a trie of `termCount` terms laid out level by level as
  /// ``TermDictionary`` walks it: the root first, spanning every term, its children from 1;
  /// each node's children after it and numbered in the order of their parents (first children
  /// never decrease, and the last node's children end at the node count), so every node but the
  /// root has one parent and a walk always moves forward, and ends; each node's terms a range
  /// within `termCount` and within its parent's, holding its own term when it is one.
  /// - Complexity: O(nodes).
  static func isWellFormedTrie(_ nodes: IndexArray<TermDictionary.Node>, termCount: Int) -> Bool {
    func first(_ node: TermDictionary.Node) -> Int {
      Int(node.termStart & ~TermDictionary.isTermFlag)
    }
    guard let root = nodes.first, root.firstChild == 1, Int(root.termEnd) == termCount else {
      return false
    }
    for index in nodes.indices {
      let node = nodes[index]
      let end = index + 1 < nodes.count ? Int(nodes[index + 1].firstChild) : nodes.count
      // A node that is itself a term holds that term (a walk reports it as a match).
      let isTerm = node.termStart & TermDictionary.isTermFlag != 0
      guard Int(node.firstChild) > index, Int(node.firstChild) <= end, end <= nodes.count,
        first(node) <= Int(node.termEnd), Int(node.termEnd) <= termCount,
        !isTerm || first(node) < Int(node.termEnd)
      else { return false }
      for child in nodes[Int(node.firstChild)..<end]
      where first(child) < first(node) || child.termEnd > node.termEnd {
        return false
      }
    }
    return true
  }

  /// Whether every occurrence names a term below `terms`.
  static func allTermsBelow(_ occurrences: IndexArray<Occurrence>, _ terms: Int) -> Bool {
    guard !occurrences.isEmpty else { return true }
    let largest = occurrences.withUnsafeBufferPointer { buffer in
      var largest: UInt32 = 0
      for occurrence in buffer { largest = max(largest, occurrence.term) }
      return largest
    }
    return Int(largest) < terms
  }
}

extension Checks {
  /// Whether `offsets` cut `0 ..< total` in order: `count` of them (any count when `nil`),
  /// from 0, never decreasing, ending at `total`.
  static func areOffsets<T: FixedWidthInteger & BitwiseCopyable>(
    _ offsets: IndexArray<T>, count: Int? = nil, total: Int
  ) -> Bool {
    guard let first = offsets.first, let last = offsets.last else { return false }
    if let count, offsets.count != count { return false }
    return first == 0 && Int(clamping: last) == total && isNonDecreasing(offsets)
  }
}
