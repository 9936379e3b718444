/// The index's words, folded and sorted by Unicode scalar values, stored in one flat buffer,
/// with the trie of their prefixes.
///
/// The terms sharing a prefix form a contiguous range, which gives prefix ranges by binary
/// search; the trie, in depth-first order, gives typo candidates by a bounded walk
/// (Damerau–Levenshtein rows computed once per shared prefix) that reads its nodes mostly in
/// sequence.
struct TermDictionary: Sendable {
  /// One prefix of the terms: its last scalar, its terms, and where its subtree ends.
  struct Node: Sendable {
    /// The prefix's last scalar (0 at the root).
    var scalar: UInt32
    /// The first term with the prefix, with ``isTermFlag`` set when that term is the prefix.
    var termStart: UInt32
    /// One past the last term with the prefix.
    var termEnd: UInt32
    /// One past the last node of the subtree (the node's next sibling, if any); its children
    /// start right after it.
    var subtreeEnd: UInt32
  }

  /// The flag of a node whose prefix is itself a term.
  static let isTermFlag: UInt32 = 1 << 31

  /// The terms' scalars, back to back.
  let scalars: [UInt32]
  /// `offsets[t] ..< offsets[t + 1]` is term `t` in ``scalars``.
  let offsets: [Int]
  /// The trie of the terms' prefixes, root first, in depth-first order.
  let nodes: [Node]

  /// Builds the dictionary from terms already sorted and unique.
  /// - Complexity: O(total scalars).
  init(sortedTerms: [[UInt32]]) {
    var scalars: [UInt32] = []
    var offsets = [0]
    offsets.reserveCapacity(sortedTerms.count + 1)
    for term in sortedTerms {
      scalars.append(contentsOf: term)
      offsets.append(scalars.count)
    }
    self.init(scalars: scalars, offsets: offsets)
  }

  /// Builds the dictionary from an interner's words, whose ids `order` lists in sorted order.
  /// - Complexity: O(total scalars).
  init(sortedTerms order: [Int], of interner: TermInterner) {
    var scalars: [UInt32] = []
    scalars.reserveCapacity(interner.scalars.count)
    var offsets = [0]
    offsets.reserveCapacity(order.count + 1)
    interner.scalars.withUnsafeBufferPointer { words in
      interner.offsets.withUnsafeBufferPointer { starts in
        for id in order {
          scalars.append(
            contentsOf: UnsafeBufferPointer(rebasing: words[starts[id]..<starts[id + 1]]))
          offsets.append(scalars.count)
        }
      }
    }
    self.init(scalars: scalars, offsets: offsets)
  }

  /// Builds the dictionary from sorted, unique terms stored back to back: term `id` is
  /// `scalars[offsets[id] ..< offsets[id + 1]]`.
  /// - Complexity: O(total scalars).
  private init(scalars: [UInt32], offsets: [Int]) {
    self.scalars = scalars
    self.offsets = offsets
    let count = offsets.count - 1
    // The path from the root to the previous term's node.
    var nodes = [Node(scalar: 0, termStart: 0, termEnd: 0, subtreeEnd: 0)]
    nodes.reserveCapacity(scalars.count / 2 + 1)
    var path = [0]
    scalars.withUnsafeBufferPointer { scalars in
      var previousStart = 0
      var previousEnd = 0
      for id in 0..<count {
        let (start, end) = (offsets[id], offsets[id + 1])
        let length = end - start
        var shared = 0
        while shared < min(length, previousEnd - previousStart),
          scalars[start + shared] == scalars[previousStart + shared]
        {
          shared += 1
        }
        while path.count > shared + 1, let last = path.popLast() {
          nodes[last].termEnd = UInt32(id)
          nodes[last].subtreeEnd = UInt32(nodes.count)
        }
        for depth in shared..<length {
          let flag = depth == length - 1 ? Self.isTermFlag : 0
          path.append(nodes.count)
          nodes.append(
            Node(
              scalar: scalars[start + depth], termStart: UInt32(id) | flag, termEnd: 0,
              subtreeEnd: 0))
        }
        (previousStart, previousEnd) = (start, end)
      }
    }
    for node in path {
      nodes[node].termEnd = UInt32(count)
      nodes[node].subtreeEnd = UInt32(nodes.count)
    }
    // The trie lives as long as the index: keep it at its size, not its last growth's.
    self.nodes =
      nodes.capacity > nodes.count + nodes.count / 8
      ? nodes.withUnsafeBufferPointer { Array($0) } : nodes
  }

