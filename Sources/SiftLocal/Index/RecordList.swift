/// A snapshot's records by document id: the records of an index built in this process, or a
/// saved file's record bytes where they lie (mapped) with the offsets of each record, read a
/// record at a time (no value per record in memory).
///
/// A replica's records are its primary's in another order: the primary's list, reordered
/// (``reordered(_:)``).
struct RecordList: Sendable {
  private enum Storage: Sendable {
    case records([CompactRecord])
    /// The saved bytes of every record (as a page, and as an array to check them), where each
    /// record starts (and the end), and, for a replica, its documents' positions among them.
    case saved(
      page: RecordPage, bytes: IndexArray<UInt8>, offsets: IndexArray<UInt64>,
      order: IndexArray<UInt32>?)
  }

  private let storage: Storage
  /// The number of records.
  let count: Int

  /// The records of `records`, by document id.
  init(_ records: [CompactRecord]) {
    storage = .records(records)
    count = records.count
  }

  /// The records saved back to back in `page` (whose bytes `bytes` views), record `i` from
  /// `offsets[i]` to `offsets[i + 1]`. Offsets out of order or past the bytes read as empty
  /// records, whatever a saved file says.
  init(page: RecordPage, bytes: IndexArray<UInt8>, offsets: IndexArray<UInt64>) {
    storage = .saved(page: page, bytes: bytes, offsets: offsets, order: nil)
    count = Swift.max(0, offsets.count - 1)
  }

  /// The records of positions `order` among these (a replica's documents among its
  /// primary's); a position out of range reads as an empty record.
  func reordered(_ order: IndexArray<UInt32>) -> RecordList {
    switch storage {
    case .records(let records):
      return RecordList(
        order.map { Int($0) < records.count ? records[Int($0)] : CompactRecord.empty })
    case .saved(let page, let bytes, let offsets, nil):
      return RecordList(storage: .saved(page: page, bytes: bytes, offsets: offsets, order: order))
    case .saved(let page, let bytes, let offsets, let existing?):
      let composed = order.map { Int($0) < existing.count ? existing[Int($0)] : .max }
      return RecordList(
        storage: .saved(page: page, bytes: bytes, offsets: offsets, order: IndexArray(composed)))
    }
  }

  private init(storage: Storage) {
    self.storage = storage
    switch storage {
    case .records(let records): count = records.count
    case .saved(_, _, let offsets, let order):
      count = order?.count ?? Swift.max(0, offsets.count - 1)
    }
  }

  /// Whether the records are a saved file's, mapped.
  var isMapped: Bool {
    if case .saved = storage { return true }
    return false
  }

  /// Bytes the list takes (the records' included), wherever they are.
  var memoryBytes: Int {
    switch storage {
    case .records(let records):
      // Records share pages: each page counts once.
      var pages: Set<ObjectIdentifier> = []
      var bytes = 32 + records.capacity * MemoryLayout<CompactRecord>.stride
      for record in records where pages.insert(ObjectIdentifier(record.page)).inserted {
        bytes += 32 + record.page.capacity
      }
      return bytes
    case .saved(_, let bytes, let offsets, let order):
      return bytes.memoryBytes + offsets.memoryBytes + (order?.memoryBytes ?? 0)
    }
  }

  /// Bytes of the records and their offsets read in place from a saved file.
  var mappedBytes: Int {
    guard case .saved(_, let bytes, let offsets, let order) = storage else { return 0 }
    return bytes.mappedBytes + offsets.mappedBytes + (order?.mappedBytes ?? 0)
  }

  /// Checks a saved file's offsets cover its records' bytes in order, and a replica's order
  /// names each record once (see ``InvariantCheck``).
  func validate(into check: inout InvariantCheck) {
    guard case .saved(_, let bytes, let offsets, let order) = storage else { return }
    check.expect(
      Checks.areOffsets(offsets, total: bytes.count), "record offsets do not cover the records")
    if let order {
      let primaries = offsets.count - 1
      var seen = [Bool](repeating: false, count: Swift.max(0, primaries))
      var distinct = Checks.allBelow(order, primaries)
      if distinct {
        order.withUnsafeBufferPointer { order in
          for position in order where distinct {
            distinct = !seen[Int(position)]
            seen[Int(position)] = true
          }
        }
      }
      check.expect(distinct, "a replica's records are not its primary's, each once")
    }
  }

  /// The saved files the records are read from.
  /// - Complexity: O(1) for a saved file's records, O(n) otherwise.
  var sources: [MappedIndexFile] {
    switch storage {
    case .saved(let page, _, _, _):
      return page.source.map { [$0] } ?? []
    case .records(let records):
      var seen: Set<ObjectIdentifier> = []
      var sources: [MappedIndexFile] = []
      for record in records {
        guard let source = record.page.source, seen.insert(ObjectIdentifier(source)).inserted
        else { continue }
        sources.append(source)
      }
      return sources
    }
  }

  /// Checks the saved bytes of every record now (nothing for records built in this process).
  func verifyAll() {
    guard case .saved(_, let bytes, let offsets, let order) = storage else { return }
    bytes.verifyAll()
    offsets.verifyAll()
    order?.verifyAll()
  }
}

extension RecordList: RandomAccessCollection {
  var startIndex: Int { 0 }
  var endIndex: Int { count }

  /// The record of document `doc` (in `0 ..< count`).
  subscript(doc: Int) -> CompactRecord {
    record(doc, verifyingBytes: true)
  }

  /// The record of document `doc` (in `0 ..< count`), a saved file's bytes of it not checked
  /// yet: for a holder that checks each record before it reads it (``RecordStore``, with
  /// ``CompactRecord/verifySavedBytes()``), so that taking every record costs no read of
  /// every record's bytes.
  func unverifiedRecord(_ doc: Int) -> CompactRecord {
    record(doc, verifyingBytes: false)
  }

  @inline(__always)
  private func record(_ doc: Int, verifyingBytes: Bool) -> CompactRecord {
    switch storage {
    case .records(let records):
      return records[doc]
    case .saved(let page, let bytes, let offsets, let order):
      var index = doc
      if let order {
        precondition(doc >= 0 && doc < order.count, "Index out of range")
        order.verify(doc..<doc + 1)
        index = Int(order[doc])
        guard index < offsets.count - 1 else { return .empty }
      }
      offsets.verify(index..<index + 2)
      let end = Swift.min(offsets[index + 1], UInt64(bytes.count))
      let start = Swift.min(offsets[index], end)
      if verifyingBytes { bytes.verify(Int(start)..<Int(end)) }
      return CompactRecord(page: page, start: Int(start), count: Int(end - start))
    }
  }
}
