import SiftCore

/// The records of a primary index by objectID, with their insertion order, stored compactly.
struct RecordStore: Sendable {
  private(set) var records: [String: (sequence: Int, record: CompactRecord)] = [:]
  private var nextSequence = 0
  /// The counter behind generated objectIDs.
  var generatedIDs = 0

  var count: Int { records.count }

  /// The record with this objectID, decoded.
  subscript(objectID: String) -> JSON? { records[objectID]?.record.value }

  /// Whether a record has this objectID.
  func contains(_ objectID: String) -> Bool { records[objectID] != nil }

  /// Adds or replaces a record; a replaced record keeps its place in insertion order.
  mutating func upsert(_ record: JSON, objectID: String) {
    let sequence = records[objectID]?.sequence ?? nextSequence
    if records[objectID] == nil { nextSequence += 1 }
    records[objectID] = (sequence, CompactRecord(record))
  }

  mutating func remove(_ objectID: String) {
    records[objectID] = nil
  }

  mutating func removeAll() {
    records.removeAll()
  }

  /// The records in insertion order.
  var entries: [(objectID: String, record: CompactRecord)] {
    records.sorted { $0.value.sequence < $1.value.sequence }.map { ($0.key, $0.value.record) }
  }
}
