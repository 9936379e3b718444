/// Stable sorting by integer keys in linear time (a least-significant-digit radix sort), for
/// the large sorts of an index build.
enum RadixSort {
  /// Working memory for sorts, kept from one sort to the next of a build: a large array freshly
  /// allocated costs a page fault per 4 KiB written, a reused one nothing.
  final class Scratch {
    fileprivate var pairs: [(key: UInt64, index: UInt32)] = []
    fileprivate var spare: [(key: UInt64, index: UInt32)] = []

    /// Empty working memory.
    init() {}
  }

  /// Below this many keys, the standard library's sort is as fast.
  private static let smallCount = 256
  /// Bits per pass: 2,048 counters stay in the first-level cache.
  private static let digitBits: UInt64 = 11

  /// The positions of `keys` ordered by key, equal keys in position order.
  /// - Parameter scratch: working memory, reused across the sorts of a build.
  /// - Complexity: O(n) (at most 6 passes over the keys; a digit every key shares costs no pass).
  static func order(_ keys: [UInt64], scratch: Scratch = Scratch()) -> [UInt32] {
    let count = keys.count
    if count < smallCount {
      return (0..<UInt32(truncatingIfNeeded: count)).sorted { lhs, rhs in
        keys[Int(lhs)] < keys[Int(rhs)] || (keys[Int(lhs)] == keys[Int(rhs)] && lhs < rhs)
      }
    }
    let buckets = 1 << Int(digitBits)
    let mask = UInt64(buckets - 1)
    // The bits where keys differ: passes over digits outside them are skipped.
    var varying: UInt64 = 0
    if let first = keys.first {
      for key in keys { varying |= key ^ first }
    }
    // The scratch arrays are moved out while in use, so they stay uniquely referenced.
    var pairs = scratch.pairs
    var spare = scratch.spare
    (scratch.pairs, scratch.spare) = ([], [])
    defer { (scratch.pairs, scratch.spare) = (pairs, spare) }
    pairs.removeAll(keepingCapacity: true)
    for (index, key) in keys.enumerated() {
      pairs.append((key, UInt32(truncatingIfNeeded: index)))
    }
    spare.removeAll(keepingCapacity: true)
    spare.append(contentsOf: pairs)
    var counts = [Int](repeating: 0, count: buckets)
    var shift: UInt64 = 0
    while shift < 64 {
      defer { shift += digitBits }
      guard (varying >> shift) & mask != 0 else { continue }
      counts.withUnsafeMutableBufferPointer { counts in
        for index in 0..<buckets { counts[index] = 0 }
        pairs.withUnsafeBufferPointer { pairs in
          for pair in pairs { counts[Int((pair.key >> shift) & mask)] += 1 }
          var total = 0
          for index in 0..<buckets {
            let size = counts[index]
            counts[index] = total
            total += size
          }
          spare.withUnsafeMutableBufferPointer { spare in
            for pair in pairs {
              let bucket = Int((pair.key >> shift) & mask)
              spare[counts[bucket]] = pair
              counts[bucket] += 1
            }
          }
        }
      }
      swap(&pairs, &spare)
    }
    return pairs.map(\.index)
  }

  /// A key that orders doubles as `<` does: negative zero as zero, NaN after every number.
  static func key(_ number: Double) -> UInt64 {
    if number.isNaN { return .max }
    let bits = (number == 0 ? 0 : number).bitPattern
    return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
  }
}

extension RadixSort {
  /// Sorts `keys` in place, for the many small sorts of a build (each document's words): a
  /// quicksort on the median of three, with insertion sort below 24 keys and no allocation.
  /// Equal keys may change places (use distinct keys where order matters).
  /// - Complexity: O(n log n) expected.
  static func sortSmall(_ keys: UnsafeMutableBufferPointer<UInt64>) {
    guard let base = keys.baseAddress else { return }
    // The larger side of each partition waits on a stack, the smaller one is sorted first: the
    // stack stays under log₂ n entries.
    withUnsafeTemporaryAllocation(of: (Int, Int).self, capacity: 64) { pending in
      var depth = 0
      var low = 0
      var high = keys.count
      while true {
        if high - low <= 24 {
          insertionSort(base, low, high)
          guard depth > 0 else { return }
          depth -= 1
          (low, high) = pending[depth]
          continue
        }
        let middle = low + (high - low) / 2
        // The median of the first, middle and last keys as the pivot.
        if base[middle] < base[low] { base.swapAt(middle, low) }
        if base[high - 1] < base[low] { base.swapAt(high - 1, low) }
        if base[high - 1] < base[middle] { base.swapAt(high - 1, middle) }
        let pivot = base[middle]
        var left = low
        var right = high - 1
        while left <= right {
          while base[left] < pivot { left += 1 }
          while pivot < base[right] { right -= 1 }
          if left <= right {
            base.swapAt(left, right)
            left += 1
            right -= 1
          }
        }
        // Now low ..< right + 1 holds keys ≤ pivot and left ..< high keys ≥ pivot.
        if right + 1 - low < high - left {
          pending[depth] = (left, high)
          high = right + 1
        } else {
          pending[depth] = (low, right + 1)
          low = left
        }
        depth += 1
      }
    }
  }

