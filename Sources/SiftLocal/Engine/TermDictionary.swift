/// The index's words, folded and sorted by Unicode scalar values, stored in one flat buffer,
/// with the trie of their prefixes.
///
/// The terms sharing a prefix form a contiguous range, which gives prefix ranges by binary
/// search; the trie gives typo candidates by a bounded walk (Damerau–Levenshtein rows computed
/// once per shared prefix). The trie is laid out level by level (breadth-first), so a node's
/// children are side by side and the walk reads each level forward: the first levels, which
/// every walk visits whole, are a few contiguous kilobytes.
struct TermDictionary: Sendable {
  /// One prefix of the terms: its last scalar, its terms, and where its children start.
  struct Node: Sendable {
    /// The prefix's last scalar (0 at the root).
    var scalar: UInt32
    /// The first term with the prefix, with ``isTermFlag`` set when that term is the prefix.
    var termStart: UInt32
    /// One past the last term with the prefix.
    var termEnd: UInt32
    /// The node's first child. Its children end where the next node's begin (at the node
    /// count, after the last node): children are numbered in the order of their parents.
    var firstChild: UInt32
  }

  /// The flag of a node whose prefix is itself a term.
  static let isTermFlag: UInt32 = 1 << 31

  /// The terms' scalars, back to back.
  let scalars: IndexArray<UInt32>
  /// `offsets[t] ..< offsets[t + 1]` is term `t` in ``scalars``.
  let offsets: IndexArray<Int>
  /// The trie of the terms' prefixes, root first, level by level.
  let nodes: IndexArray<Node>
  /// Whether a saved file's trie was found well formed (see ``trieIsWellFormed()``).
  let trieCheck = ComputedOnce<Bool>()

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
  init(scalars: [UInt32], offsets: [Int]) {
    self.scalars = IndexArray(scalars)
    self.offsets = IndexArray(offsets)
    let count = offsets.count - 1
    // Each term adds the nodes of its scalars past the prefix it shares with the previous one,
    // one per depth. In term order, the nodes of each depth are that level's nodes in order,
    // and a node's children are the nodes added one level down until its next sibling or
    // cousin is added: its first child is where that level's next node goes when it is added.
    var shared = [Int32](repeating: 0, count: count)
    var levelSizes = [1]
    scalars.withUnsafeBufferPointer { scalars in
      var previous = 0..<0
      for id in 0..<count {
        let term = offsets[id]..<offsets[id + 1]
        var prefix = 0
        while prefix < min(term.count, previous.count),
          scalars[term.lowerBound + prefix] == scalars[previous.lowerBound + prefix]
        {
          prefix += 1
        }
        shared[id] = Int32(prefix)
        if levelSizes.count <= term.count {
          levelSizes.append(contentsOf: repeatElement(0, count: term.count + 1 - levelSizes.count))
        }
        for depth in prefix + 1..<term.count + 1 { levelSizes[depth] += 1 }
        previous = term
      }
    }
    // Where each level's next node goes (the level past the deepest: at the end, where the
    // deepest nodes' children would start).
    var next = [0]
    for size in levelSizes { next.append(next[next.count - 1] + size) }
    let total = next[next.count - 1]
    self.nodes = IndexArray(makeNodes())
    func makeNodes() -> [Node] {
      [Node](unsafeUninitializedCapacity: total) { nodes, initialized in
        nodes[0] = Node(scalar: 0, termStart: 0, termEnd: UInt32(count), firstChild: 1)
        next[0] = 1
        // The node at each depth on the path from the root to the previous term.
        var path = [0]
        for id in 0..<count {
          let (start, length) = (offsets[id], offsets[id + 1] - offsets[id])
          let prefix = Int(shared[id])
          while path.count > prefix + 1, let last = path.popLast() {
            nodes[last].termEnd = UInt32(id)
          }
          for depth in prefix + 1..<length + 1 {
            let index = next[depth]
            next[depth] += 1
            path.append(index)
            nodes[index] = Node(
              scalar: scalars[start + depth - 1],
              termStart: UInt32(id) | (depth == length ? Self.isTermFlag : 0), termEnd: 0,
              firstChild: UInt32(next[depth + 1]))
          }
        }
        for node in path.dropFirst() { nodes[node].termEnd = UInt32(count) }
        initialized = total
      }
    }
  }

  /// The number of terms.
  var count: Int { max(0, offsets.count - 1) }

  /// Where term `id` (in `0 ..< count`) lies in ``scalars``: within them whatever a saved
  /// file's offsets say (its terms are then checked, ``IndexArray/verify(_:)``).
  @inline(__always)
  func range(of id: Int) -> Range<Int> {
    guard offsets.isMapped else {
      // A dictionary's own offsets: in order, and within the scalars.
      return offsets.withUnsafeBufferPointer { $0[id]..<$0[id &+ 1] }
    }
    return savedRange(of: id)
  }