  /// The number of terms.
  var count: Int { offsets.count - 1 }

  /// Term `id`'s scalars.
  func term(_ id: Int) -> ArraySlice<UInt32> {
    scalars[offsets[id]..<offsets[id + 1]]
  }

  /// The length of term `id` in scalars.
  func length(_ id: Int) -> Int { offsets[id + 1] - offsets[id] }

  /// Term `id` as a `String`.
  func string(_ id: Int) -> String { TextFolding.string(term(id)) }

  /// Lexicographic comparison of term `id` (truncated to `limit` scalars) with `word`.
  private func compare(_ id: Int, _ word: [UInt32], limit: Int = .max) -> Int {
    let start = offsets[id]
    let length = min(offsets[id + 1] - start, limit)
    let shared = min(length, word.count)
    var index = 0
    while index < shared {
      let lhs = scalars[start + index]
      let rhs = word[index]
      if lhs != rhs { return lhs < rhs ? -1 : 1 }
      index += 1
    }
    return length == word.count ? 0 : (length < word.count ? -1 : 1)
  }

  /// The first index in `range` where `predicate` is false (predicate partitions the range).
  private func partition(_ range: Range<Int>, _ predicate: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = (low + high) / 2
      if predicate(middle) { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The id of `word`, if it is a term.
  /// - Complexity: O(log n · |word|).
  func find(_ word: [UInt32]) -> Int? {
    let index = partition(0..<count) { compare($0, word) < 0 }
    return index < count && compare(index, word) == 0 ? index : nil
  }

  /// The ids of the terms starting with `prefix` (all terms for an empty prefix).
  /// - Complexity: O(log n · |prefix|).
  func prefixRange(_ prefix: [UInt32]) -> Range<Int> {
    let low = partition(0..<count) { compare($0, prefix, limit: prefix.count) < 0 }
    let high = partition(low..<count) { compare($0, prefix, limit: prefix.count) <= 0 }
    return low..<high
  }

  /// A set of terms matched by a query word, with the edit distance of the match.
  struct Match {
    /// Term ids (a single term, or every term with a prefix).
    var terms: Range<Int>
    /// The Damerau–Levenshtein distance to the word (to a prefix of the terms for prefix
    /// matches).
    var distance: Int
  }

  /// The terms within `maxDistance` (optimal-string-alignment Damerau–Levenshtein) of `word`;
  /// with `prefix`, the terms having a prefix within that distance.
  ///
  /// A term may be reported more than once (keep its smallest distance).
  /// - Complexity: O(visited trie nodes · maxDistance); the walk computes only the diagonal band
  ///   of each distance row that can stay within `maxDistance`, and stops below any prefix
  ///   whose band exceeds it everywhere, so it visits a small part of the terms.
  func fuzzyMatches(_ word: [UInt32], maxDistance: Int, prefix: Bool) -> [Match] {
    let length = word.count
    let limit = Int32(maxDistance)
    let outside = limit + 1
    let maxDepth = length + maxDistance
    var matches: [Match] = []
    // Row `d` holds the distances of the first `d` scalars of a path to each prefix of `word`,
    // only in the band of columns `d - maxDistance ... d + maxDistance` (cells outside it
    // cannot stay within the limit), with a margin cell on each side that reads as `outside`:
    // memory grows linearly with the word's length.
    let band = 2 * maxDistance + 3
    func cell(_ depth: Int, _ column: Int) -> Int {
      depth * band + column - depth + maxDistance + 1
    }
    var rows = [Int32](repeating: outside, count: band * (maxDepth + 2))
    for column in 0...min(length, maxDistance) { rows[cell(0, column)] = Int32(column) }
    var path = [UInt32](repeating: 0, count: maxDepth + 2)
    nodes.withUnsafeBufferPointer { nodes in
      word.withUnsafeBufferPointer { word in
        rows.withUnsafeMutableBufferPointer { rows in
          path.withUnsafeMutableBufferPointer { path in
            // A depth-first walk with a stack of its own (a long word never exhausts the
            // thread's stack): each frame is a node whose row is computed, and the next child
            // to visit.
            var stack: [(node: Int, depth: Int, child: Int)] = []
            // Reports the node's matches; whether its children are worth visiting.
            func enter(_ node: Int, depth: Int, rowMinimum: Int32) -> Bool {
              let distance =
                abs(length - depth) <= maxDistance ? rows[cell(depth, length)] : outside
              let start = nodes[node].termStart
              let first = Int(start & ~Self.isTermFlag)
              if !prefix, start & Self.isTermFlag != 0, distance <= limit {
                matches.append(Match(terms: first..<first + 1, distance: Int(distance)))
              }
              if prefix, depth > 0, distance <= limit {
                matches.append(
                  Match(terms: first..<Int(nodes[node].termEnd), distance: Int(distance)))
                if distance == 0 { return false }
              }
              return rowMinimum <= limit && depth < maxDepth
            }
            if count > 0, enter(0, depth: 0, rowMinimum: 0) { stack.append((0, 0, 1)) }
            while let frame = stack.last {
              let (node, depth, child) = frame
              guard child < Int(nodes[node].subtreeEnd) else {
                stack.removeLast()
                continue
              }
              stack[stack.count - 1].child = Int(nodes[child].subtreeEnd)
              let low = max(1, depth + 1 - maxDistance)
              let high = min(length, depth + 1 + maxDistance)
              let current = nodes[child].scalar
              let firstCell = Int32(depth + 1)
              var minimum = outside
              if depth + 1 <= maxDistance {
                rows[cell(depth + 1, 0)] = firstCell
                minimum = firstCell
              }
              if low <= high {
                for column in low...high {
                  var value =
                    min(rows[cell(depth, column)], rows[cell(depth + 1, column - 1)]) + 1
                  let cost: Int32 = word[column - 1] == current ? 0 : 1
                  value = min(value, rows[cell(depth, column - 1)] + cost)
                  if depth >= 1, column >= 2, word[column - 1] == path[depth - 1],
                    word[column - 2] == current
                  {
                    value = min(value, rows[cell(depth - 1, column - 2)] + 1)
                  }
                  value = min(value, outside)
                  rows[cell(depth + 1, column)] = value
                  minimum = min(minimum, value)
                }
              }
              path[depth] = current
              if enter(child, depth: depth + 1, rowMinimum: minimum) {
                stack.append((child, depth + 1, child + 1))
              }
            }
          }
        }
      }
    }
    return matches
  }

  #if DEBUG || SIFT_INTERNAL_CHECKS
    /// Checks that terms are non-empty, sorted and unique.
    func checkInvariants() {
      var check = InvariantCheck()
      validate(into: &check)
      assert(check.isClean, check.violation ?? "")
    }
  #endif

  /// Checks the dictionary's invariants (see ``InvariantCheck``).
  /// - Complexity: O(total scalars).
  func validate(into check: inout InvariantCheck) {
    check.expect(
      nodes.first.map { Int($0.termEnd) == count && Int($0.subtreeEnd) == nodes.count } ?? false,
      "the trie's root does not span the terms")
    check.expect(Checks.isWellFormedTrie(nodes), "a node's subtree or terms out of its parent's")
    check.expect(
      Checks.areStrictlyIncreasing(scalars, offsets: offsets),
      "a term is empty, repeated or out of order")
  }
}
