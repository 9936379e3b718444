/// The entries of the occurrence index (each document's words, sorted by term, then position):
/// 4 bytes a word when every term id and position of the index fit in one 32-bit integer
/// together (see ``PackedOccurrenceLayout``), else 8 (``Occurrence``).
enum OccurrenceList: Sendable, Equatable {
  /// Each word as one integer, in `layout`.
  case packed(IndexArray<UInt32>, layout: PackedOccurrenceLayout)
  /// Each word's term and position side by side.
  case wide(IndexArray<Occurrence>)

  /// The number of words.
  var count: Int {
    switch self {
    case .packed(let entries, _): return entries.count
    case .wide(let entries): return entries.count
    }
  }

  /// Bytes of the entries (an allocation's header included).
  var memoryBytes: Int {
    switch self {
    case .packed(let entries, _): return entries.memoryBytes
    case .wide(let entries): return entries.memoryBytes
    }
  }

  /// Bytes of the entries read in place from a saved file.
  var mappedBytes: Int {
    switch self {
    case .packed(let entries, _): return entries.mappedBytes
    case .wide(let entries): return entries.mappedBytes
    }
  }

  /// Whether the entries are a saved file's, mapped.
  var isMapped: Bool {
    switch self {
    case .packed(let entries, _): return entries.isMapped
    case .wide(let entries): return entries.isMapped
    }
  }

  /// Makes sure the file's bytes of entries `range` are checked (see ``IndexArray/verify(_:)``).
  @inline(__always)
  func verify(_ range: Range<Int>) {
    switch self {
    case .packed(let entries, _): entries.verify(range)
    case .wide(let entries): entries.verify(range)
    }
  }

  /// Whether every word names a term below `terms`.
  /// - Complexity: O(words).
  func allTermsBelow(_ terms: Int) -> Bool {
    switch self {
    case .packed(let entries, let layout):
      // The largest entry holds the largest term.
      let largest = entries.withUnsafeBufferPointer { $0.max() }
      return largest.map { Int(layout.term($0)) < terms } ?? true
    case .wide(let entries): return Checks.allTermsBelow(entries, terms)
    }
  }

  /// Whether every word's field is below `fields`.
  /// - Complexity: O(words).
  func allFieldsBelow(_ fields: Int) -> Bool {
    var largest = 0
    switch self {
    case .packed(let entries, let layout):
      entries.withUnsafeBufferPointer { entries in
        for entry in entries { largest = max(largest, layout.position(entry).field) }
      }
    case .wide(let entries):
      entries.withUnsafeBufferPointer { entries in
        for entry in entries { largest = max(largest, entry.position.field) }
      }
    }
    return count == 0 || largest < fields
  }

  /// The first document whose words (`offsets[d] ..< offsets[d + 1]`) are not in strictly
  /// increasing order of term, then position; `nil` when every one's are. `offsets` must start
  /// at 0, never decrease and end at ``count``.
  /// - Complexity: O(words).
  func firstDocumentOutOfOrder(offsets: IndexArray<UInt32>) -> Int? {
    switch self {
    case .packed(let entries, _):
      // A packed entry orders as its term, then its position.
      return Checks.firstDocumentOutOfOrder(entries, offsets: offsets) { UInt64($0) }
    case .wide(let entries):
      return Checks.firstDocumentOutOfOrder(entries, offsets: offsets) {
        UInt64($0.term) << 32 | UInt64($0.position.rawValue)
      }
    }
  }
}

/// How a word of the occurrence index packs into 32 bits: its term id above its position's
/// field, above the position and whole-field bit (`position << 1 | isWholeField`, the low bits
/// of ``FieldPosition/rawValue``). An entry then orders as its term, then its position.
struct PackedOccurrenceLayout: Sendable, Hashable {
  /// Bits of `position << 1 | isWholeField`.
  let placeBits: Int
  /// Bits below the term: the place's and the field's. Below 32, as `placeBits` is, so the
  /// masking shifts (`&<<`, `&>>`) by them are exact and need no check.
  let shift: Int

