extension RecordStore {
  /// A store's slots, in insertion order, in chunks of 4,096: a write to a store shared with a
  /// snapshot still being read copies the chunks it changes, not every slot.
  struct Slots: Sendable {
    typealias Entry = (objectID: String, record: CompactRecord)

    private static let chunkBits = 12
    private static let chunkSize = 1 << chunkBits
    private var chunks: [[Entry]] = []
    private(set) var count = 0

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

    subscript(slot: Int) -> Entry {
      get { chunks[slot >> Self.chunkBits][slot & (Self.chunkSize - 1)] }
      set { chunks[slot >> Self.chunkBits][slot & (Self.chunkSize - 1)] = newValue }
    }

    /// Adds a slot after the last one.
    mutating func append(_ entry: Entry) {
      if count & (Self.chunkSize - 1) == 0 {
        var chunk: [Entry] = []
        chunk.reserveCapacity(Self.chunkSize)
        chunks.append(chunk)
      }
      chunks[chunks.count - 1].append(entry)
      count += 1
    }

    mutating func removeAll() {
      chunks = []
      count = 0
    }

    /// Calls `body` with each slot's number and entry, in order.
    func forEachSlot(_ body: (Int, Entry) -> Void) {
      var slot = 0
      for chunk in chunks {
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
      for chunk in chunks {
        for entry in chunk where isIncluded(entry) { kept.append(entry) }
      }
      return kept
    }
  }
}
