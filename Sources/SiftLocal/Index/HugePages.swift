#if canImport(Glibc)
  import Glibc
#endif

/// Huge pages under the large arrays a build or an open fills once: one page fault per 2 MiB
/// instead of one per 4 KiB. On Linux, where transparent huge pages are often enabled only on
/// request (`madvise`), the request is made; elsewhere, or when the kernel declines, nothing
/// changes.
enum HugePages {
  /// Asks for huge pages under the whole 2 MiB pages of `count` bytes at `base`, before they
  /// are first written.
  static func prefer(_ base: UnsafeMutableRawPointer, count: Int) {
    #if canImport(Glibc)
      let huge = 2 << 20
      guard count >= huge else { return }
      let start = (Int(bitPattern: base) + huge - 1) / huge * huge
      let end = (Int(bitPattern: base) + count) / huge * huge
      guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return }
      _ = madvise(address, end - start, 14)  // MADV_HUGEPAGE
    #endif
  }
}

extension HugePages {
  /// The size of a huge page.
  static let size = 2 << 20

  /// `count` bytes (at least one), uninitialized, on huge pages when they fill whole ones:
  /// aligned to a huge page then, so that every whole 2 MiB of them is one. Deallocated with
  /// `deallocate()`.
  static func allocate(_ count: Int) -> UnsafeMutablePointer<UInt8> {
    guard count >= size else { return .allocate(capacity: max(count, 1)) }
    let base = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: size)
    prefer(base, count: count)
    return base.bindMemory(to: UInt8.self, capacity: count)
  }
}

extension Array where Element: BitwiseCopyable {
  /// An empty array with room for `capacity` elements, on huge pages when that room is large
  /// (see ``HugePages``).
  init(hugeCapacity capacity: Int) {
    self.init(unsafeUninitializedCapacity: capacity) { buffer, initialized in
      if let base = buffer.baseAddress {
        HugePages.prefer(
          UnsafeMutableRawPointer(base), count: buffer.count * MemoryLayout<Element>.stride)
      }
      initialized = 0
    }
  }

  /// `count` elements, on huge pages when the array is large (see ``HugePages``), written by
  /// `initialize`, which must initialize every one of them.
  init(
    hugeCount count: Int, initializingWith initialize: (UnsafeMutableBufferPointer<Element>) -> Void
  ) {
    self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
      let elements = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
      if let base = elements.baseAddress {
        HugePages.prefer(
          UnsafeMutableRawPointer(base), count: count * MemoryLayout<Element>.stride)
        initialize(elements)
      }
      initialized = count
    }
  }
}