  /// ``range(of:)`` in a saved file's dictionary: checked, and within its scalars.
  @inline(never)
  private func savedRange(of id: Int) -> Range<Int> {
    let upper = min(max(offsets[id + 1], 0), scalars.count)
    let lower = min(max(offsets[id], 0), upper)
    scalars.verify(lower..<upper)
    return lower..<upper
  }

  /// Term `id`'s scalars.
  func term(_ id: Int) -> Slice<IndexArray<UInt32>> {
    scalars[range(of: id)]
  }

  /// The length of term `id` (in `0 ..< count`) in scalars (any number, for a saved file's
  /// offsets out of order: it is compared, never used to read).
  @inline(__always)
  func length(_ id: Int) -> Int {
    offsets.withUnsafeBufferPointer { $0[id &+ 1] &- $0[id] }
  }

  /// Term `id` as a `String`.
  func string(_ id: Int) -> String { TextFolding.string(term(id)) }

  /// Lexicographic comparison of term `id` (truncated to `limit` scalars) with `word`.
  private func compare(_ id: Int, _ word: [UInt32], limit: Int = .max) -> Int {
    let range = range(of: id)
    let start = range.lowerBound
    let length = min(range.count, limit)
    let shared = min(length, word.count)
    return scalars.withUnsafeBufferPointer { scalars in
      var index = 0
      while index < shared {
        let lhs = scalars[start + index]
        let rhs = word[index]
        if lhs != rhs { return lhs < rhs ? -1 : 1 }
        index += 1
      }
      return length == word.count ? 0 : (length < word.count ? -1 : 1)
    }
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

  /// The children of `node`: `nodes[first ..< end]`, in scalar order (within the nodes, and
  /// after `node`, whatever a saved file's trie says).
  @inline(__always)
  private func children(
    of node: Int, in nodes: UnsafeBufferPointer<Node>
  ) -> (first: Int, end: Int) {
    let end = node + 1 < nodes.count ? Int(nodes[node + 1].firstChild) : nodes.count
    let first = max(Int(nodes[node].firstChild), node + 1)
    return (min(first, nodes.count), min(max(end, first), nodes.count))
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
    let rowCells = band * (maxDepth + 2)
    // The rows; per depth `d`, once asked for, row `d + 1` for a child whose scalar is none of
    // those of `word` that the row reads (no substitution is free, no transposition applies),
    // the same for every such child of the node at depth `d` on the path, so that most
    // children's rows are a copy; and those generic rows' minimums (`notComputed` until asked
    // for). One allocation, written through pointers: no exclusivity or uniqueness checks in
    // the walk.
    let notComputed: Int32 = -1
    let cells = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * rowCells + maxDepth + 2)
    defer { cells.deallocate() }
    let rows = cells
    let generic = cells + rowCells
    let genericMinimum = cells + 2 * rowCells
    cells.initialize(repeating: outside, count: 2 * rowCells)
    genericMinimum.initialize(repeating: notComputed, count: maxDepth + 2)
    for column in 0...min(length, maxDistance) { rows[cell(0, column)] = Int32(column) }
    // The walk's path: per depth, its scalar, its node's next child to visit and its end (the
    // walk is depth first with a stack of its own, one frame per depth, so a long word never
    // exhausts the thread's stack).
    let path = UnsafeMutablePointer<UInt32>.allocate(capacity: maxDepth + 2)
    defer { path.deallocate() }
    path.initialize(repeating: 0, count: maxDepth + 2)
    let frames = UnsafeMutablePointer<Int>.allocate(capacity: 2 * (maxDepth + 2))
    defer { frames.deallocate() }
    frames.initialize(repeating: 0, count: 2 * (maxDepth + 2))
    let nextChild = frames
    let childEnd = frames + (maxDepth + 2)
    let termCount = count
    let stored = nodes
    // Whether the trie is a saved file's not found well formed: its children and term ranges
    // are then kept within it at each node.
    let checked = nodes.isMapped && !trieIsWellFormed()
    nodes.withUnsafeBufferPointer { nodes in
      word.withUnsafeBufferPointer { word in
        // Row `depth + 1` for a child whose scalar is `current`, written to `out` (the row's
        // band: column `c` at `out[c + maxDistance - depth]`); its minimum.
        func computeRow(
          _ depth: Int, _ current: UInt32, into out: UnsafeMutablePointer<Int32>
        ) -> Int32 {
          let low = max(1, depth + 1 - maxDistance)
          let high = min(length, depth + 1 + maxDistance)
          let shift = maxDistance &- depth
          var minimum = outside
          if depth + 1 <= maxDistance {
            out[shift] = Int32(depth + 1)
            minimum = Int32(depth + 1)
          }
          guard low <= high else { return minimum }
          // Cell `column` of rows `depth - 1` and `depth` is at `before + column` and
          // `above + column`; every value stays within 0 ... `outside` (the sums below cannot
          // overflow).
          let above = cell(depth, 0)
          let before = above &- band &+ 1
          let previousScalar = depth >= 1 ? path[depth - 1] : 0
          for column in low...high {
            let scalar = word[column &- 1]
            var value = min(rows[above &+ column], out[column &+ shift &- 1]) &+ 1
            let cost: Int32 = scalar == current ? 0 : 1
            value = min(value, rows[above &+ column &- 1] &+ cost)
            if depth >= 1, column >= 2, scalar == previousScalar, word[column &- 2] == current {
              value = min(value, rows[before &+ column &- 2] &+ 1)
            }
            value = min(value, outside)
            out[column &+ shift] = value
            minimum = min(minimum, value)
          }
          return minimum
        }
        // Whether row `depth + 1` reads `scalar` of the word (a free substitution or a
        // transposition may then apply).
        func readsScalar(_ depth: Int, _ scalar: UInt32) -> Bool {
          let low = max(1, depth + 1 - maxDistance)
          let high = min(length, depth + 1 + maxDistance)
          guard low <= high else { return false }
          for index in max(0, low - 2)..<high where word[index] == scalar { return true }
          return false
        }
        // The node's match, if any; whether its children are worth visiting.
        func enter(_ node: Int, depth: Int, rowMinimum: Int32) -> (Match?, Bool) {
          let distance = abs(length - depth) <= maxDistance ? rows[cell(depth, length)] : outside
          let start = nodes[node].termStart
          let worthVisiting = rowMinimum <= limit && depth < maxDepth
          // Term ids within the dictionary, whatever a saved file's trie says.
          if !prefix, start & Self.isTermFlag != 0, distance <= limit {
            let first = Int(start & ~Self.isTermFlag)
            guard first < termCount else { return (nil, worthVisiting) }
            return (Match(terms: first..<first + 1, distance: Int(distance)), worthVisiting)
          }
          if prefix, depth > 0, distance <= limit {
            let first = min(Int(start & ~Self.isTermFlag), termCount)
            let end = max(first, min(Int(nodes[node].termEnd), termCount))
            let match = Match(terms: first..<end, distance: Int(distance))
            return (match, distance != 0 && worthVisiting)
          }
          return (nil, worthVisiting)
        }
        // The children the walk has visited or will visit (see `open`).
        var visits = 0
        // Makes `node` the path's node at `depth`, its children next.
        func open(_ node: Int, depth: Int) {
          genericMinimum[depth] = notComputed
          guard checked else {
            // A dictionary's own trie: each node's children after it, in order.
            let end = node + 1 < nodes.count ? Int(nodes[node + 1].firstChild) : nodes.count
            (nextChild[depth], childEnd[depth]) = (Int(nodes[node].firstChild), end)
            return
          }
          let (first, end) = children(of: node, in: nodes)
          // A walk of a trie visits each node once at most: children past that many visits
          // (a saved file's trie whose children do not follow the rule) are not visited.
          visits &+= end &- first
          (nextChild[depth], childEnd[depth]) = visits <= nodes.count ? (first, end) : (end, end)
          stored.verify(first..<end)
        }
        var found: [Match] = []
        // The depth of the deepest node on the path (-1: the walk is over).
        var top = -1
        if termCount > 0, !nodes.isEmpty {
          stored.verify(0..<1)
          let (match, worthVisiting) = enter(0, depth: 0, rowMinimum: 0)
          if let match { found.append(match) }
          if worthVisiting {
            open(0, depth: 0)
            top = 0
          }
        }
        while top >= 0 {
          let depth = top
          let child = nextChild[depth]
          guard child < childEnd[depth] else {
            top -= 1
            continue
          }
          nextChild[depth] = child + 1
          let current = nodes[child].scalar
          let out = rows + (depth + 1) * band
          let minimum: Int32
          if readsScalar(depth, current) {
            minimum = computeRow(depth, current, into: out)
          } else {
            let shared = generic + depth * band
            if genericMinimum[depth] == notComputed {
              // No scalar of a term is UInt32.max (a Unicode scalar is at most 0x10FFFF).
              genericMinimum[depth] = computeRow(depth, .max, into: shared)
            }
            minimum = genericMinimum[depth]
            // Within the limit nowhere: neither a match nor a way down.
            guard minimum <= limit else { continue }
            out.update(from: shared, count: band)
          }
          path[depth] = current
          let (match, worthVisiting) = enter(child, depth: depth + 1, rowMinimum: minimum)
          if let match { found.append(match) }
          if worthVisiting {
            open(child, depth: depth + 1)
            top = depth + 1
          }
        }
        matches = found
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
      Checks.areOffsets(offsets, total: scalars.count),
      "the terms' offsets do not cover their scalars in order")
    guard check.isClean else { return }
    check.expect(
      Checks.isWellFormedTrie(nodes, termCount: count),
      "the trie's root does not span the terms, or a node's children or terms out of place")
    check.expect(
      Checks.areStrictlyIncreasing(scalars, offsets: offsets),
      "a term is empty, repeated or out of order")
  }
}
