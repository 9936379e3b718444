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
  /// - Complexity: O(visited trie nodes · |word|); the walk stops below any prefix whose
  ///   distance row exceeds `maxDistance` everywhere, so it visits a small part of the terms.
  func fuzzyMatches(_ word: [UInt32], maxDistance: Int, prefix: Bool) -> [Match] {
    let width = word.count + 1
    var rows = [Int](repeating: 0, count: width * (word.count + maxDistance + 2))
    for column in 0..<width { rows[column] = column }
    var pathScalars = [UInt32](repeating: 0, count: word.count + maxDistance + 2)
    var matches: [Match] = []

    func visit(depth: Int, range: Range<Int>) {
      let row = depth * width
      let distance = rows[row + word.count]
      var childStart = range.lowerBound
      if childStart < range.upperBound, length(childStart) == depth {
        if !prefix, distance <= maxDistance {
          matches.append(Match(terms: childStart..<childStart + 1, distance: distance))
        }
        childStart += 1
      }
      if prefix, depth > 0, distance <= maxDistance {
        matches.append(Match(terms: range, distance: distance))
        if distance == 0 { return }
      }
      var best = Int.max
      for column in 0..<width { best = min(best, rows[row + column]) }
      if best > maxDistance || depth >= word.count + maxDistance { return }
      var start = childStart
      while start < range.upperBound {
        let scalar = scalars[offsets[start] + depth]
        let end = partition(start..<range.upperBound) { scalars[offsets[$0] + depth] <= scalar }
        let next = row + width
        rows[next] = depth + 1
        for column in 1..<width {
          let cost = word[column - 1] == scalar ? 0 : 1
          var value = min(rows[row + column] + 1, rows[next + column - 1] + 1)
          value = min(value, rows[row + column - 1] + cost)
          if depth >= 1, column >= 2, word[column - 1] == pathScalars[depth - 1],
            word[column - 2] == scalar
          {
            value = min(value, rows[row - width + column - 2] + 1)
          }
          rows[next + column] = value
        }
        pathScalars[depth] = scalar
        visit(depth: depth + 1, range: start..<end)
        start = end
      }
    }
    visit(depth: 0, range: 0..<count)
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
