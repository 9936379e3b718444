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
