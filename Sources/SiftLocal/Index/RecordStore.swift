import SiftCore

/// The records of a primary index by objectID, with their insertion order, stored compactly.
///
/// Records sit in slots in insertion order (a deleted record leaves an empty slot, an empty
/// objectID, until ``compact()``), so listing them in order needs no sort. The slots are kept
/// in chunks (``Slots``): a write to a store a snapshot still shares copies the chunks it
/// changes.
struct RecordStore: Sendable {
  /// The slot of each objectID.
  private var slotsByID = SlotTable()
  /// Records in insertion order; an empty objectID for a deleted one (objectIDs are never
  /// empty).
  private var slots = Slots()
  /// The counter behind generated objectIDs.
  var generatedIDs = 0

  init() {}

  /// A store of `entries` in insertion order (objectIDs distinct and non-empty), its counter of
  /// generated objectIDs at `generatedIDs`.
  /// - Complexity: O(n).
  init(entries: [(objectID: String, record: CompactRecord)], generatedIDs: Int) {
    slots = Slots(entries)
    self.generatedIDs = generatedIDs
    slotsByID.reserveCapacity(entries.count)
    slotsByID.rebuild(slots)
  }

  var count: Int { slotsByID.count }

  /// The slot of the record with this objectID, if any.
  func slot(of objectID: String) -> Int? { slotsByID.slot(of: objectID, in: slots) }

  /// The encoded record in `slot` (a slot ``slot(of:)`` gave).
  ///
  /// A saved file's records go in unchecked (``RecordList/unverifiedRecord(_:)``): each is
  /// checked against the file's checksums when it comes out (here, ``subscript(objectID:)``
  /// and ``entries``), before anything reads it.
  func record(atSlot slot: Int) -> CompactRecord {
    let record = slots[slot].record
    record.verifySavedBytes()
    return record
  }

  /// The number of slots (records and the empty slots of deleted ones).
  var slotCount: Int { slots.count }

  /// The record with this objectID, decoded.
  subscript(objectID: String) -> JSON? {
    slot(of: objectID).map { record(atSlot: $0).value }
  }

  /// Whether a record has this objectID.
  func contains(_ objectID: String) -> Bool { slot(of: objectID) != nil }

  /// Adds or replaces an encoded record; a replaced record keeps its place in insertion order.
  /// - Returns: the record's slot.
  @discardableResult
  mutating func upsert(_ record: CompactRecord, objectID: String) -> Int {
    // One probe: a replaced record gets its slot back, a new one the next slot.
    if let slot = slotsByID.insert(objectID, slot: slots.count, in: slots) {
      slots[slot] = (objectID, record)
      return slot
    }
    slots.append((objectID, record))
    return slots.count - 1
  }

  /// Makes room for `additional` more records in the objectID table without growing it on the
  /// way (its sizes are powers of two, so many small batches still grow it geometrically).
  mutating func reserveCapacity(adding additional: Int) {
    slotsByID.reserveCapacity(slots.count + additional)
  }

  /// Removes the record with this objectID, if any.
  mutating func remove(_ objectID: String) {
    guard let slot = slotsByID.remove(objectID, in: slots) else { return }
    slots[slot] = ("", .empty)
  }

  mutating func removeAll() {
    slotsByID.removeAll()
    slots.removeAll()
  }

  /// Drops the empty slots when they are more than the records (slots are renumbered).
  mutating func compact() {
    guard slots.count > 2 * slotsByID.count else { return }
    slots = Slots(slots.filter { !$0.objectID.isEmpty })
    slotsByID.rebuild(slots)
  }

  /// The records in insertion order.
  /// - Complexity: O(slots).
  var entries: [(objectID: String, record: CompactRecord)] {
    let entries = slots.filter { !$0.objectID.isEmpty }
    for entry in entries { entry.record.verifySavedBytes() }
    return entries
  }
}
