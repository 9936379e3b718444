/// A bounded dictionary that forgets its least recently used entry first: the storage of
/// ``CachingSearchService``.
///
/// Reads with ``value(forKey:)`` count as uses. Every operation is O(1) but
/// ``removeAll(where:)``, which is O(count).
struct LRUStore<Key: Hashable, Value> {
  private struct Node {
    var key: Key
    var value: Value
    var newer: Int?
    var older: Int?
  }

  /// The most entries kept; 0 keeps nothing.
  let capacity: Int
  private var slots: [Int: Node] = [:]
  private var slotOfKey: [Key: Int] = [:]
  private var newest: Int?
  private var oldest: Int?
  private var nextSlot = 0

  init(capacity: Int) {
    self.capacity = max(0, capacity)
  }

  /// The number of entries.
  var count: Int { slotOfKey.count }

  /// The keys, most recently used first.
  var keysByRecency: [Key] {
    var keys: [Key] = []
    var slot = newest
    while let current = slot, let node = slots[current] {
      keys.append(node.key)
      slot = node.older
    }
    return keys
  }

  /// The value for `key`, which becomes the most recently used; `nil` when absent.
  mutating func value(forKey key: Key) -> Value? {
    guard let slot = slotOfKey[key], let node = slots[slot] else { return nil }
    unlink(slot)
    linkAsNewest(slot)
    return node.value
  }

  /// Stores `value` as the most recently used entry, evicting the least recently used one when
  /// full.
  ///
  /// - Returns: The key evicted, if any.
  @discardableResult
  mutating func set(_ value: Value, forKey key: Key) -> Key? {
    guard capacity > 0 else { return nil }
    if let slot = slotOfKey[key] {
      slots[slot]?.value = value
      unlink(slot)
      linkAsNewest(slot)
      return nil
    }
    var evicted: Key?
    if count >= capacity, let victim = oldest, let node = slots[victim] {
      evicted = node.key
      removeSlot(victim)
    }
    let slot = nextSlot
    nextSlot &+= 1
    slots[slot] = Node(key: key, value: value, newer: nil, older: nil)
    slotOfKey[key] = slot
    linkAsNewest(slot)
    checkInvariants()
    return evicted
  }

  /// Removes the entry for `key`, if any.
  mutating func removeValue(forKey key: Key) {
    guard let slot = slotOfKey[key] else { return }
    removeSlot(slot)
  }

  /// Removes every entry whose key satisfies `shouldRemove`.
  mutating func removeAll(where shouldRemove: (Key) -> Bool) {
    for (key, slot) in slotOfKey where shouldRemove(key) {
      removeSlot(slot)
    }
    checkInvariants()
  }

  private mutating func removeSlot(_ slot: Int) {
    guard let node = slots[slot] else { return }
    unlink(slot)
    slots[slot] = nil
    slotOfKey[node.key] = nil
  }

  private mutating func unlink(_ slot: Int) {
    guard let node = slots[slot] else { return }
    if let newer = node.newer { slots[newer]?.older = node.older } else { newest = node.older }
    if let older = node.older { slots[older]?.newer = node.newer } else { oldest = node.newer }
    slots[slot]?.newer = nil
    slots[slot]?.older = nil
  }

  private mutating func linkAsNewest(_ slot: Int) {
    slots[slot]?.older = newest
    slots[slot]?.newer = nil
    if let newest { slots[newest]?.newer = slot }
    newest = slot
    if oldest == nil { oldest = slot }
  }

  /// Debug-only: the recency list holds exactly the stored entries, within capacity.
  func checkInvariants() {
    #if DEBUG
      assert(count <= capacity, "more entries than the capacity")
      assert(keysByRecency.count == count, "the recency list and the entries disagree")
      assert(slots.count == count, "orphan slots")
    #endif
  }
}