  /// The layout of an index of `termCount` terms, `fieldCount` fields and no position past
  /// `largestPosition`; `nil` when they do not fit in 32 bits.
  init?(termCount: Int, fieldCount: Int, largestPosition: Int) {
    func bits(_ value: Int) -> Int { value > 0 ? Int.bitWidth - value.leadingZeroBitCount : 0 }
    let placeBits = bits(min(largestPosition, FieldPosition.positionLimit) << 1 | 1)
    let shift = placeBits + bits(fieldCount - 1)
    // At least a bit for the term, so that every shift and mask stays below 32 bits.
    guard fieldCount <= FieldPosition.fieldLimit, shift + max(1, bits(termCount - 1)) <= 32 else {
      return nil
    }
    self.placeBits = placeBits
    self.shift = shift
  }

  /// A saved layout; `nil` unless it is one ``init(termCount:fieldCount:largestPosition:)``
  /// can make.
  init?(placeBits: Int, shift: Int) {
    guard (1...FieldPosition.positionBits + 1).contains(placeBits),
      (placeBits...placeBits + FieldPosition.fieldBits).contains(shift), shift < 32
    else { return nil }
    self.placeBits = placeBits
    self.shift = shift
  }

  /// `occurrence` as one entry; its position must fit (see
  /// ``init(termCount:fieldCount:largestPosition:)``).
  @inline(__always)
  func pack(term: UInt32, position: FieldPosition) -> UInt32 {
    let place = position.rawValue & (1 << UInt32(FieldPosition.positionBits + 1) - 1)
    let field = UInt32(truncatingIfNeeded: position.field)
    return term &<< UInt32(shift) | field &<< UInt32(placeBits) | place
  }

  /// The term of `entry`.
  @inline(__always)
  func term(_ entry: UInt32) -> UInt32 { entry &>> UInt32(shift) }

  /// The position of `entry`.
  @inline(__always)
  func position(_ entry: UInt32) -> FieldPosition {
    let low = entry & (1 &<< UInt32(shift) &- 1)
    let place = low & (1 &<< UInt32(placeBits) &- 1)
    let field = low &>> UInt32(placeBits)
    return FieldPosition(rawValue: field << UInt32(FieldPosition.positionBits + 1) | place)
  }

  /// `entry` as an occurrence.
  @inline(__always)
  func occurrence(_ entry: UInt32) -> Occurrence {
    Occurrence(term: term(entry), position: position(entry))
  }
}

/// Read access to a document's words in the occurrence index, in either layout: what ranking
/// and phrase matching read, specialized for each.
protocol OccurrenceEntries {
  /// How many words one 64-byte cache line holds.
  static var wordsPerCacheLine: Int { get }
  /// The number of words.
  var count: Int { get }
  /// The term of word `index`.
  func term(_ index: Int) -> UInt32
  /// Word `index`.
  func occurrence(_ index: Int) -> Occurrence
}

extension OccurrenceEntries {
  /// The first index from `start` (below `end`) whose term is at least `term`, or `end`, in
  /// words sorted by term: a galloping search, cheap when the answer is near `start`.
  @inline(__always)
  func firstIndex(ofTermAtLeast term: UInt32, from start: Int, to end: Int) -> Int {
    guard start < end, self.term(start) < term else { return start }
    var low = start
    var step = 1
    while low + step < end, self.term(low + step) < term {
      low += step
      step <<= 1
    }
    var high = min(low + step, end)
    low += 1
    while low < high {
      let middle = (low + high) >> 1
      if self.term(middle) < term { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// Packed words (see ``PackedOccurrenceLayout``).
struct PackedOccurrenceEntries: OccurrenceEntries {
  let entries: UnsafeBufferPointer<UInt32>
  let layout: PackedOccurrenceLayout

  static var wordsPerCacheLine: Int { 16 }

  var count: Int { entries.count }

  @inline(__always)
  func term(_ index: Int) -> UInt32 { layout.term(entries[index]) }

  @inline(__always)
  func occurrence(_ index: Int) -> Occurrence { layout.occurrence(entries[index]) }
}

/// Words as term and position side by side.
struct WideOccurrenceEntries: OccurrenceEntries {
  let entries: UnsafeBufferPointer<Occurrence>

  static var wordsPerCacheLine: Int { 64 / MemoryLayout<Occurrence>.stride }

  var count: Int { entries.count }

  @inline(__always)
  func term(_ index: Int) -> UInt32 { entries[index].term }

  @inline(__always)
  func occurrence(_ index: Int) -> Occurrence { entries[index] }
}
