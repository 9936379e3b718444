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
  /// objectIDs distinct): when they are not (a file written wrong), the records go in document
  /// order, each objectID once.
  /// - Complexity: O(n) to build.
  func store(snapshot: IndexSnapshot) -> RecordStore {
    switch self {
    case .store(let store):
      return store
    case .saved(let order, let generatedIDs):
      let count = snapshot.count
      order.verifyAll()
      var documents: [Int] = order.map { Int($0) }
      if snapshot.file != nil {
        var seen = [Bool](repeating: false, count: count)
        var valid = documents.count == count && snapshot.objectIDs.isOrdered
        for doc in documents where valid {
          valid = doc < count && !seen[doc]
          if valid { seen[doc] = true }
        }
        if !valid {
          var ids: Set<String> = []
          documents = (0..<count).filter {
            let id = snapshot.objectIDs[$0]
            return !id.isEmpty && ids.insert(id).inserted
          }
        }
      }
      // The records' bytes are checked as the store hands each out, not all now.
      let records = snapshot.records
      let entries = documents.map { doc in
        (objectID: snapshot.objectIDs[doc], record: records.unverifiedRecord(doc))
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
