/// The interner of folded words (Unicode scalar values).
typealias TermInterner = Interner<UInt32>

/// Gives each distinct word (a run of code units: scalars, or UTF-8 bytes) an id, in order of
/// first appearance: open-addressing hash tables over one flat buffer of code units, so
/// interning a word allocates nothing once it is known. Short words of small units (most words)
/// are found in a cache of packed words; the others in a table of hashes.
struct Interner<Unit: FixedWidthInteger> {
  /// The words' code units, back to back: word `id` is
  /// `scalars[offsets[id] ..< offsets[id + 1]]`.
  private(set) var scalars: [Unit] = []
  private(set) var offsets: [Int] = [0]
  /// The words of the table below, with their hashes, in the order they were added.
  private var tableWords: [(hash: UInt64, id: UInt32)] = []
  /// By hash slot: the word's id in the low 32 bits and its hash's high 32 bits above (so most
  /// mismatches cost no other read), `UInt64.max` for an empty slot; the count is a power of two.
  private var slots = [UInt64](repeating: .max, count: 1024)
  /// The hash bits a slot keeps, and the id bits.
  private static var tagMask: UInt64 { 0xFFFF_FFFF_0000_0000 }
  private static var idMask: UInt64 { 0xFFFF_FFFF }

  /// The number of distinct words.
  var count: Int { offsets.count - 1 }

  /// Word `id`'s code units.
  func word(_ id: Int) -> ArraySlice<Unit> { scalars[offsets[id]..<offsets[id + 1]] }

  private static func hash(_ word: UnsafeBufferPointer<Unit>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for unit in word { hash = (hash ^ UInt64(truncatingIfNeeded: unit)) &* 0x0000_0100_0000_01b3 }
    return hash ^ (hash >> 29)
  }

  /// Words of at most 12 code units below 256, by slot: the cache, where most words are found
  /// with one read of 16 bytes (they are in the table above only past ``shortIDLimit``). An
  /// entry holds the word's first 8 units in `low`; in `high`, units 8 to 11 in bits 0–31, the
  /// length in bits 32–35 and the word's id plus one in bits 36–63 (zero for an empty slot).
  /// The count is a power of two, at most three quarters used: a smaller table keeps more of
  /// the words met often in cache.
  private var short = [(low: UInt64, high: UInt64)](repeating: (0, 0), count: 1024)
  private var shortCount = 0
  /// The bits of `high` that hold a word's units and length, and where its id starts.
  private static var shortKeyMask: UInt64 { 0xF_FFFF_FFFF }
  private static var shortIDShift: UInt64 { 36 }
  /// The longest word the cache holds.
  private static var shortLimit: Int { 12 }

  /// The number of words (the first ones) whose ids the cache holds: ids past it do not fit
  /// its entries, and short words given them are kept in the table.
  private let shortIDLimit: Int

  /// An empty interner.
  /// - Parameter shortIDLimit: the number of first ids the cache of short words holds (at most
  ///   its entries' `2^28 - 1`, the default); a smaller one is for tests.
  init(shortIDLimit: Int = 1 << 28 - 1) {
    self.shortIDLimit = min(shortIDLimit, 1 << 28 - 1)
  }

  /// The id of `word`, a new one if it is not known yet.
  /// - Complexity: O(|word|) expected.
  mutating func intern(_ word: UnsafeBufferPointer<Unit>) -> UInt32 {
    guard let key = Self.shortKey(word) else { return internInTable(word) }
    if let found = findShort(key) { return found }
    return addShort(key, add: { $0.add(word) }, inTable: { $0.internInTable(word) })
  }

  /// The id of the short word packed as `key`, if the cache knows it. The lookup is inlined
  /// where words are interned in a loop; adding a word is a call (``addShort(_:add:inTable:)``),
  /// whose closures are made only then.
  @inline(__always)
  private func findShort(_ key: (low: UInt64, high: UInt64)) -> UInt32? {
    short.withUnsafeBufferPointer { short in
      let mask = short.count - 1
      var slot = Self.slot(of: key, mask: mask)
      while true {
        let entry = short[slot]
        let stored = entry.high >> Self.shortIDShift
        if stored == 0 { return nil }
        if entry.low == key.low, entry.high & Self.shortKeyMask == key.high {
          return UInt32(truncatingIfNeeded: stored &- 1)
        }
        slot = (slot &+ 1) & mask
      }
    }
  }

  /// Adds the short word packed as `key`, which the cache does not know: new while the cache
  /// takes new ids, `add` adds it (it is not looked for in the table, nor put there); past
  /// them, `inTable` interns it in the table.
  @inline(never)
  private mutating func addShort(
    _ key: (low: UInt64, high: UInt64), add: (inout Self) -> UInt32,
    inTable: (inout Self) -> UInt32
  ) -> UInt32 {
    guard count < shortIDLimit else { return inTable(&self) }
    let id = add(&self)
    let stored = UInt64(id) + 1
    shortCount += 1
    if shortCount * 4 > short.count * 3 {
      let old = short
      short = Array(repeating: (0, 0), count: old.count * 2)
      short.withUnsafeMutableBufferPointer { short in
        for entry in old where entry.high >> Self.shortIDShift != 0 {
          let key = (entry.low, entry.high & Self.shortKeyMask)
          short[Self.freeSlot(for: key, in: UnsafeBufferPointer(short))] = entry
        }
      }
    }
    let slot = short.withUnsafeBufferPointer { Self.freeSlot(for: key, in: $0) }
    short[slot] = (key.low, key.high | stored << Self.shortIDShift)
    return id
  }

