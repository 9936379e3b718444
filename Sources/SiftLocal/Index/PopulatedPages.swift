#if canImport(Glibc)
  import Glibc
#endif

/// Memory that a build or an open is about to write whole, made resident with one system call
/// (Linux's `MADV_POPULATE_WRITE`) before it is written, instead of one page fault per 4 KiB as
/// the writes reach it. The kernel still zeroes every page; what goes is the trap of each fault.
/// Where the call is not available (older kernels, other systems) it does nothing, and the pages
/// fault in as they are written.
///
/// Transparent huge pages, which these arrays used to ask for (`MADV_HUGEPAGE`), are not asked
/// for: on a virtual machine that gives the host back the memory its guest frees (virtio-balloon
/// free page reporting, which this project's CI machine has), a huge page the host has taken back
/// costs far more to write first than its 512 small pages. There, writing 128 MiB of fresh memory
/// took a median of 336.6 ms on huge pages against 57.4 ms on 4 KiB pages faulted in and 43.2 ms
/// populated this way (`sift-bench --page-costs 128`: five rounds, five seconds apart); huge pages
/// were faster (11.5 ms) only when they reused memory freed a moment before.
enum PopulatedPages {
  /// The size below which an allocation is left to fault in as it is written (the call's cost
  /// outweighs what it saves).
  static let threshold = 1 << 20

  /// Makes the whole 4 KiB pages of `count` bytes at `base` resident, before they are written.
  static func populate(_ base: UnsafeMutableRawPointer, count: Int) {
    #if canImport(Glibc)
      guard count >= threshold else { return }
      let page = 4096
      let start = (Int(bitPattern: base) + page - 1) / page * page
      let end = (Int(bitPattern: base) + count) / page * page
      guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return }
      _ = madvise(address, end - start, 23)  // MADV_POPULATE_WRITE (Linux 5.14)
    #endif
  }

  /// `count` bytes (at least one), uninitialized, populated when they are many (see
  /// ``populate(_:count:)``). Deallocated with `deallocate()`.
  static func allocate(_ count: Int) -> UnsafeMutablePointer<UInt8> {
    let base = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
    populate(base, count: count)
    return base
  }
}

extension Array where Element: BitwiseCopyable {
  /// `count` elements, written by `initialize`, which must initialize every one of them, into
  /// memory populated first when the array is large (see ``PopulatedPages``). `initialize` runs
  /// once, with an empty buffer when `count` is zero.
  init(
    populatedCount count: Int,
    initializingWith initialize: (UnsafeMutableBufferPointer<Element>) -> Void
  ) {
    // No uninitialized array for nothing: `Array(unsafeUninitializedCapacity: 0)` writes its
    // count into the shared empty-array storage, a race when two threads build empty arrays.
    // `initialize` still runs (callers may nest work in it), with an empty buffer.
    guard count > 0 else {
      initialize(UnsafeMutableBufferPointer(start: nil, count: 0))
      self = []
      return
    }
    self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
      let elements = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
      if let base = elements.baseAddress {
        PopulatedPages.populate(
          UnsafeMutableRawPointer(base), count: count * MemoryLayout<Element>.stride)
        initialize(elements)
      }
      initialized = count
    }
  }
}
