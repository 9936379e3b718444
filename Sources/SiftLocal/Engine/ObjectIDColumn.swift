/// Object ids by document id in one UTF-8 buffer, with the documents sorted by object id so a
/// binary search finds one (about 8 bytes per document plus the ids' text, instead of a
/// 16-byte `String` each and a hash table).
///
/// The sort order is `String`'s (canonical equivalence, like the record store's dictionary);
/// when every id is ASCII it is plain byte order and lookups compare bytes.
struct ObjectIDColumn: Sendable {
  /// The ids' UTF-8, back to back.
  private let bytes: IndexArray<UInt8>
  /// `offsets[d] ..< offsets[d + 1]` in ``bytes`` is document `d`'s id.
  private let offsets: IndexArray<UInt32>
  /// Document ids sorted by object id.
  let sorted: IndexArray<UInt32>
  /// Whether every id is ASCII (byte order is then `String` order).
  private let isASCII: Bool

  /// The column of `ids`, by document id (they must be distinct).
  init(_ ids: [String], scratch: RadixSort.Scratch = RadixSort.Scratch()) {
    var bytes: [UInt8] = []
    var offsets: [UInt32] = [0]
    offsets.reserveCapacity(ids.count + 1)
    bytes.reserveCapacity(ids.reduce(0) { $0 + $1.utf8.count })
    for id in ids {
      // A native string's bytes are copied at once; others byte by byte.
      let copied: Void? = id.utf8.withContiguousStorageIfAvailable { utf8 in
        bytes.append(contentsOf: utf8)
      }
      if copied == nil { bytes.append(contentsOf: id.utf8) }
      offsets.append(UInt32(truncatingIfNeeded: bytes.count))
    }
    let isASCII = bytes.allSatisfy { $0 < 0x80 }
    self.bytes = IndexArray(bytes)
    self.offsets = IndexArray(offsets)
    self.isASCII = isASCII
    var order = (0..<UInt32(truncatingIfNeeded: ids.count)).map { $0 }
    if isASCII {
      // 8-byte big-endian prefixes order most ids (a radix sort) without touching the bytes
      // again; runs of ids sharing a prefix (`python3-`, `libghc-…`) are sorted by their next
      // 8 bytes, and only ids sharing 16 bytes compare the rest.
      bytes.withUnsafeBufferPointer { bytes in
        offsets.withUnsafeBufferPointer { offsets in
          let prefixes = order.map { doc in Self.prefix(bytes, offsets, Int(doc), from: 0) }
          order = RadixSort.order(prefixes, scratch: scratch)
          var run: [(key: UInt64, doc: UInt32)] = []
          var start = 0
          while start < order.count {
            var end = start + 1
            let key = prefixes[Int(order[start])]
            while end < order.count, prefixes[Int(order[end])] == key { end += 1 }
            if end - start > 1 {
              run.removeAll(keepingCapacity: true)
              for doc in order[start..<end] {
                run.append((Self.prefix(bytes, offsets, Int(doc), from: 8), doc))
              }
              run.sort { lhs, rhs in
                lhs.key != rhs.key
                  ? lhs.key < rhs.key
                  : Self.compare(bytes, offsets, Int(lhs.doc), Int(rhs.doc), from: 16) < 0
              }
              for (offset, entry) in run.enumerated() { order[start + offset] = entry.doc }
            }
            start = end
          }
        }
      }
    } else {
      order.sort { ids[Int($0)] < ids[Int($1)] }
    }
    sorted = IndexArray(order)
  }

  /// A column from its saved arrays (see ``saved``), as they are: lookups stay within them
  /// whatever they hold (``isOrdered`` says whether they are what a lookup needs).
  init(
    savedBytes bytes: IndexArray<UInt8>, offsets: IndexArray<UInt32>, sorted: IndexArray<UInt32>,
    isASCII: Bool
  ) {
    self.bytes = bytes
    self.offsets = offsets.isEmpty ? [0] : offsets
    self.sorted = sorted
    self.isASCII = isASCII
  }

  /// Whether ``sorted`` orders every document by its id, each once, as lookups need: values
  /// below ``count``, ids strictly increasing (byte by byte in an ASCII column, as strings
  /// otherwise), and an ASCII column's bytes all ASCII. What an open checks of a saved column.
  /// - Complexity: O(bytes of the ids).
  var isOrdered: Bool {
    guard sorted.count == count, Checks.allBelow(sorted, count),
      Checks.areOffsets(offsets, count: count + 1, total: bytes.count)
    else { return false }
    guard isASCII else {
      return sorted.indices.dropFirst().allSatisfy {
        self[Int(sorted[$0 - 1])] < self[Int(sorted[$0])]
      }
    }
    return bytes.withUnsafeBufferPointer { buffer in
      offsets.withUnsafeBufferPointer { offsets in
        buffer.allSatisfy { $0 < 0x80 }
          && sorted.indices.dropFirst().allSatisfy {
            Self.compare(buffer, offsets, Int(sorted[$0 - 1]), Int(sorted[$0])) < 0
          }
      }
    }
  }

