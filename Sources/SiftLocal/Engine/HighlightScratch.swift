import SiftCore

/// What the highlights of one search share (see ``Highlighter``): the terms its query words
/// match, the mark of each term already worked out, and buffers to split texts into words.
///
/// One search at a time uses it, on one thread: it is not `Sendable`. A snapshot keeps it for
/// its next search (``HighlightScratchPool``), emptied of what the search worked out but for
/// the attributes it highlighted, which depend only on the request's `attributesToHighlight`
/// (``highlighting``). No access to one of its members overlaps another (each is read, or set,
/// and let go), so the members a hit reads or sets many times skip the run-time exclusivity
/// checks (about 140 a default request, 8,000 instructions).
final class HighlightScratch {
  /// The terms the query words match, as ranges of term ids, sorted and disjoint (`nil` until
  /// first asked for).
  @exclusivity(unchecked) var markedTerms: [Range<UInt32>]?
  /// For each term met so far: the index of its mark in ``termMarks``, or -1 when it matches no
  /// query word.
  @exclusivity(unchecked) var termMarkIndex = TermTable()
  /// The marks of the terms met so far.
  @exclusivity(unchecked) var termMarks: [TermMark] = []
  /// The attributes every hit of a search highlights, worked out by its first hit (see
  /// ``HighlightedAttributes``): kept by ``reset()`` for the next search that names the same.
  var highlighting: HighlightedAttributes?
  /// Whether ``highlighting`` is this search's (its first hit has checked it, or set it).
  var highlightingIsCurrent = false
  /// The `matchedWords` arrays made so far, each with its query words as bits (bit i: word i),
  /// at most ``matchedWordsLimit`` of them.
  @exclusivity(unchecked) var matchedWords: [(words: UInt64, texts: JSON)] = []
  /// How many `matchedWords` arrays a search keeps: a search's texts match a few sets of its
  /// words, and a list this short is searched faster than a word set is hashed.
  static let matchedWordsLimit = 16
  /// The UTF-8 bytes of the keys of the record members each hit reads (see
  /// ``IndexSnapshot/readMembers(_:)``), worked out by the first hit: `nil` until then, and
  /// `.some(nil)` when hits read every member.
  var readMembers: [[UInt8]]??
  /// The keys of the records the hits have read so far, and a template of their objects (as
  /// the arrays below, its accesses never overlap).
  @exclusivity(unchecked) var recordShape = CompactRecord.Shape()

  // The arrays kept between uses. Each access to one is a call to `take()` or `keep(_:)`,
  // which never overlaps another on one thread, and one search uses the scratch on one thread:
  // the run-time exclusivity checks, a tenth of a percent of a default request, are left out.

  /// The marks of the words of the text being highlighted, kept from text to text.
  @exclusivity(unchecked) var marks = ReusedArray<Highlighter.Mark>()
  /// The marked words of a hit (``DocumentMarks/words``), kept from hit to hit.
  @exclusivity(unchecked) var markedWords = ReusedArray<UInt64>()
  /// The highlight results of a hit, one per highlighted attribute, kept from hit to hit.
  @exclusivity(unchecked) var highlighted = ReusedArray<JSON?>()

  /// Room for the folded bytes of an ASCII text (``Tokenizer/asciiWords(_:into:words:)``).
  private(set) var folded = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
  /// Room for the ranges of an ASCII text's words.
  private(set) var words = UnsafeMutablePointer<Range<Int>>.allocate(capacity: 256)
  private var capacity = 256

  /// The most bytes of text the buffers of a scratch kept for another search
  /// (``HighlightScratchPool``) may have room for, and the most slots its term table may have:
  /// a search that met a longer text, or more terms, leaves its scratch to be freed.
  static let keptTextCapacity = 1 << 16
  /// The most slots the term table of a kept scratch may have (see ``keptTextCapacity``).
  static let keptTermSlots = 1 << 12

