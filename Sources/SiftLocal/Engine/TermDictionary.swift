/// The index's words, folded and sorted by Unicode scalar values, stored in one flat buffer.
///
/// The sorted array is also an implicit trie: the terms sharing a prefix form a contiguous
/// range, which gives prefix ranges by binary search and typo candidates by a bounded
/// depth-first walk (Damerau–Levenshtein rows computed once per shared prefix).
struct TermDictionary: Sendable {
  /// The terms' scalars, back to back.
  let scalars: [UInt32]
  /// `offsets[t] ..< offsets[t + 1]` is term `t` in ``scalars``.
  let offsets: [Int]

  /// Builds the dictionary from terms already sorted and unique.
  init(sortedTerms: [[UInt32]]) {
    var scalars: [UInt32] = []
    var offsets = [0]
    offsets.reserveCapacity(sortedTerms.count + 1)
    for term in sortedTerms {
      scalars.append(contentsOf: term)
      offsets.append(scalars.count)
    }
    self.scalars = scalars
    self.offsets = offsets
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
    let width = length + 1
    let limit = Int32(maxDistance)
    let outside = limit + 1
    let maxDepth = length + maxDistance
    var matches: [Match] = []
    // Row `d` holds the distances of the first `d` scalars of a path to each prefix of `word`;
    // cells outside a row's band are never written and read as `outside`.
    var rows = [Int32](repeating: outside, count: width * (maxDepth + 2))
    for column in 0..<min(width, maxDistance + 1) { rows[column] = Int32(column) }
    var path = [UInt32](repeating: 0, count: maxDepth + 2)
    scalars.withUnsafeBufferPointer { scalars in
      offsets.withUnsafeBufferPointer { offsets in
        word.withUnsafeBufferPointer { word in
          rows.withUnsafeMutableBufferPointer { rows in
            path.withUnsafeMutableBufferPointer { path in
              // The scalar at `depth` of term `id` (terms in a child range are long enough).
              @inline(__always) func scalar(_ id: Int, _ depth: Int) -> UInt32 {
                scalars[offsets[id] + depth]
              }
              func visit(depth: Int, range: Range<Int>, rowMinimum: Int32) {
                let row = depth * width
                let distance = rows[row + length]
                var childStart = range.lowerBound
                if offsets[childStart + 1] - offsets[childStart] == depth {
                  if !prefix, distance <= limit {
                    matches.append(
                      Match(terms: childStart..<childStart + 1, distance: Int(distance)))
                  }
                  childStart += 1
                }
                if prefix, depth > 0, distance <= limit {
                  matches.append(Match(terms: range, distance: Int(distance)))
                  if distance == 0 { return }
                }
                if rowMinimum > limit || depth >= maxDepth { return }
                let next = row + width
                let low = max(1, depth + 1 - maxDistance)
                let high = min(length, depth + 1 + maxDistance)
                var start = childStart
                while start < range.upperBound {
                  let current = scalar(start, depth)
                  // The end of this child's range: gallop, then bisect.
                  var known = start
                  var probe = start + 1
                  while probe < range.upperBound, scalar(probe, depth) == current {
                    known = probe
                    probe = start + 2 * (probe - start)
                  }
                  var lower = known + 1
                  var upper = min(probe, range.upperBound)
                  while lower < upper {
                    let middle = (lower + upper) / 2
                    if scalar(middle, depth) == current {
                      lower = middle + 1
                    } else {
                      upper = middle
                    }
                  }
                  let end = lower
                  let first = Int32(depth + 1)
                  rows[next] = first <= limit ? first : outside
                  var minimum = rows[next]
                  if low <= high {
                    for column in low...high {
                      var value = min(rows[row + column], rows[next + column - 1]) + 1
                      let cost: Int32 = word[column - 1] == current ? 0 : 1
                      value = min(value, rows[row + column - 1] + cost)
                      if depth >= 1, column >= 2, word[column - 1] == path[depth - 1],
                        word[column - 2] == current
                      {
                        value = min(value, rows[row - width + column - 2] + 1)
                      }
                      value = min(value, outside)
                      rows[next + column] = value
                      minimum = min(minimum, value)
                    }
                  }
                  path[depth] = current
                  visit(depth: depth + 1, range: start..<end, rowMinimum: minimum)
                  start = end
                }
              }
              if count > 0 { visit(depth: 0, range: 0..<count, rowMinimum: 0) }
            }
          }
        }
      }
    }
    return matches
  }

  #if DEBUG
    /// Checks that terms are non-empty, sorted and unique.
    func checkInvariants() {
      for id in 0..<count {
        assert(length(id) > 0, "empty term \(id)")
        if id > 0 { assert(compare(id - 1, Array(term(id))) < 0, "terms out of order at \(id)") }
      }
    }
  #endif
}