  /// The arrays a saved index keeps.
  var saved:
    (
      bytes: IndexArray<UInt8>, offsets: IndexArray<UInt32>, sorted: IndexArray<UInt32>,
      isASCII: Bool
    )
  {
    (bytes, offsets, sorted, isASCII)
  }

  /// The number of ids.
  var count: Int { offsets.count - 1 }

  /// Where document `doc`'s id lies in ``bytes`` (empty for a document out of range: within
  /// the bytes whatever a saved file's offsets say).
  @inline(__always)
  private func range(of doc: Int) -> Range<Int> {
    guard doc >= 0, doc < count else { return 0..<0 }
    let range = StringTable.clamped(offsets[doc], offsets[doc + 1], bytes.count)
    bytes.verify(range)
    return range
  }

  /// Document `doc`'s object id.
  subscript(doc: Int) -> String {
    let range = range(of: doc)
    return bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }
  }

  /// The document at position `position` of ``sorted`` (`count`, which is no document, when a
  /// saved file's is out of range).
  @inline(__always)
  private func sortedDocument(_ position: Int) -> Int {
    return min(Int(sorted[position]), count)
  }

  /// The document with this object id, if any.
  /// - Complexity: O(log n) comparisons.
  func document(_ objectID: String) -> Int? {
    var query = objectID
    let found: Int? = query.withUTF8 { key in
      guard isASCII, key.allSatisfy({ $0 < 0x80 }) else { return nil }
      return bytes.withUnsafeBufferPointer { buffer in
        var low = 0
        var high = sorted.count
        while low < high {
          let middle = (low + high) / 2
          let id = UnsafeBufferPointer(rebasing: buffer[range(of: sortedDocument(middle))])
          if id.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        guard low < sorted.count else { return -1 }
        let doc = sortedDocument(low)
        guard doc < count else { return -1 }
        return buffer[range(of: doc)].elementsEqual(key) ? doc : -1
      }
    }
    if let found { return found >= 0 ? found : nil }
    // Non-ASCII ids compare as strings (canonically equivalent ids are the same id).
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if self[sortedDocument(middle)] < objectID { low = middle + 1 } else { high = middle }
    }
    guard low < sorted.count, sortedDocument(low) < count, self[sortedDocument(low)] == objectID
    else { return nil }
    return sortedDocument(low)
  }

  /// The 8 bytes of id `doc` from byte `from` on, big-endian, zero-padded.
  @inline(__always)
  private static func prefix(
    _ bytes: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<UInt32>, _ doc: Int,
    from: Int
  ) -> UInt64 {
    var key: UInt64 = 0
    let start = Int(offsets[doc]) + from
    let end = min(Int(offsets[doc + 1]), start + 8)
    var index = start
    while index < end {
      key |= UInt64(bytes[index]) << UInt64(56 - 8 * (index - start))
      index += 1
    }
    return key
  }

  /// Compares ids `lhs` and `rhs` byte by byte from byte `from` on (their earlier bytes being
  /// equal): negative, zero or positive.
  private static func compare(
    _ bytes: UnsafeBufferPointer<UInt8>, _ offsets: UnsafeBufferPointer<UInt32>, _ lhs: Int,
    _ rhs: Int, from: Int = 0
  ) -> Int {
    let (leftEnd, rightEnd) = (Int(offsets[lhs + 1]), Int(offsets[rhs + 1]))
    var left = min(Int(offsets[lhs]) + from, leftEnd)
    var right = min(Int(offsets[rhs]) + from, rightEnd)
    while left < leftEnd, right < rightEnd {
      if bytes[left] != bytes[right] { return Int(bytes[left]) - Int(bytes[right]) }
      left += 1
      right += 1
    }
    // One is a prefix of the other (as far as the bytes before `from` go too).
    return (leftEnd - Int(offsets[lhs])) - (rightEnd - Int(offsets[rhs]))
  }

  /// Whether `other` is this column, its storage shared (a copy of the same saved or built
  /// column), not merely equal.
  func isStored(like other: ObjectIDColumn) -> Bool {
    bytes.address == other.bytes.address && offsets.address == other.offsets.address
      && bytes.count == other.bytes.count && offsets.count == other.offsets.count
  }

  /// Bytes of the arrays.
  var memoryBytes: Int { bytes.memoryBytes + offsets.memoryBytes + sorted.memoryBytes }

  /// Bytes of the arrays read in place from a saved file.
  var mappedBytes: Int { bytes.mappedBytes + offsets.mappedBytes + sorted.mappedBytes }

  /// Checks the ids are sorted and distinct (see ``InvariantCheck``).
  func validate(into check: inout InvariantCheck) {
    check.expect(isOrdered, "objectIDs not sorted and unique")
  }
}
