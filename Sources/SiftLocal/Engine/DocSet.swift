/// A set of document ids as a bitmap over `0 ..< universe`.
struct DocSet: Sendable, Equatable {
  private(set) var words: [UInt64]
  let universe: Int

  /// The empty set, or every document.
  init(universe: Int, full: Bool = false) {
    self.universe = universe
    words = [UInt64](repeating: full ? ~0 : 0, count: (universe + 63) / 64)
    if full { clearTail() }
  }

  /// The set of a saved bitmap: `words` as they are (`(universe + 63) / 64` of them).
  init(universe: Int, words: [UInt64]) {
    self.universe = universe
    self.words = words
  }

  private mutating func clearTail() {
    let extra = words.count * 64 - universe
    if extra > 0, !words.isEmpty { words[words.count - 1] &= ~0 >> UInt64(extra) }
  }

  @inline(__always)
  func contains(_ doc: UInt32) -> Bool {
    let index = Int(doc)
    return words[index >> 6] & (1 << UInt64(index & 63)) != 0
  }

  @inline(__always)
  mutating func insert(_ doc: UInt32) {
    let index = Int(doc)
    words[index >> 6] |= 1 << UInt64(index & 63)
  }

  /// - Complexity: O(universe / 64).
  mutating func formIntersection(_ other: DocSet) {
    for index in words.indices { words[index] &= other.words[index] }
  }

  /// - Complexity: O(universe / 64).
  mutating func formUnion(_ other: DocSet) {
    for index in words.indices { words[index] |= other.words[index] }
  }

  /// - Complexity: O(universe / 64).
  mutating func invert() {
    for index in words.indices { words[index] = ~words[index] }
    clearTail()
  }

  /// The number of documents in the set.
  ///
  /// Four words a turn, each added to its own sum: one sum's additions (checked for overflow)
  /// made each word wait for the last, at 2.7 times the time (6.7 µs for 318,485 documents, a
  /// cost every search and every facet count paid).
  /// - Complexity: O(universe / 64).
  var count: Int {
    words.withUnsafeBufferPointer { words in
      var sums = (0, 0, 0, 0)
      var index = 0
      while index + 4 <= words.count {
        sums.0 &+= words[index].nonzeroBitCount
        sums.1 &+= words[index + 1].nonzeroBitCount
        sums.2 &+= words[index + 2].nonzeroBitCount
        sums.3 &+= words[index + 3].nonzeroBitCount
        index += 4
      }
      while index < words.count {
        sums.0 &+= words[index].nonzeroBitCount
        index += 1
      }
      return sums.0 &+ sums.1 &+ sums.2 &+ sums.3
    }
  }

  /// Calls `body` with each document of the set, in increasing order.
  /// - Complexity: O(universe / 64 + count).
  @inline(__always)
  func forEachMember(_ body: (UInt32) -> Void) {
    for (index, word) in words.enumerated() {
      var bits = word
      while bits != 0 {
        let bit = bits.trailingZeroBitCount
        body(UInt32(index << 6 | bit))
        bits &= bits &- 1
      }
    }
  }

  /// Calls `body` with each document of the set from `start` on, in increasing order, until it
  /// returns `true`.
  /// - Complexity: O((universe - start) / 64 + members visited).
  @inline(__always)
  func scanMembers(from start: Int, until body: (UInt32) -> Bool) {
    guard start < universe else { return }
    var index = max(0, start) >> 6
    var bits = words[index] & (~0 << UInt64(max(0, start) & 63))
    while true {
      while bits != 0 {
        let bit = bits.trailingZeroBitCount
        if body(UInt32(index << 6 | bit)) { return }
        bits &= bits &- 1
      }
      index += 1
      guard index < words.count else { return }
      bits = words[index]
    }
  }

  /// Whether the set has no member.
  /// - Complexity: O(universe / 64).
  var isEmpty: Bool { !words.contains { $0 != 0 } }

  /// Removes the members of `other`.
  /// - Complexity: O(universe / 64).
  mutating func formSubtraction(_ other: DocSet) {
    for index in words.indices { words[index] &= ~other.words[index] }
  }

  /// Removes every member up to `doc` included.
  /// - Complexity: O(doc / 64).
  mutating func removeMembers(through doc: Int) {
    guard doc >= 0 else { return }
    let last = min(doc, universe - 1)
    for index in 0..<(last >> 6) { words[index] = 0 }
    let bit = last & 63
    words[last >> 6] &= bit == 63 ? 0 : ~0 << UInt64(bit + 1)
  }

  /// The set of `docs`.
  /// - Complexity: O(universe / 64 + docs.count).
  init(universe: Int, documents docs: UnsafeBufferPointer<UInt32>) {
    self.init(universe: universe)
    insert(contentsOf: docs)
  }

  /// Adds the documents of a stored bitmap.
  /// - Complexity: O(universe / 64).
  mutating func formUnion(_ other: DocBitmap) {
    other.words.verifyAll()
    other.words.withUnsafeBufferPointer { other in
      words.withUnsafeMutableBufferPointer { words in
        for index in 0..<min(words.count, other.count) { words[index] |= other[index] }
      }
    }
    // A saved bitmap's bits past the universe are no documents.
    clearTail()
  }

  /// Inserts the documents of `docs` at `range` (within its bounds): an array of the snapshot's
  /// own is trusted; a saved file's is checked (``IndexArray/verify(_:)``) and its documents
  /// past the universe left out, whatever the file holds.
  /// - Complexity: O(range.count).
  mutating func insert(contentsOf docs: IndexArray<UInt32>, range: Range<Int>) {
    guard docs.isMapped else {
      docs.withUnsafeBufferPointer { insert(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
      return
    }
    docs.verify(range)
    docs.withUnsafeBufferPointer { docs in
      let listed = UnsafeBufferPointer(rebasing: docs[range])
      // The largest first (a pass with no branch, over documents then in cache): the same
      // loop as for the snapshot's own postings when every one is below the universe.
      var largest: UInt32 = 0
      for doc in listed { largest = max(largest, doc) }
      if Int(largest) < universe {
        insert(contentsOf: listed)
        return
      }
      let universe = UInt32(truncatingIfNeeded: self.universe)
      words.withUnsafeMutableBufferPointer { words in
        for doc in listed where doc < universe {
          let index = Int(doc)
          words[index >> 6] |= 1 << UInt64(index & 63)
        }
      }
    }
  }

  /// Inserts every document of `docs`, each below ``universe``.
  /// - Complexity: O(docs.count).
  mutating func insert(contentsOf docs: UnsafeBufferPointer<UInt32>) {
    words.withUnsafeMutableBufferPointer { words in
      for doc in docs {
        let index = Int(doc)
        words[index >> 6] |= 1 << UInt64(index & 63)
      }
    }
  }

  /// Removes `doc` from the set.
  @inline(__always)
  mutating func remove(_ doc: UInt32) {
    let index = Int(doc)
    words[index >> 6] &= ~(1 << UInt64(index & 63))
  }
}
