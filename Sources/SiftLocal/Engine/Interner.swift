/// The interner of folded words (Unicode scalar values).
typealias TermInterner = Interner<UInt32>

/// Gives each distinct word (a run of code units: scalars, or UTF-8 bytes) an id, in order of
/// first appearance: an open-addressing hash table over one flat buffer of code units, so
/// interning a word allocates nothing once it is known.
struct Interner<Unit: FixedWidthInteger> {
  /// The words' code units, back to back: word `id` is
  /// `scalars[offsets[id] ..< offsets[id + 1]]`.
  private(set) var scalars: [Unit] = []
  private(set) var offsets: [Int] = [0]
  private var hashes: [UInt64] = []
  /// Word ids by hash slot, `-1` for an empty slot; the count is a power of two.
  private var slots = [Int32](repeating: -1, count: 1024)

  /// The number of distinct words.
  var count: Int { offsets.count - 1 }

  /// Word `id`'s code units.
  func word(_ id: Int) -> ArraySlice<Unit> { scalars[offsets[id]..<offsets[id + 1]] }

  private static func hash(_ word: UnsafeBufferPointer<Unit>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for unit in word { hash = (hash ^ UInt64(truncatingIfNeeded: unit)) &* 0x0000_0100_0000_01b3 }
    return hash ^ (hash >> 29)
  }

  /// The id of `word`, a new one if it is not known yet.
  /// - Complexity: O(|word|) expected.
  mutating func intern(_ word: UnsafeBufferPointer<Unit>) -> UInt32 {
    let hash = Self.hash(word)
    var mask = slots.count - 1
    // The word's id if known, else the free slot for it.
    let (known, slot) = slots.withUnsafeBufferPointer { slots in
      scalars.withUnsafeBufferPointer { scalars in
        offsets.withUnsafeBufferPointer { offsets in
          hashes.withUnsafeBufferPointer { hashes -> (Int?, Int) in
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
              let id = Int(slots[slot])
              if id < 0 { return (nil, slot) }
              if hashes[id] == hash, offsets[id + 1] - offsets[id] == word.count {
                let start = offsets[id]
                var index = 0
                while index < word.count, scalars[start + index] == word[index] { index += 1 }
                if index == word.count { return (id, slot) }
              }
              slot = (slot + 1) & mask
            }
          }
        }
      }
    }
    if let known { return UInt32(known) }
    let id = count
    scalars.append(contentsOf: word)
    offsets.append(scalars.count)
    hashes.append(hash)
    if count * 2 > slots.count {
      slots = [Int32](repeating: -1, count: slots.count * 2)
      mask = slots.count - 1
      for (existing, existingHash) in hashes.enumerated() {
        var free = Int(truncatingIfNeeded: existingHash) & mask
        while slots[free] >= 0 { free = (free + 1) & mask }
        slots[free] = Int32(existing)
      }
    } else {
      slots[slot] = Int32(id)
    }
    return UInt32(id)
  }
}
