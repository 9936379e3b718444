/// The 64-bit checksum of saved bytes (sections, headers, journal entries).
///
/// Bytes are hashed in chunks of ``chunkSize`` (so a reader can check a section as it reads it,
/// a chunk at a time); each chunk is read as little-endian 64-bit words in four independent
/// lanes, each step of a lane a bijection of its state for a given word, and the lanes and the
/// chunk's length are folded by bijective steps too. A change confined to one word (a flipped
/// byte, a flipped bit) therefore always changes the checksum; larger damage goes unnoticed
/// with a probability of about 2⁻⁶⁴. It is not a cryptographic hash.
///
/// The function is part of the saved format (see SiftLocal.docc/PersistenceFormat.md): changing it
/// changes the format version.
enum Checksum {
  /// The bytes hashed together before their result is folded into a section's checksum.
  static let chunkSize = 1 << 20

  private static let prime1: UInt64 = 0x9E37_79B9_7F4A_7C15
  private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

  /// The checksum of `bytes`, of any length (chunked).
  static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var combined = Combiner()
    var offset = 0
    repeat {
      let end = min(offset + chunkSize, bytes.count)
      combined.add(chunk(UnsafeRawBufferPointer(rebasing: bytes[offset..<end])))
      offset = end
    } while offset < bytes.count
    return combined.value
  }

  /// The checksum of an array's bytes.
  static func of<T: BitwiseCopyable>(_ array: [T]) -> UInt64 {
    array.withUnsafeBytes { of($0) }
  }

  /// Folds the checksums of consecutive chunks into one.
  struct Combiner {
    private(set) var value: UInt64 = 0x5349_4654_5349_4654

    /// Adds the checksum of the next chunk.
    mutating func add(_ chunk: UInt64) {
      value = avalanche((value ^ chunk) &* prime1 &+ prime3)
    }
  }

  /// The checksum of at most one chunk of bytes.
  static func chunk(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    let count = bytes.count
    var lane0 = prime1 &+ prime2
    var lane1 = prime2
    var lane2: UInt64 = 0
    var lane3 = 0 &- prime1
    @inline(__always) func step(_ lane: inout UInt64, _ word: UInt64) {
      lane = rotate(lane ^ (word &* prime2), 31) &* prime1
    }
    guard let base = bytes.baseAddress else { return avalanche(UInt64(count) &* prime3) }
    var offset = 0
    while offset + 32 <= count {
      step(
        &lane0, UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
      step(
        &lane1,
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)))
      step(
        &lane2,
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)))
      step(
        &lane3,
        UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)))
      offset += 32
    }
    // The last words go to lane 0 (zero-padded); the length is folded in below.
    while offset < count {
      var word: UInt64 = 0
      let end = min(offset + 8, count)
      for index in offset..<end {
        word |=
          UInt64(base.load(fromByteOffset: index, as: UInt8.self)) << UInt64(8 * (index - offset))
      }
      step(&lane0, word)
      offset = end
    }
    var hash = UInt64(count) &* prime3
    for lane in [lane0, lane1, lane2, lane3] {
      hash = (hash ^ avalanche(lane)) &* prime1 &+ prime2
    }
    return avalanche(hash)
  }

  /// `value` mixed with `key`: for a given key, a bijection of the value (two values never give
  /// the same result), and a value keyed by an unknown key cannot be told in advance. A journal
  /// keys its entries' checksums by the salt in its header, so that bytes inside a record
  /// cannot pass for an entry of the journal (see ``JournalFile``).
  static func keyed(_ value: UInt64, by key: UInt64) -> UInt64 {
    avalanche(value ^ avalanche(key &* prime1 &+ prime2))
  }

  @inline(__always)
  private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
    (value << bits) | (value >> (64 - bits))
  }

  /// A bijective mix of all bits.
  @inline(__always)
  private static func avalanche(_ value: UInt64) -> UInt64 {
    var value = value
    value ^= value >> 33
    value = value &* prime2
    value ^= value >> 29
    value = value &* prime3
    value ^= value >> 32
    return value
  }
}
