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
  /// How many of the saved records (see ``init(saved:generatedIDs:)``) are deleted.
  private var savedDeleted = 0

  init() {}

  /// A store of `entries` in insertion order (objectIDs distinct and non-empty), its counter of
  /// generated objectIDs at `generatedIDs`.
  /// - Complexity: O(n).
  init(entries: [(objectID: String, record: CompactRecord)], generatedIDs: Int) {
    slots = Slots(entries)
    self.generatedIDs = generatedIDs
    slotsByID.rebuild(slots)
  }

  /// A store of a saved index's records, read where they are (see ``SavedSlots``): its
  /// objectIDs go in no table, and its slots are copied chunk by chunk as they are written.
  /// Records written later get the slots after them, in the table.
  /// - Complexity: O(n / 4,096).
  init(saved: SavedSlots, generatedIDs: Int) {
    slots = Slots(saved: saved)
    self.generatedIDs = generatedIDs
  }

  var count: Int {
    slotsByID.count + (slots.saved.map { $0.count - savedDeleted } ?? 0)
  }

  /// The slot of the record with this objectID, if any.
  func slot(of objectID: String) -> Int? {
    slotsByID.slot(of: objectID, in: slots) ?? savedSlot(of: objectID)
  }

  /// The slot of the record of document `doc` of `snapshot`, if the store holds it: read
  /// from the saved slots when `snapshot` is the one they are of (no objectID looked up), else
  /// ``slot(of:)`` of its objectID.
  func slot(ofDocument doc: Int, in snapshot: IndexSnapshot) -> Int? {
    if let saved = slots.saved, saved.objectIDs.isStored(like: snapshot.objectIDs),
      doc >= 0, doc < saved.slots.count
    {
      let slot = Int(saved.slots[doc])
      return slots.holdsRecord(slot) ? slot : nil
    }
    return slot(of: snapshot.objectIDs[doc])
  }

  /// The slot of the saved record with this objectID (see ``init(saved:generatedIDs:)``), if
  /// it is not deleted.
  private func savedSlot(of objectID: String) -> Int? {
    guard let slot = slots.saved?.slot(of: objectID), slots.holdsRecord(slot) else { return nil }
    return slot
  }

  /// The encoded record in `slot` (a slot ``slot(of:)`` gave).
  ///
  /// A saved file's records go in unchecked (``RecordList/unverifiedRecord(_:)``): each is
  /// checked against the file's checksums when it comes out (here, ``subscript(objectID:)``
  /// and ``entries``), before anything reads it.
  func record(atSlot slot: Int) -> CompactRecord {
    let record = slots.record(slot)
    record.verifySavedBytes()
    return record
  }

  /// Whether saved records are read where they are (``init(saved:generatedIDs:)``; until a
  /// compaction copies them).
  var readsSavedRecords: Bool { slots.saved != nil }

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
    if let slot = savedSlot(of: objectID) {
      slots[slot] = (objectID, record)
      return slot
    }
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
    // Saved records are not in the table.
    let tabled = slots.count - (slots.saved?.count ?? 0)
    slotsByID.reserveCapacity(tabled + additional)
  }

  /// Removes the record with this objectID, if any.
  mutating func remove(_ objectID: String) {
    if let slot = slotsByID.remove(objectID, in: slots) {
      slots[slot] = ("", .empty)
    } else if let slot = savedSlot(of: objectID) {
      slots[slot] = ("", .empty)
      savedDeleted += 1
    }
  }

  mutating func removeAll() {
    slotsByID.removeAll()
    slots.removeAll()
    savedDeleted = 0
  }

  /// Drops the empty slots when they are more than the records (slots are renumbered; saved
  /// records are then copied into memory, in the table).
  mutating func compact() {
    guard slots.count > 2 * count else { return }
    slots = Slots(slots.filter { !$0.objectID.isEmpty })
    savedDeleted = 0
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
