import Foundation

#if canImport(Synchronization)
  import Synchronization
#endif

/// One flag per block of a mapped file, set once and never cleared, read and set from any
/// thread: which blocks' checksums were found to hold (``MappedIndexFile``).
///
/// Reading a flag is one load, with no lock (an atomic load, relaxed: a block's bytes never
/// change, so a flag seen set late only means a block checked twice). On Apple systems older
/// than the Synchronization module's atomics (macOS 15, iOS 18), the flags are read and set
/// under a lock.
final class BlockFlags: @unchecked Sendable {
  // Written only through atomic operations (or under `lock` on systems without them).

  /// The number of flags.
  let count: Int
  private let words: UnsafeMutableRawPointer
  private let wordCount: Int
  private let lock = NSLock()

  /// `count` flags, all clear.
  init(count: Int) {
    self.count = max(0, count)
    wordCount = (self.count + 63) / 64
    words = .allocate(
      byteCount: max(1, wordCount) * MemoryLayout<UInt64>.stride,
      alignment: MemoryLayout<UInt64>.alignment)
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        let atomics = words.bindMemory(to: Atomic<UInt64>.self, capacity: max(1, wordCount))
        for index in 0..<max(1, wordCount) { (atomics + index).initialize(to: Atomic(0)) }
        return
      }
    #endif
    words.initializeMemory(as: UInt64.self, repeating: 0, count: max(1, wordCount))
  }

  deinit {
    words.deallocate()
  }

  /// Whether flag `index` (below ``count``) is set.
  @inline(__always)
  func isSet(_ index: Int) -> Bool {
    word(index >> 6) & (1 &<< UInt64(index & 63)) != 0
  }

  /// The 64 flags from `64 · word` on, as bits.
  @inline(__always)
  func word(_ word: Int) -> UInt64 {
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        let atomics = words.assumingMemoryBound(to: Atomic<UInt64>.self)
        return atomics[word].load(ordering: .relaxed)
      }
    #endif
    return lock.withLock { words.load(fromByteOffset: word * 8, as: UInt64.self) }
  }

  /// Sets flag `index` (below ``count``).
  func set(_ index: Int) {
    let bit: UInt64 = 1 &<< UInt64(index & 63)
    #if canImport(Synchronization)
      if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        let atomics = words.assumingMemoryBound(to: Atomic<UInt64>.self)
        atomics[index >> 6].bitwiseOr(bit, ordering: .relaxed)
        return
      }
    #endif
    lock.withLock {
      let offset = (index >> 6) * 8
      words.storeBytes(
        of: words.load(fromByteOffset: offset, as: UInt64.self) | bit, toByteOffset: offset,
        as: UInt64.self)
    }
  }

  /// Sets every flag.
  func setAll() {
    for index in 0..<count { set(index) }
  }

  /// The number of flags set.
  var setCount: Int {
    (0..<wordCount).reduce(0) { $0 + word($1).nonzeroBitCount }
  }

  /// Whether every flag is set.
  var allSet: Bool {
    for index in 0..<wordCount {
      let bits = index == wordCount - 1 && count % 64 != 0 ? count % 64 : 64
      let mask: UInt64 = bits == 64 ? ~0 : (1 << UInt64(bits)) - 1
      if word(index) & mask != mask { return false }
    }
    return true
  }
}
