import Foundation

/// The typo expansions of recent query words, for one snapshot: search-as-you-type repeats the
/// words before the last at every keystroke, and each expansion walks the term trie.
///
/// Bounded: when ``capacity`` words are kept, the cache starts over.
final class WordExpansionCache: @unchecked Sendable {
  /// A query word as expanded: its folded scalars, its typo limit, and whether it is a prefix.
  struct Key: Hashable {
    var folded: [UInt32]
    var maxTypos: Int
    var isPrefix: Bool
  }

  /// The most words kept.
  let capacity: Int
  private let lock = NSLock()
  // Guarded by `lock`.
  private var expansions: [Key: [TermDictionary.Match]] = [:]

  init(capacity: Int = 2048) {
    self.capacity = capacity
  }

  /// The number of words kept.
  var count: Int { lock.withLock { expansions.count } }

  /// The expansion of `key`: kept, or computed by `expand` and kept.
  func matches(
    for key: Key, expand: () -> [TermDictionary.Match]
  ) -> [TermDictionary.Match] {
    if let known = lock.withLock({ expansions[key] }) { return known }
    let computed = expand()
    lock.withLock {
      if expansions.count >= capacity { expansions.removeAll(keepingCapacity: true) }
      expansions[key] = computed
    }
    return computed
  }
}
