/// A primary index's records by objectID, as writes need them: a built ``RecordStore``, or, for
/// an index opened from a directory and not written since, what it is built from on the first
/// write (the snapshot holds the records and objectIDs; the saved insertion order, document ids
/// in the order the records were inserted, gives their slots).
enum StoredRecords: Sendable {
  case store(RecordStore)
  case saved(insertionOrder: IndexArray<UInt32>, generatedIDs: Int)

  /// The store, built from `snapshot` (the primary's) when it is not built yet.
  ///
  /// A saved file's insertion order and objectIDs are checked first (each document once, the
  /// objectIDs sorted, distinct and not empty): then the store reads the records where they are
  /// (``RecordStore/init(saved:generatedIDs:)``). When they are not (a file written wrong), the
  /// records go in document order, each objectID once, into a store of their own.
  /// - Complexity: O(n) to build (a pass over the order and one over the objectIDs' bytes).
  func store(snapshot: IndexSnapshot) -> RecordStore {
    switch self {
    case .store(let store):
      return store
    case .saved(let order, let generatedIDs):
      let count = snapshot.count
      order.verifyAll()
      let objectIDs = snapshot.objectIDs
      // The records stay where they are (their bytes checked as the store hands each out, not
      // all now), found by objectID in the objectIDs' saved order: nothing is copied until it
      // is written. A saved file's objectIDs must be in order, distinct and not empty.
      if snapshot.file == nil
        || (objectIDs.isOrdered && (count == 0 || !objectIDs[Int(objectIDs.sorted[0])].isEmpty)),
        let saved = RecordStore.SavedSlots(
          order: order, objectIDs: objectIDs, records: snapshot.records)
      {
        return RecordStore(saved: saved, generatedIDs: generatedIDs)
      }
      // A file written wrong: its records in document order, each objectID once.
      var ids: Set<String> = []
      let records = snapshot.records
      let entries = (0..<count).compactMap { doc -> RecordStore.Slots.Entry? in
        let id = objectIDs[doc]
        guard !id.isEmpty, ids.insert(id).inserted else { return nil }
        return (objectID: id, record: records.unverifiedRecord(doc))
      }
      return RecordStore(entries: entries, generatedIDs: generatedIDs)
    }
  }

  /// Checks a saved insertion order names each of `documents` documents once (see
  /// ``InvariantCheck``).
  func validate(documents: Int, into check: inout InvariantCheck) {
    guard case .saved(let order, _) = self else { return }
    var seen = [Bool](repeating: false, count: documents)
    var valid = order.count == documents && Checks.allBelow(order, documents)
    if valid {
      order.withUnsafeBufferPointer { order in
        for doc in order where valid {
          valid = !seen[Int(doc)]
          seen[Int(doc)] = true
        }
      }
    }
    check.expect(valid, "not every document once")
  }

  /// The document ids of `snapshot` (the primary's) in insertion order, and the counter of
  /// generated objectIDs: what a saved index keeps of the store.
  /// - Complexity: O(n).
  func insertionOrder(snapshot: IndexSnapshot) -> (order: IndexArray<UInt32>, generatedIDs: Int) {
    switch self {
    case .saved(let order, let generatedIDs):
      return (order, generatedIDs)
    case .store(let store):
      // A record's bytes are its own: the page and offset of its bytes find its document.
      let documents = RecordIdentities(snapshot.records)
      let order = store.entries.map { UInt32(truncatingIfNeeded: documents[$0.record] ?? 0) }
      return (IndexArray(order), store.generatedIDs)
    }
  }
}

/// Documents by the identity of their records' bytes (their page and offset), to find where a
/// record shared by two snapshots (a primary and its replica) stands in each.
struct RecordIdentities {
  private var pages: [ObjectIdentifier: UInt64] = [:]
  private var documents: [UInt64: Int] = [:]

  /// The documents of `records` (by position).
  init(_ records: RecordList) {
    documents.reserveCapacity(records.count)
    for (document, record) in records.enumerated() {
      let id = ObjectIdentifier(record.page)
      let page = pages[id] ?? UInt64(pages.count)
      pages[id] = page
      documents[page << 40 | UInt64(truncatingIfNeeded: record.start)] = document
    }
  }

  /// The document of `record`, if it is one of them.
  subscript(record: CompactRecord) -> Int? {
    guard let page = pages[ObjectIdentifier(record.page)] else { return nil }
    return documents[page << 40 | UInt64(truncatingIfNeeded: record.start)]
  }
}
