/// Encoded records back to back in one allocation: records of one write batch share pages, so
/// storing a record costs no allocation of its own, and the records of a bulk load lie in
/// memory in insertion order.
///
/// A page is written only by the ``RecordWriter`` that made it (the only code that sets its
/// properties), before the batch that made it publishes anything; after that its bytes never
/// change, so it is shared across threads without a lock (hence `@unchecked Sendable`). A page
/// lives as long as one of its records.
final class RecordPage: @unchecked Sendable {
  /// The bytes.
  var base: UnsafeMutablePointer<UInt8>
  /// The bytes allocated.
  var capacity: Int

  /// The page of ``CompactRecord/empty``.
  static let empty = RecordPage(capacity: 0)

  /// A page of `capacity` bytes, none written.
  init(capacity: Int) {
    self.capacity = capacity
    // One byte at least: a page always has storage.
    base = .allocate(capacity: max(capacity, 1))
  }

  deinit { base.deallocate() }

  /// Moves the first `kept` bytes to an allocation of `capacity` bytes (at least `kept`).
  func reallocate(capacity newCapacity: Int, keeping kept: Int) {
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(newCapacity, 1))
    storage.update(from: base, count: kept)
    base.deallocate()
    base = storage
    capacity = newCapacity
  }
}
