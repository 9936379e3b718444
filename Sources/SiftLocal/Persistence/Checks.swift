/// The checks an open makes on the arrays it reads (the offsets and ids a search relies on), as
/// single passes without early exits, so that they vectorize: a few milliseconds for a large
/// index.
enum Checks {
  /// Whether every value is below `bound` (and there are values, or none is needed).
  static func allBelow<T: FixedWidthInteger>(_ values: [T], _ bound: Int) -> Bool {
    guard !values.isEmpty else { return true }
    let largest = values.withUnsafeBufferPointer { buffer in
      var largest = T.min
      for value in buffer { largest = Swift.max(largest, value) }
      return largest
    }
    return largest >= 0 && Int(clamping: largest) < bound
  }

  /// Whether the values never decrease.
  static func isNonDecreasing<T: FixedWidthInteger>(_ values: [T]) -> Bool {
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
  static func areStrictlyIncreasing(_ scalars: [UInt32], offsets: [Int]) -> Bool {
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
    _ entries: [Entry], offsets: [UInt32], key: (Entry) -> UInt64
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

  /// Whether `nodes` is a trie laid out in pre-order as ``TermDictionary`` walks it: each
  /// node's subtree ends after the node and within its parent's, and its terms are a range
  /// within its parent's. A walk then always moves forward, and ends.
  /// - Complexity: O(nodes).
  static func isWellFormedTrie(_ nodes: [TermDictionary.Node]) -> Bool {
    guard let root = nodes.first, Int(root.subtreeEnd) == nodes.count else { return false }
    func first(_ node: TermDictionary.Node) -> UInt32 {
      node.termStart & ~TermDictionary.isTermFlag
    }
    guard first(root) <= root.termEnd else { return false }
    var ancestors = [0]
    for index in 1..<nodes.count {
      while let top = ancestors.last, Int(nodes[top].subtreeEnd) <= index {
        ancestors.removeLast()
      }
      guard let parent = ancestors.last else { return false }
      let node = nodes[index]
      guard Int(node.subtreeEnd) > index, node.subtreeEnd <= nodes[parent].subtreeEnd,
        first(node) <= node.termEnd, first(node) >= first(nodes[parent]),
        node.termEnd <= nodes[parent].termEnd
      else { return false }
      ancestors.append(index)
    }
    return true
  }

  /// Whether every occurrence names a term below `terms`.
  static func allTermsBelow(_ occurrences: [Occurrence], _ terms: Int) -> Bool {
    guard !occurrences.isEmpty else { return true }
    let largest = occurrences.withUnsafeBufferPointer { buffer in
      var largest: UInt32 = 0
      for occurrence in buffer { largest = max(largest, occurrence.term) }
      return largest
    }
    return Int(largest) < terms
  }
}
