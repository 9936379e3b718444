/// Encoded records back to back in one allocation: records of one write batch share pages, so
/// storing a record costs no allocation of its own, and the records of a bulk load lie in
/// memory in insertion order.
///
/// A page is written only by the ``RecordWriter`` that made it, before the batch that made it
/// publishes anything. The writer seals it (``seal()``) when it moves on to another page or the
/// batch ends, and a sealed page cannot be reallocated or written to again (the writer that
/// made it refuses any write after its batch ends): from then on its bytes never change, so it
/// is shared across threads without a lock (hence `@unchecked Sendable`). A page lives as long
/// as one of its records.
final class RecordPage: @unchecked Sendable {
  /// The bytes.
  private(set) var base: UnsafeMutablePointer<UInt8>
  /// The bytes allocated.
  private(set) var capacity: Int
  /// Whether the page is published: read-only from then on.
  private(set) var isSealed = false
  /// Gives back storage the page does not own (a saved file's bytes, mapped), instead of
  /// deallocating it.
  private let release: (@Sendable () -> Void)?
  /// The saved file whose bytes these are (`nil` for a page of this process's own).
  let source: MappedIndexFile?

  /// The page of ``CompactRecord/empty``.
  static let empty = RecordPage(capacity: 0)

  /// A page of `capacity` bytes, none written.
  init(capacity: Int) {
    self.capacity = capacity
    // One byte at least: a page always has storage.
    base = PopulatedPages.allocate(capacity)
    release = nil
    source = nil
  }

  /// A sealed page of `count` bytes at `base` that it does not own (the records of a saved
  /// index, mapped from `source`, which it keeps mapped): `release` is called when the page
  /// goes.
  init(
    borrowing base: UnsafeMutablePointer<UInt8>, count: Int, source: MappedIndexFile? = nil,
    release: @escaping @Sendable () -> Void
  ) {
    self.base = base
    capacity = count
    isSealed = true
    self.release = release
    self.source = source
  }

  deinit {
    if let release { release() } else { base.deallocate() }
  }

  /// Marks the page published: its bytes never change again.
  func seal() { isSealed = true }

  /// Moves the first `kept` bytes to an allocation of `capacity` bytes (at least `kept`).
  func reallocate(capacity newCapacity: Int, keeping kept: Int) {
    precondition(!isSealed, "a published record page is read-only")
    let storage = PopulatedPages.allocate(newCapacity)
    storage.update(from: base, count: kept)
    base.deallocate()
    base = storage
    capacity = newCapacity
  }
}