  /// Forgets what the last search worked out (its terms, marks and record keys), keeping the
  /// room of the buffers and arrays, and the attributes it highlighted (``highlighting``), for
  /// another search.
  func reset() {
    markedTerms = nil
    termMarkIndex.removeAll()
    termMarks.removeAll(keepingCapacity: true)
    highlightingIsCurrent = false
    matchedWords.removeAll(keepingCapacity: true)
    readMembers = nil
    recordShape = CompactRecord.Shape()
  }

  /// Whether the scratch's buffers are small enough to keep for another search.
  var isKeepable: Bool {
    capacity <= Self.keptTextCapacity && termMarkIndex.slotCount <= Self.keptTermSlots
  }

  /// Makes room for a text of `count` bytes in ``folded`` and ``words`` (their contents are
  /// not kept).
  func reserve(_ count: Int) {
    guard count > capacity else { return }
    folded.deallocate()
    words.deallocate()
    capacity = max(count, capacity * 2)
    folded = .allocate(capacity: capacity)
    words = .allocate(capacity: capacity)
  }

  deinit {
    folded.deallocate()
    words.deallocate()
  }
}

/// The attributes the hits of a search highlight, named in its `attributesToHighlight` (not
/// `*`, whose attributes are each record's) or the searchable ones: the same for any search of
/// the snapshot that names the same.
struct HighlightedAttributes {
  /// The `attributesToHighlight` they are worked out from.
  var requested: [String]?
  /// Whether the highlighter that worked them out reads the occurrence index (see
  /// ``Highlighter/field(named:)``).
  var readsOccurrences: Bool
  /// The attributes, each with the searchable field the occurrence index highlights it from.
  var attributes: [(name: String, field: Int?)]
  /// The objects of the hits' `_highlightResult` when the attributes are plain names, each
  /// once (`nil` otherwise).
  var template: ObjectTemplate?
}

/// A map from term ids to mark indices (``HighlightScratch/termMarkIndex``): open addressing
/// over a power-of-two table with a multiplicative hash, which a term looked up for every word
/// of every hit reaches without `Hasher`.
struct TermTable {
  /// The empty slot's key: no term id (ids are below the dictionary's count, which is below it).
  private static let empty = UInt32.max
  private var keys = [UInt32](repeating: TermTable.empty, count: 64)
  private var values = [Int32](repeating: 0, count: 64)
  private var count = 0

  /// The number of slots of the table (twice its entries at most).
  var slotCount: Int { keys.count }

  /// Removes every entry, keeping the table's room.
  /// - Complexity: O(slots) when it holds an entry.
  mutating func removeAll() {
    guard count > 0 else { return }
    keys.withUnsafeMutableBufferPointer { $0.update(repeating: Self.empty) }
    count = 0
  }

  /// The value of `term`, if set.
  subscript(term: UInt32) -> Int32? {
    get {
      guard term != Self.empty else { return nil }
      let mask = keys.count - 1
      var slot = Self.slot(term, mask: mask)
      while true {
        let key = keys[slot]
        if key == term { return values[slot] }
        if key == Self.empty { return nil }
        slot = (slot + 1) & mask
      }
    }
    set {
      guard term != Self.empty, let newValue else { return }
      if (count + 1) * 2 > keys.count { grow() }
      let mask = keys.count - 1
      var slot = Self.slot(term, mask: mask)
      while keys[slot] != Self.empty, keys[slot] != term { slot = (slot + 1) & mask }
      if keys[slot] == Self.empty { count += 1 }
      keys[slot] = term
      values[slot] = newValue
    }
  }

  @inline(__always)
  private static func slot(_ term: UInt32, mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(term) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// Doubles the table, every entry placed again.
  private mutating func grow() {
    let (oldKeys, oldValues) = (keys, values)
    keys = [UInt32](repeating: Self.empty, count: oldKeys.count * 2)
    values = [Int32](repeating: 0, count: oldKeys.count * 2)
    count = 0
    for (key, value) in zip(oldKeys, oldValues) where key != Self.empty { self[key] = value }
  }
}
