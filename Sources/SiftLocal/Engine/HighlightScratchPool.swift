import Foundation

/// The highlight scratches (``HighlightScratch``) searches of one snapshot used, kept for its
/// next searches.
///
/// A scratch grows as a search uses it: its buffers to the longest text split, its tables to
/// the terms met, its arrays to the marks of a hit. Made anew for each search, it is some
/// twenty allocations, freed and made again by the next search. Kept here, emptied of what the
/// search worked out (``HighlightScratch/reset()``), it is ready with its room.
///
/// A scratch is used by one search at a time: ``take()`` hands it to one, ``recycle(_:)``
/// takes it back once the search has built its hits. Bounded: at most ``capacity`` are kept,
/// and none whose buffers grew past ``HighlightScratch/keptTextCapacity``.
final class HighlightScratchPool: @unchecked Sendable {
  /// The most scratches kept (one per search running at once, up to this many).
  let capacity: Int
  private let lock = NSLock()
  // Guarded by `lock`.
  private var spare: [HighlightScratch] = []

  init(capacity: Int = 4) {
    self.capacity = capacity
  }

  /// The number of scratches kept.
  var count: Int { lock.withLock { spare.count } }

  /// A kept scratch, emptied, or a new one when none is kept.
  func take() -> HighlightScratch {
    lock.withLock { spare.popLast() } ?? HighlightScratch()
  }

  /// Keeps `scratch`, which its search no longer uses, for a later search (unless
  /// ``capacity`` are kept, or its buffers grew too large to keep).
  func recycle(_ scratch: HighlightScratch) {
    guard scratch.isKeepable else { return }
    scratch.reset()
    lock.withLock {
      if spare.count < capacity { spare.append(scratch) }
    }
  }
}
