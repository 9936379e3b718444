/// The smallest keys of a stream, at most `capacity` of them: a bounded max-heap.
struct TopKeys: Sendable {
  /// The most keys kept.
  let capacity: Int
  /// The kept keys as a max-heap (the largest kept key first).
  private(set) var heap: [UInt64] = []

  /// An empty selection of at most `capacity` keys.
  init(capacity: Int) {
    self.capacity = max(0, capacity)
    heap.reserveCapacity(min(self.capacity, 4096))
  }

  /// Offers `key`: kept if fewer than `capacity` are kept or it is smaller than the largest.
  /// - Complexity: O(1) for a rejected key, O(log capacity) otherwise.
  @inline(__always)
  mutating func insert(_ key: UInt64) {
    if heap.count < capacity {
      heap.append(key)
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard heap[parent] < heap[child] else { break }
        heap.swapAt(parent, child)
        child = parent
      }
    } else if capacity > 0, key < heap[0] {
      heap[0] = key
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { break }
        let right = left + 1
        let larger = right < heap.count && heap[right] > heap[left] ? right : left
        guard heap[larger] > heap[parent] else { break }
        heap.swapAt(parent, larger)
        parent = larger
      }
    }
  }

  /// Whether `capacity` keys are kept.
  var isFull: Bool { heap.count == capacity }

  /// The largest kept key.
  var largest: UInt64? { heap.first }

  /// The kept keys, smallest first.
  /// - Complexity: O(k log k).
  func sorted() -> [UInt64] { heap.sorted() }
}