  /// The first empty slot of `short` from `key`'s.
  private static func freeSlot(
    for key: (low: UInt64, high: UInt64), in short: UnsafeBufferPointer<(low: UInt64, high: UInt64)>
  ) -> Int {
    let mask = short.count - 1
    var slot = slot(of: key, mask: mask)
    while short[slot].high >> shortIDShift != 0 { slot = (slot + 1) & mask }
    return slot
  }

  /// ``intern(_:)`` for a word given as its `count` bytes below 128 at `bytes` (each byte a
  /// code unit), with at least 16 bytes readable from `bytes` whatever the count: a short
  /// word's key is two loads.
  @inline(__always)
  mutating func intern(asciiBytes bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
    guard count <= Self.shortLimit else { return internWidened(bytes, count: count) }
    let key = Self.shortKey(asciiBytes: bytes, count: count)
    if let found = findShort(key) { return found }
    return addShort(key, asciiBytes: bytes, count: count)
  }

  /// ``addShort(_:add:inTable:)`` for a word given as its bytes below 128.
  @inline(never)
  private mutating func addShort(
    _ key: (low: UInt64, high: UInt64), asciiBytes bytes: UnsafePointer<UInt8>, count: Int
  ) -> UInt32 {
    addShort(
      key, add: { $0.add(UnsafeBufferPointer(start: bytes, count: count)) },
      inTable: { $0.internWidened(bytes, count: count) })
  }

  /// The packed form of the `count` bytes at `bytes` (at most ``shortLimit``, with 16 bytes
  /// readable): two loads, read in order from the lowest bits, as ``shortKey(_:)`` packs units.
  @inline(__always)
  private static func shortKey(asciiBytes bytes: UnsafePointer<UInt8>, count: Int)
    -> (low: UInt64, high: UInt64)
  {
    let raw = UnsafeRawPointer(bytes)
    // (The shift counts are converted unchecked: `count` is at most `shortLimit`, so they
    // need no check for a negative value.)
    let lowMask: UInt64 =
      count >= 8 ? .max : (1 &<< UInt64(truncatingIfNeeded: 8 &* count)) &- 1
    let highMask: UInt64 =
      count > 8 ? (1 &<< UInt64(truncatingIfNeeded: 8 &* (count &- 8))) &- 1 : 0
    let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & lowMask
    let high =
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & highMask
      | UInt64(truncatingIfNeeded: count) &<< 32
    return (low, high)
  }

  /// ``internInTable(_:)`` for bytes widened to code units.
  @inline(never)
  private mutating func internWidened(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt32 {
    withUnsafeTemporaryAllocation(of: Unit.self, capacity: count) { units in
      for index in 0..<count { units[index] = Unit(truncatingIfNeeded: bytes[index]) }
      return internInTable(UnsafeBufferPointer(units))
    }
  }

  /// The packed form of a word of at most ``shortLimit`` code units below 256 (its units and
  /// length, as a cache entry holds them).
  private static func shortKey(_ word: UnsafeBufferPointer<Unit>) -> (low: UInt64, high: UInt64)? {
    guard word.count <= shortLimit else { return nil }
    var low: UInt64 = 0
    var high = UInt64(word.count) << 32
    // The units' bits or-ed together: one check for them all.
    var bits: Unit = 0
    let head = min(word.count, 8)
    for index in 0..<head {
      bits |= word[index]
      low |= UInt64(truncatingIfNeeded: word[index]) << UInt64(8 * index)
    }
    for index in head..<word.count {
      bits |= word[index]
      high |= UInt64(truncatingIfNeeded: word[index]) << UInt64(8 * (index - 8))
    }
    guard bits >= 0, bits < 256 else { return nil }
    return (low, high)
  }

  private static func slot(of key: (low: UInt64, high: UInt64), mask: Int) -> Int {
    let mixed = (key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: mixed >> 32) & mask
  }

  /// ``intern(_:)`` through the table of every word.
  private mutating func internInTable(_ word: UnsafeBufferPointer<Unit>) -> UInt32 {
    let hash = Self.hash(word)
    var mask = slots.count - 1
    // The word's id if known, else the free slot for it.
    let (known, slot) = slots.withUnsafeBufferPointer { slots in
      scalars.withUnsafeBufferPointer { scalars in
        offsets.withUnsafeBufferPointer { offsets -> (Int?, Int) in
          var slot = Int(truncatingIfNeeded: hash) & mask
          let tag = hash & Self.tagMask
          while true {
            let entry = slots[slot]
            if entry == .max { return (nil, slot) }
            let id = Int(truncatingIfNeeded: entry & Self.idMask)
            if entry & Self.tagMask == tag, offsets[id + 1] - offsets[id] == word.count {
              let start = offsets[id]
              var index = 0
              while index < word.count, scalars[start + index] == word[index] { index += 1 }
              if index == word.count { return (id, slot) }
            }
            slot = (slot &+ 1) & mask
          }
        }
      }
    }
    if let known { return UInt32(known) }
    let id = add(word)
    tableWords.append((hash, id))
    if tableWords.count * 2 > slots.count {
      slots = [UInt64](repeating: .max, count: slots.count * 2)
      mask = slots.count - 1
      for (existingHash, existing) in tableWords {
        var free = Int(truncatingIfNeeded: existingHash) & mask
        while slots[free] != .max { free = (free + 1) & mask }
        slots[free] = existingHash & Self.tagMask | UInt64(existing)
      }
    } else {
      slots[slot] = hash & Self.tagMask | UInt64(id)
    }
    return id
  }

  /// Adds `word` as the next id, in no table: its units, or bytes below 128 each taken as a
  /// unit.
  private mutating func add<Word: Collection>(_ word: Word) -> UInt32
  where Word.Element: FixedWidthInteger {
    for unit in word { scalars.append(Unit(truncatingIfNeeded: unit)) }
    offsets.append(scalars.count)
    return UInt32(truncatingIfNeeded: count - 1)
  }
}
