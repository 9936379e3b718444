extension FacetDocValues {
  /// How many documents a block of ``count(block:valueCount:into:)`` holds: their ids (4 KiB)
  /// stay in the first-level cache while each column counts them.
  static let blockSize = 1024

  /// How many tables of 256 counts a ``uint8(_:)`` column counts into, side by side, so that
  /// documents with the same value do not wait on one another's additions: one document in four
  /// each in a block (``count(block:valueCount:into:)``); for a set's words, two at a time
  /// (``count(_:into:)``, which takes four), one table each while both have documents left,
  /// and the last two for the documents one of them has left after the other.
  private static let byteTables = 4

  /// The room ``count(block:valueCount:into:)`` needs for a column of `valueCount` values:
  /// one count per value, or, for a ``uint8(_:)`` column, ``byteTables`` tables of 256 (the
  /// value ids, "none" included, index them with no branch). ``counts(_:valueCount:)`` reads
  /// the counts by value out of them.
  func countSlots(valueCount: Int) -> Int {
    if case .uint8 = self { return 256 * Self.byteTables }
    return valueCount
  }

  /// The counts by value id (`valueCount` of them) in `slots`, counted by
  /// ``count(block:valueCount:into:)``.
  func counts(_ slots: [UInt32], valueCount: Int) -> [UInt32] {
    guard case .uint8 = self else { return slots }
    var counts = [UInt32](repeating: 0, count: valueCount)
    // Id 255 is "none", whatever the value count (only a saved file written wrong has 255
    // values or more in a one-byte column), as in ``count(_:into:)``.
    for id in 0..<min(valueCount, 255) {
      var sum: UInt32 = 0
      for table in 0..<Self.byteTables { sum &+= slots[table * 256 + id] }
      counts[id] = sum
    }
    return counts
  }

  /// Adds one to the slot of each value id of each document of `documents` in `slots`
  /// (``countSlots(valueCount:)`` of them), read straight from the set's words: what
  /// ``count(block:valueCount:into:)`` of each block of them adds, with no block listed first,
  /// for a column counted alone. `false` (nothing counted) unless the column is a
  /// ``uint8(_:)`` one covering the set's universe.
  /// - Complexity: O(universe / 64 + documents).
  func count(_ documents: DocSet, into slots: UnsafeMutableBufferPointer<UInt32>) -> Bool {
    guard case .uint8(let ids) = self, slots.count >= 256 * Self.byteTables,
      let slots = slots.baseAddress, documents.universe <= ids.count
    else { return false }
    ids.withUnsafeBufferPointer { ids in
      guard let ids = ids.baseAddress else { return }
      documents.words.withUnsafeBufferPointer { words in
        // Whole words hold documents below the universe; the last one is checked.
        let whole = min(documents.universe >> 6, words.count)
        // Two words at a time, a document of each a turn: clearing a word's lowest bit waits
        // on the one cleared before, and two words' bits are two such chains, side by side.
        var index = 0
        while index + 1 < whole {
          var first = words[index]
          var second = words[index + 1]
          let firstRow = ids + (index << 6)
          let secondRow = firstRow + 64
          while first != 0 && second != 0 {
            slots[Int(firstRow[first.trailingZeroBitCount])] &+= 1
            slots[256 | Int(secondRow[second.trailingZeroBitCount])] &+= 1
            first &= first &- 1
            second &= second &- 1
          }
          while first != 0 {
            slots[512 | Int(firstRow[first.trailingZeroBitCount])] &+= 1
            first &= first &- 1
          }
          while second != 0 {
            slots[768 | Int(secondRow[second.trailingZeroBitCount])] &+= 1
            second &= second &- 1
          }
          index += 2
        }
        if index < whole {
          var bits = words[index]
          let row = ids + (index << 6)
          while bits != 0 {
            slots[Int(row[bits.trailingZeroBitCount])] &+= 1
            bits &= bits &- 1
          }
        }
        guard whole < words.count else { return }
        var bits = words[whole]
        while bits != 0 {
          let doc = whole << 6 | bits.trailingZeroBitCount
          if doc < documents.universe { slots[Int(ids[doc])] &+= 1 }
          bits &= bits &- 1
        }
      }
    }
    return true
  }

  /// Adds one to the slot of each value id of each document of `block` (documents in
  /// increasing order) in `slots` (``countSlots(valueCount:)`` of them). Ids at or past
  /// `valueCount` and documents past those the column covers are not counted.
  /// - Complexity: O(values of the documents).
  func count(
    block: UnsafeBufferPointer<UInt32>, valueCount: Int,
    into slots: UnsafeMutableBufferPointer<UInt32>
  ) {
    guard let last = block.last else { return }
    let limit = min(valueCount, slots.count)
    switch self {
    case .none: return
    case .uint8(let ids):
      guard slots.count >= 256 * Self.byteTables, let slots = slots.baseAddress else { return }
      ids.withUnsafeBufferPointer { ids in
        // Documents increase: the last one within the ids puts them all there.
        guard Int(last) < ids.count else {
          for doc in block where Int(doc) < ids.count { slots[Int(ids[Int(doc)])] &+= 1 }
          return
        }
        var index = 0
        while index + Self.byteTables <= block.count {
          slots[Int(ids[Int(block[index])])] &+= 1
          slots[256 | Int(ids[Int(block[index + 1])])] &+= 1
          slots[512 | Int(ids[Int(block[index + 2])])] &+= 1
          slots[768 | Int(ids[Int(block[index + 3])])] &+= 1
          index += Self.byteTables
        }
        while index < block.count {
          slots[Int(ids[Int(block[index])])] &+= 1
          index += 1
        }
      }
    case .uint16(let ids):
      ids.withUnsafeBufferPointer { ids in
        for doc in block where Int(doc) < ids.count {
          let id = Int(ids[Int(doc)])
          if id < limit { slots[id] &+= 1 }
        }
      }
    case .uint32(let ids):
      ids.withUnsafeBufferPointer { ids in
        for doc in block where Int(doc) < ids.count {
          let id = Int(ids[Int(doc)])
          if id < limit { slots[id] &+= 1 }
        }
      }
    case .multiple(let offsets, let ids):
      offsets.withUnsafeBufferPointer { offsets in
        ids.withUnsafeBufferPointer { ids in
          for doc in block where Int(doc) + 1 < offsets.count {
            let end = min(Int(offsets[Int(doc) + 1]), ids.count)
            var index = min(Int(offsets[Int(doc)]), end)
            while index < end {
              let id = Int(ids[index])
              if id < limit { slots[id] &+= 1 }
              index += 1
            }
          }
        }
      }
    }
  }
}
