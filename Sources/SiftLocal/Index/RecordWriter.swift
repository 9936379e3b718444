/// Encodes records one after another into pages (``RecordPage``): the writer of one write
/// batch. Appending checks only the capacity (an array would also check that its storage is
/// not shared). Not `Sendable`: it belongs to the batch that made it.
final class RecordWriter {
  /// The largest page a batch fills before starting a new one: big enough that a page's
  /// header and slack are negligible, small enough that a few records still alive keep little
  /// else alive; 2 MiB, which a bulk load makes resident with one call (``PopulatedPages``).
  static let pageSize = 2 << 20

  private var page: RecordPage
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// The bytes written to ``page``, the current record's included.
  private var count = 0
  /// Where the current record starts in ``page``.
  private var recordStart = 0
  /// The capacity of the next page.
  private var nextCapacity: Int
  /// Whether the batch ended (``finish()``): the writer writes nothing more.
  private var isFinished = false

  /// A writer for a batch of about `expectedRecords` records.
  init(expectedRecords: Int) {
    // About 256 bytes a record to start with; later pages double up to the page size.
    let first = min(
      Self.pageSize, max(64, expectedRecords.multipliedReportingOverflow(by: 256).partialValue))
    page = RecordPage(capacity: first)
    base = page.base
    capacity = first
    nextCapacity = min(Self.pageSize, first * 2)
  }

  /// Ends the current record: the bytes written since the last record ended.
  func endRecord() -> CompactRecord {
    let record = CompactRecord(page: page, start: recordStart, count: count - recordStart)
    recordStart = count
    return record
  }

  /// Gives back the bytes of `record` if it is the last record written (a record replaced by
  /// another encoding of it before anything stored it).
  func discard(_ record: CompactRecord) {
    guard !isFinished, record.page === page, record.start + record.count == count,
      recordStart == count
    else { return }
    count = record.start
    recordStart = count
  }

  /// Ends the batch: the last page gives back the room it did not use and is sealed. Records
  /// already made stay valid (a record reads its page's storage when it is read). Any write
  /// after this stops the program: the pages are published.
  func finish() {
    if capacity - count > 4096, capacity > 2 * count {
      page.reallocate(capacity: count, keeping: count)
      base = page.base
    }
    page.seal()
    // Every later append goes through `grow`, which refuses it.
    capacity = count
    isFinished = true
  }

  /// Appends a byte.
  @inline(__always)
  func append(_ byte: UInt8) {
    if count == capacity { grow(to: count + 1) }
    base[count] = byte
    count += 1
  }

  /// Appends `value` as a varint (7 bits a byte, low bits first).
  @inline(__always)
  func appendVarint(_ value: UInt64) {
    if count + 10 > capacity { grow(to: count + 10) }
    var value = value
    while value >= 0x80 {
      base[count] = UInt8(truncatingIfNeeded: value) | 0x80
      count += 1
      value >>= 7
    }
    base[count] = UInt8(value)
    count += 1
  }

  /// Appends the 8 bytes of `value`, little-endian.
  func appendLittleEndian(_ value: UInt64) {
    if count + 8 > capacity { grow(to: count + 8) }
    var value = value.littleEndian
    withUnsafeBytes(of: &value) { bytes in
      guard let source = bytes.baseAddress else { return }
      UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: 8)
    }
    count += 8
  }

  /// Appends a string: its length as a varint, then its UTF-8 bytes.
  func appendString(_ utf8: UnsafeBufferPointer<UInt8>) {
    if count + 10 + utf8.count > capacity { grow(to: count + 10 + utf8.count) }
    appendVarint(UInt64(utf8.count))
    let target = base + count
    if utf8.count <= 16 {
      // Short strings (most keys and words): a loop costs less than a call to memmove.
      for index in 0..<utf8.count { target[index] = utf8[index] }
    } else if let source = utf8.baseAddress {
      target.update(from: source, count: utf8.count)
    }
    count += utf8.count
  }

  /// Appends room for an array's or object's header (its count and its byte length, 4 bytes
  /// each), set by ``setContainerHeader(at:count:)`` once its values are written.
  /// - Returns: where the header goes, from the start of the record.
  func appendContainerHeader() -> Int {
    if count + 8 > capacity { grow(to: count + 8) }
    count += 8
    return count - 8 - recordStart
  }

  /// Sets the header at `position` (from ``appendContainerHeader()``): `values` values, and
  /// the bytes written after the header.
  func setContainerHeader(at position: Int, count values: Int) {
    let position = recordStart + position
    var header =
      UInt64(UInt32(truncatingIfNeeded: values))
      | UInt64(UInt32(truncatingIfNeeded: count - position - 8)) << 32
    for index in 0..<8 {
      base[position + index] = UInt8(truncatingIfNeeded: header)
      header >>= 8
    }
  }

  /// The bytes of the current record written so far.
  var currentRecord: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base + recordStart, count: count - recordStart)
  }

  /// Appends bytes.
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    if count + bytes.count > capacity { grow(to: count + bytes.count) }
    (base + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Makes room for `needed` bytes in all: a page already holding records moves on to a new
  /// page, taking the current record's bytes with it; a page holding only the current record
  /// grows.
  private func grow(to needed: Int) {
    precondition(!isFinished, "a finished record writer's pages are published")
    let partial = count - recordStart
    if recordStart > 0 {
      page.seal()
      let fresh = RecordPage(capacity: max(nextCapacity, 2 * (needed - recordStart)))
      nextCapacity = min(Self.pageSize, nextCapacity * 2)
      fresh.base.update(from: base + recordStart, count: partial)
      page = fresh
      recordStart = 0
      count = partial
    } else {
      page.reallocate(capacity: max(needed, 2 * capacity), keeping: count)
    }
    base = page.base
    capacity = page.capacity
  }
}
