extension RecordStore {
  /// A store's slots, in insertion order, in chunks of 4,096: a write to a store shared with a
  /// snapshot still being read copies the chunks it changes, not every slot.
  ///
  /// The slots of a store made from a saved index (``init(saved:)``) are read from it: a chunk
  /// of them is copied into memory only when one of its slots is written.
  struct Slots: Sendable {
    typealias Entry = (objectID: String, record: CompactRecord)

    private static let chunkBits = 12
    private static let chunkSize = 1 << chunkBits
    /// The chunks; one of the saved slots stays empty until a slot of it is written.
    private var chunks: [[Entry]] = []
    private(set) var count = 0
    /// Where the first ``SavedSlots/count`` slots are read from while their chunk is empty.
    private(set) var saved: SavedSlots?

    init() {}

    /// The slots of `entries`, in order.
    init(_ entries: [Entry]) {
      chunks.reserveCapacity((entries.count + Self.chunkSize - 1) / Self.chunkSize)
      var start = 0
      while start < entries.count {
        let end = min(start + Self.chunkSize, entries.count)
        chunks.append(Array(entries[start..<end]))
        start = end
      }
      count = entries.count
    }

    /// The slots of a saved index's records, read where they are.
    /// - Complexity: O(n / 4,096).
    init(saved: SavedSlots) {
      chunks = Array(repeating: [], count: (saved.count + Self.chunkSize - 1) / Self.chunkSize)
      count = saved.count
      self.saved = saved
    }

    subscript(slot: Int) -> Entry {
      get {
        let chunk = slot >> Self.chunkBits
        if chunks[chunk].isEmpty, let saved { return saved.entry(slot) }
        return chunks[chunk][slot & (Self.chunkSize - 1)]
      }
      set {
        let chunk = slot >> Self.chunkBits
        copyIfSaved(chunk)
        chunks[chunk][slot & (Self.chunkSize - 1)] = newValue
      }
    }

    /// The record in `slot` (no objectID made for a saved one).
    func record(_ slot: Int) -> CompactRecord {
      let chunk = slot >> Self.chunkBits
      if chunks[chunk].isEmpty, let saved { return saved.record(slot) }
      return chunks[chunk][slot & (Self.chunkSize - 1)].record
    }

    /// Whether `slot`, one of the saved slots, still holds its saved record or a replacement
    /// (not a deletion's empty objectID).
    func holdsRecord(_ slot: Int) -> Bool {
      let chunk = slot >> Self.chunkBits
      return chunks[chunk].isEmpty || !chunks[chunk][slot & (Self.chunkSize - 1)].objectID.isEmpty
    }

    /// Copies chunk `chunk` of the saved slots into memory, unless it is there already.
    private mutating func copyIfSaved(_ chunk: Int) {
      guard chunks[chunk].isEmpty, let saved else { return }
      let start = chunk << Self.chunkBits
      let end = min(start + Self.chunkSize, saved.count)
      var entries: [Entry] = []
      entries.reserveCapacity(Self.chunkSize)
      for slot in start..<end { entries.append(saved.entry(slot)) }
      chunks[chunk] = entries
    }

    /// Adds a slot after the last one.
    mutating func append(_ entry: Entry) {
      if count & (Self.chunkSize - 1) == 0 {
        var chunk: [Entry] = []
        chunk.reserveCapacity(Self.chunkSize)
        chunks.append(chunk)
      } else {
        copyIfSaved(chunks.count - 1)
      }
      chunks[chunks.count - 1].append(entry)
      count += 1
    }

    mutating func removeAll() {
      chunks = []
      count = 0
      saved = nil
    }

    /// Calls `body` with each slot's number and entry, in order.
    func forEachSlot(_ body: (Int, Entry) -> Void) {
      var slot = 0
      for chunk in chunks {
        if chunk.isEmpty, let saved {
          let end = min(slot + Self.chunkSize, saved.count)
          while slot < end {
            body(slot, saved.entry(slot))
            slot += 1
          }
          continue
        }
        for entry in chunk {
          body(slot, entry)
          slot += 1
        }
      }
    }

    /// The entries, in order, but those `isIncluded` refuses.
    func filter(_ isIncluded: (Entry) -> Bool) -> [Entry] {
      var kept: [Entry] = []
      kept.reserveCapacity(count)
      forEachSlot { _, entry in
        if isIncluded(entry) { kept.append(entry) }
      }
      return kept
    }
  }

  /// A saved index's records as a store's first slots: slot `s` holds document `order[s]`
  /// (its objectID and its record, taken unchecked: see ``RecordList/unverifiedRecord(_:)``),
  /// and an objectID finds its document in the saved objectIDs' sorted order, so no table of
  /// them is built.
  struct SavedSlots: Sendable {
    /// Document by slot: the saved insertion order.
    let order: IndexArray<UInt32>
    /// Slot by document: `order`'s inverse.
    let slots: [UInt32]
    let objectIDs: ObjectIDColumn
    let records: RecordList

    /// The saved slots of documents `order` (each document of `objectIDs` once, in insertion
    /// order), or `nil` when `order` does not name each document once.
    /// - Complexity: O(n).
    init?(order: IndexArray<UInt32>, objectIDs: ObjectIDColumn, records: RecordList) {
      let count = objectIDs.count
      guard order.count == count, records.count == count else { return nil }
      var slots = [UInt32](repeating: .max, count: count)
      let named = slots.withUnsafeMutableBufferPointer { slots in
        order.withUnsafeBufferPointer { order in
          for (slot, doc) in order.enumerated() {
            guard Int(doc) < count, slots[Int(doc)] == .max else { return false }
            slots[Int(doc)] = UInt32(truncatingIfNeeded: slot)
          }
          return true
        }
      }
      guard named else { return nil }
      self.order = order
      self.slots = slots
      self.objectIDs = objectIDs
      self.records = records
    }

    /// The number of saved slots (every one holds a record).
    var count: Int { order.count }

    /// The objectID and the record (unchecked) in saved slot `slot`.
    func entry(_ slot: Int) -> Slots.Entry {
      let doc = Int(order[slot])
      return (objectIDs[doc], records.unverifiedRecord(doc))
    }

    /// The record (unchecked) in saved slot `slot`.
    func record(_ slot: Int) -> CompactRecord {
      records.unverifiedRecord(Int(order[slot]))
    }

    /// The slot of the saved record with this objectID, if any (deleted or not).
    /// - Complexity: O(log n).
    func slot(of objectID: String) -> Int? {
      objectIDs.document(objectID).map { Int(slots[$0]) }
    }
  }
}
