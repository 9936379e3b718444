import Foundation

/// The word buffers of bitmaps (``DocSet``) a search made and no longer needs, kept for the
/// next searches of the same snapshot.
///
/// Ranking splits large tiers into smaller ones (``RankingTiers``), each a bitmap over every
/// document: 40 KB at 318,485 documents. Freed, such buffers reach the top of the C heap, and
/// glibc gives the top back to the kernel once it passes 128 KB; the next search then faults
/// the same pages in again, zeroed (13 to 16 pages a search at that size, in a process that
/// holds little else). Kept here, they stay mapped.
///
/// A buffer handed back may still be shared with a set in use: sets are copy-on-write, so the
/// next one to write to it copies it first. The pool is an allocator's shortcut, never a
/// change to what a set holds.
///
/// Bounded: at most ``capacity`` buffers, of the snapshot's universe, are kept.
final class DocSetPool: @unchecked Sendable {
  /// The most buffers kept.
  let capacity: Int
  private let lock = NSLock()
  // Guarded by `lock`.
  private var spare: [[UInt64]] = []

  init(capacity: Int = 16) {
    self.capacity = capacity
  }

  /// The number of buffers kept.
  var count: Int { lock.withLock { spare.count } }

  /// A kept buffer of `wordCount` words, its contents unknown, or `nil` when none is kept.
  private func take(wordCount: Int) -> [UInt64]? {
    lock.withLock {
      guard let last = spare.last, last.count == wordCount else { return nil }
      return spare.removeLast()
    }
  }

  /// The empty set over `universe`, in a kept buffer when there is one.
  /// - Complexity: O(universe / 64).
  func empty(universe: Int) -> DocSet {
    let wordCount = (universe + 63) / 64
    guard var words = take(wordCount: wordCount) else { return DocSet(universe: universe) }
    words.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    return DocSet(universe: universe, words: words)
  }

  /// A copy of `set`, in a kept buffer when there is one.
  /// - Complexity: O(universe / 64).
  func copy(of set: DocSet) -> DocSet {
    guard var words = take(wordCount: set.words.count) else { return set }
    words.withUnsafeMutableBufferPointer { target in
      set.words.withUnsafeBufferPointer { source in
        guard let to = target.baseAddress, let from = source.baseAddress else { return }
        to.update(from: from, count: source.count)
      }
    }
    return DocSet(universe: set.universe, words: words)
  }

  /// Keeps the buffer of `set`, which its holder no longer uses, for a later set over the same
  /// universe (unless ``capacity`` buffers are kept, or they are of another universe).
  func recycle(_ set: consuming DocSet) {
    let words = set.words
    guard !words.isEmpty else { return }
    lock.withLock {
      if let last = spare.last, last.count != words.count { spare.removeAll() }
      if spare.count < capacity { spare.append(words) }
    }
  }
}
