extension RecordStore {
  /// Slots by objectID: an open-addressing table of slot numbers, probed linearly, hashing an
  /// objectID's UTF-8 bytes 8 at a time (a `[String: Int]` hashes each with SipHash). The
  /// objectIDs themselves are the slots'.
  ///
  /// ObjectIDs are compared as `String`s are, so canonically equivalent ones (the Kelvin sign
  /// and "K", a precomposed "é" and "e" with a combining accent) are one record's, as the
  /// snapshot's ``ObjectIDColumn`` finds them; one that may have an equivalent is hashed as
  /// `String` hashes it (see ``hash(_:)``).
  struct SlotTable: Sendable {
    /// By bucket: the slot + 1 in the low 32 bits (0 for an empty bucket) and the objectID's
    /// hash in the high 32 bits, which also give its home bucket, so entries move without
    /// hashing again, and most mismatches cost no string comparison. The count is a power of
    /// two.
    private var buckets = [UInt64](repeating: 0, count: SlotTable.smallestSize)
    private(set) var count = 0

    private static let slotMask: UInt64 = 0xFFFF_FFFF
    /// The fewest buckets a table has.
    private static let smallestSize = 16

    /// The fewest buckets, a power of two from `size` up, that hold `capacity` objectIDs at
    /// most half full (as ``insert(_:slot:in:)`` keeps them).
    private static func size(for capacity: Int, from size: Int = smallestSize) -> Int {
      var size = size
      while size < 2 * capacity { size *= 2 }
      return size
    }

    /// The 32-bit hash of an objectID, in the high half: of its bytes when no other string
    /// is canonically equivalent to it, else `String`'s own hash (equal for equivalent ones;
    /// the table is never saved, so its seed changing from process to process does not matter).
    ///
    /// An ASCII string has an equivalent only when it holds "K", ";" or "`": the Kelvin sign,
    /// the Greek question mark and the Greek varia are the only characters past ASCII whose
    /// canonical decomposition is ASCII (any other decomposes to or with a character past it).
    private static func hash(_ objectID: String) -> UInt64 {
      var objectID = objectID
      let bytesHash = objectID.withUTF8 { bytes in
        let (hash, isASCII) = Self.hash(of: bytes)
        let alone = isASCII && !bytes.contains { $0 == 0x4B || $0 == 0x3B || $0 == 0x60 }
        return alone ? hash : nil
      }
      if let bytesHash { return bytesHash }
      var hasher = Hasher()
      hasher.combine(objectID)
      return UInt64(truncatingIfNeeded: hasher.finalize()) & ~slotMask
    }

    /// The hash of `bytes`, 8 at a time, and whether they are all ASCII.
    private static func hash(
      of bytes: UnsafeBufferPointer<UInt8>
    ) -> (hash: UInt64, isASCII: Bool) {
      var hash = UInt64(truncatingIfNeeded: bytes.count) &* 0x9E37_79B9_7F4A_7C15
      // The words or-ed together: their high bits tell a byte past ASCII.
      var seen: UInt64 = 0
      var offset = 0
      while offset < bytes.count {
        var word: UInt64 = 0
        let end = min(offset + 8, bytes.count)
        for index in offset..<end {
          word |= UInt64(bytes[index]) << UInt64(8 * (index - offset))
        }
        seen |= word
        hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 29
        offset = end
      }
      return (hash & ~slotMask, seen & 0x8080_8080_8080_8080 == 0)
    }

    private func home(_ entry: UInt64, mask: Int) -> Int {
      Int(truncatingIfNeeded: entry >> 32) & mask
    }

    /// The bucket holding `objectID`, or the empty bucket where it would go.
    private func find(
      _ objectID: String, hash: UInt64, in slots: Slots
    ) -> (bucket: Int, slot: Int?) {
      let mask = buckets.count - 1
      var bucket = home(hash, mask: mask)
      while true {
        let entry = buckets[bucket]
        if entry == 0 { return (bucket, nil) }
        let slot = Int(truncatingIfNeeded: entry & Self.slotMask) - 1
        if entry & ~Self.slotMask == hash, slots[slot].objectID == objectID {
          return (bucket, slot)
        }
        bucket = (bucket + 1) & mask
      }
    }

    /// The slot of `objectID`, if any.
    func slot(of objectID: String, in slots: Slots) -> Int? {
      find(objectID, hash: Self.hash(objectID), in: slots).slot
    }

    /// Gives `objectID` the slot `slot` unless it has one already.
    /// - Returns: the slot it has already, if any.
    mutating func insert(
      _ objectID: String, slot: Int, in slots: Slots
    ) -> Int? {
      let hash = Self.hash(objectID)
      let (bucket, existing) = find(objectID, hash: hash, in: slots)
      if let existing { return existing }
      // Slot numbers fit in 32 bits: 4 billion records would not fit in memory.
      buckets[bucket] = hash | UInt64(truncatingIfNeeded: slot + 1) & Self.slotMask
      count += 1
      if count * 2 > buckets.count { resize(to: buckets.count * 2) }
      return nil
    }

    /// Makes room for `capacity` objectIDs without growing on the way.
    mutating func reserveCapacity(_ capacity: Int) {
      let size = Self.size(for: capacity, from: buckets.count)
      if size > buckets.count { resize(to: size) }
    }

    /// Takes `objectID` out.
    /// - Returns: its slot, if it had one.
    mutating func remove(
      _ objectID: String, in slots: Slots
    ) -> Int? {
      let (bucket, found) = find(objectID, hash: Self.hash(objectID), in: slots)
      guard let found else { return nil }
      // Backward-shift deletion: each entry after the hole moves into it when the hole lies on
      // its probe path from its home bucket, so probes never stop early and no tombstone is
      // needed.
      let mask = buckets.count - 1
      var hole = bucket
      var next = (hole + 1) & mask
      while buckets[next] != 0 {
        if (next - home(buckets[next], mask: mask)) & mask >= (next - hole) & mask {
          buckets[hole] = buckets[next]
          hole = next
        }
        next = (next + 1) & mask
      }
      buckets[hole] = 0
      count -= 1
      return found
    }

    /// Empties the table and fills it with the objectIDs of `slots` (empty objectIDs skipped),
    /// its size made for them first, so that it does not grow on the way.
    mutating func rebuild(_ slots: Slots) {
      buckets = [UInt64](repeating: 0, count: Self.size(for: slots.count))
      count = 0
      slots.forEachSlot { slot, entry in
        if !entry.objectID.isEmpty { _ = insert(entry.objectID, slot: slot, in: slots) }
      }
    }

    mutating func removeAll() {
      buckets = [UInt64](repeating: 0, count: Self.smallestSize)
      count = 0
    }

    /// Moves the entries to `size` buckets.
    private mutating func resize(to size: Int) {
      let old = buckets
      buckets = [UInt64](repeating: 0, count: size)
      let mask = size - 1
      for entry in old where entry != 0 {
        var bucket = home(entry, mask: mask)
        while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = entry
      }
    }
  }
}