  /// Sorts the words of one document after another by term, words of a term in the order
  /// they are set (their positions): working memory for the longest document, reused.
  ///
  /// Up to ``rankedCount`` words, the words are first grouped by the high bits of their terms
  /// (a counting sort into at most ``groupCount`` groups, in order), then each word's place in
  /// its group is the number of the group's words it must follow, counted eight at a time in
  /// vector registers with no branch: for the few dozen words of a document, quicker than a
  /// sort, whose comparisons are branches mispredicted half the time, and the groups keep the
  /// count from growing with the square of the document's length. Longer documents are sorted
  /// (``sortSmall(_:)``).
  final class WordSorter {
    /// The most words placed by rank (a word's index takes 7 bits of its rank key).
    static let rankedCount = 128
    /// The most groups of terms.
    static let groupCount = 32
    /// Each word's key: its term in the high 32 bits, its position in the low ones.
    private let keys: UnsafeMutablePointer<UInt64>
    /// Each word's rank key, its term and index (distinct keys).
    private let ranks: UnsafeMutablePointer<Int32>
    /// The rank keys and keys grouped, the rank keys padded by 8 past the last word.
    private let groupedRanks: UnsafeMutablePointer<Int32>
    private let groupedKeys: UnsafeMutablePointer<UInt64>
    /// Where each group starts, then ends, in the grouped words.
    private let groupEnds: UnsafeMutablePointer<Int>
    private let placed: UnsafeMutablePointer<UInt64>
    /// Whether terms fit in a rank key (below 2²⁴).
    private let ranked: Bool
    /// A rank key shifted right by this is its group (below 32 where rank keys are used: terms
    /// below 2²⁴ take at most 24 bits, so a masking shift is exact).
    private let groupShift: UInt32

    /// Working memory for documents of up to `capacity` words, of terms below `termCount`.
    init(capacity: Int, termCount: Int) {
      keys = .allocate(capacity: capacity)
      ranks = .allocate(capacity: capacity)
      groupedRanks = .allocate(capacity: capacity + 8)
      groupedKeys = .allocate(capacity: capacity)
      groupEnds = .allocate(capacity: Self.groupCount + 1)
      placed = .allocate(capacity: capacity)
      ranked = termCount < 1 << 24
      let termBits = Int.bitWidth - max(termCount - 1, 0).leadingZeroBitCount
      let groupBits = Int.bitWidth - (Self.groupCount - 1).leadingZeroBitCount
      groupShift = UInt32(7 + max(termBits - groupBits, 0))
    }

    deinit {
      keys.deallocate()
      ranks.deallocate()
      groupedRanks.deallocate()
      groupedKeys.deallocate()
      groupEnds.deallocate()
      placed.deallocate()
    }

    /// Sets the word at `index` (below the capacity) of the document being sorted.
    @inline(__always)
    func set(_ index: Int, term: UInt32, position: UInt32) {
      keys[index] = UInt64(term) << 32 | UInt64(position)
      ranks[index] = Int32(truncatingIfNeeded: term << 7 | UInt32(truncatingIfNeeded: index & 127))
    }

    /// The keys of the first `count` words set, sorted by term, then by index.
    func sorted(count: Int) -> UnsafeBufferPointer<UInt64> {
      guard ranked, count <= Self.rankedCount else {
        let keys = UnsafeMutableBufferPointer(start: keys, count: count)
        RadixSort.sortSmall(keys)
        return UnsafeBufferPointer(keys)
      }
      // Grouped, each group's words in the order they were set.
      let groups = groupEnds + 1
      groupEnds.update(repeating: 0, count: Self.groupCount + 1)
      for index in 0..<count {
        groups[Int(UInt32(bitPattern: ranks[index]) &>> groupShift)] &+= 1
      }
      for group in 1..<Self.groupCount { groups[group] &+= groups[group &- 1] }
      // `groupEnds[g]` is now where group g starts; it ends where group g + 1 starts.
      for index in 0..<count {
        let group = Int(UInt32(bitPattern: ranks[index]) &>> groupShift)
        let slot = groupEnds[group]
        groupEnds[group] = slot &+ 1
        groupedRanks[slot] = ranks[index]
        groupedKeys[slot] = keys[index]
      }
      // Padding ranks above every word's: counted by none. The words past a group's end (of
      // the groups after it) are above its own words too.
      for index in count..<count + 8 { groupedRanks[index] = .max }
      let vectors = UnsafeRawPointer(groupedRanks)
      var start = 0
      for group in 0..<Self.groupCount {
        let end = groupEnds[group]
        for index in start..<end {
          let rank = SIMD8<Int32>(repeating: groupedRanks[index])
          var below = SIMD8<Int32>()
          var offset = start
          while offset < end {
            let others = vectors.loadUnaligned(fromByteOffset: offset &* 4, as: SIMD8<Int32>.self)
            below &+= SIMD8<Int32>().replacing(with: 1, where: others .< rank)
            offset &+= 8
          }
          placed[start &+ Int(below.wrappedSum())] = groupedKeys[index]
        }
        start = end
      }
      return UnsafeBufferPointer(start: placed, count: count)
    }
  }

  private static func insertionSort(_ base: UnsafeMutablePointer<UInt64>, _ low: Int, _ high: Int) {
    guard high - low > 1 else { return }
    for index in (low + 1)..<high {
      let key = base[index]
      var hole = index
      while hole > low, key < base[hole - 1] {
        base[hole] = base[hole - 1]
        hole -= 1
      }
      base[hole] = key
    }
  }
}

extension UnsafeMutablePointer where Pointee == UInt64 {
  /// Exchanges the keys at `i` and `j`.
  fileprivate func swapAt(_ i: Int, _ j: Int) {
    let key = self[i]
    self[i] = self[j]
    self[j] = key
  }
}
