import Foundation
import SiftCore

/// One change to a record store, as a write batch made it: what the journal keeps of a write,
/// replayed exactly (the same slots, the same insertion order).
enum RecordMutation: Sendable {
  /// A record added or replaced (its encoded bytes).
  case upsert(objectID: String, record: CompactRecord)
  case remove(objectID: String)
  case removeAll

  /// Applies the change to `store`.
  func apply(to store: inout RecordStore) {
    switch self {
    case .upsert(let objectID, let record): store.upsert(record, objectID: objectID)
    case .remove(let objectID): store.remove(objectID)
    case .removeAll: store.removeAll()
    }
  }

  /// The objectID the change writes (added, replaced or removed); `nil` when it removes every
  /// record.
  var objectID: String? {
    switch self {
    case .upsert(let objectID, _), .remove(let objectID): return objectID
    case .removeAll: return nil
    }
  }
}

/// One write of a saved index, as its journal keeps it (see SiftLocal.docc/PersistenceFormat.md).
enum JournalEntry: Sendable {
  /// A write batch to primary index `index`: its changes in order, then the counter of generated
  /// objectIDs.
  case records(index: String, mutations: [RecordMutation], generatedIDs: Int)
  /// New settings, synonyms or rules of primary index `index`: its whole configuration and its
  /// replicas' (names in order), as they are after the change.
  case configuration(
    index: String, primary: IndexConfiguration, replicas: [(name: String, IndexConfiguration)])

  /// The primary index the entry changes.
  var index: String {
    switch self {
    case .records(let index, _, _), .configuration(let index, _, _): return index
    }
  }

  private static let recordsKind: UInt8 = 1
  private static let configurationKind: UInt8 = 2
  private static let upsertKind: UInt8 = 0
  private static let removeKind: UInt8 = 1
  private static let removeAllKind: UInt8 = 2

  /// The entry's payload: a kind byte, the index name, then the kind's fields.
  var encoded: [UInt8] {
    switch self {
    case .records(let index, let mutations, let generatedIDs):
      let capacity = mutations.reduce(32 + index.utf8.count) { total, mutation in
        if case .upsert(_, let record) = mutation { return total + record.count + 24 }
        return total + 24
      }
      var writer = ByteWriter(capacity: capacity)
      writer.append(Self.recordsKind)
      writer.appendString(index)
      writer.appendVarint(generatedIDs)
      writer.appendVarint(mutations.count)
      for mutation in mutations {
        switch mutation {
        case .upsert(let objectID, let record):
          writer.append(Self.upsertKind)
          writer.appendString(objectID)
          record.withBytes { writer.appendBytes(UnsafeRawBufferPointer($0)) }
        case .remove(let objectID):
          writer.append(Self.removeKind)
          writer.appendString(objectID)
        case .removeAll:
          writer.append(Self.removeAllKind)
        }
      }
      return writer.bytes
    case .configuration(let index, let primary, let replicas):
      var writer = ByteWriter(capacity: 1024)
      writer.append(Self.configurationKind)
      writer.appendString(index)
      let json: JSON = [
        "primary": primary.json,
        "replicas": .array(
          replicas.map { ["name": .string($0.name), "configuration": $0.1.json] }),
      ]
      json.encodedData().withUnsafeBytes { writer.appendBytes($0) }
      return writer.bytes
    }
  }

  /// Reads an entry's payload; the records' bytes are copied into pages of `writer`.
  static func decode(
    _ payload: UnsafeRawBufferPointer, writer: RecordWriter
  ) throws(ByteReader.Malformed) -> JournalEntry {
    var reader = ByteReader(payload)
    let kind = try reader.byte()
    let index = try reader.string()
    switch kind {
    case recordsKind:
      let generatedIDs = try reader.count(limit: .max)
      let count = try reader.count(limit: reader.remaining)
      var mutations: [RecordMutation] = []
      mutations.reserveCapacity(count)
      for _ in 0..<count {
        switch try reader.byte() {
        case upsertKind:
          let objectID = try reader.string()
          let bytes = try reader.lengthPrefixedBytes().assumingMemoryBound(to: UInt8.self)
          try checkRecord(bytes, objectID: objectID)
          writer.append(bytes)
          mutations.append(.upsert(objectID: objectID, record: writer.endRecord()))
        case removeKind:
          mutations.append(.remove(objectID: try reader.string()))
        case removeAllKind:
          mutations.append(.removeAll)
        case let other:
          throw ByteReader.Malformed(reason: "an unknown change (\(other))")
        }
      }
      return .records(index: index, mutations: mutations, generatedIDs: generatedIDs)
    case configurationKind:
      let text = try reader.lengthPrefixedBytes()
      let json: JSON
      do {
        json = try JSON.parse(Data(text))
      } catch {
        throw ByteReader.Malformed(reason: "invalid JSON: \(error)")
      }
      guard let primary = json["primary"] else {
        throw ByteReader.Malformed(reason: "a configuration without its primary's")
      }
      var replicas: [(name: String, IndexConfiguration)] = []
      for replica in json["replicas"]?.arrayValue ?? [] {
        guard let name = replica["name"]?.stringValue, let configuration = replica["configuration"]
        else { throw ByteReader.Malformed(reason: "a replica without its name or configuration") }
        replicas.append((name, try IndexConfiguration(json: configuration)))
      }
      return .configuration(
        index: index, primary: try IndexConfiguration(json: primary), replicas: replicas)
    default:
      throw ByteReader.Malformed(reason: "an unknown entry kind (\(kind))")
    }
  }

  /// Checks that `bytes` encode one record (a ``CompactRecord``, nothing after it) whose
  /// `objectID` member is `objectID`, as every record written holds its own: an entry whose
  /// checksum holds is still read as untrusted bytes.
  private static func checkRecord(
    _ bytes: UnsafeBufferPointer<UInt8>, objectID: String
  ) throws(ByteReader.Malformed) {
    var end = 0
    guard case .object(let members)? = CompactRecord.decode(bytes, &end, depth: 0),
      end == bytes.count
    else {
      throw ByteReader.Malformed(reason: "the record of \(objectID) is not a valid record")
    }
    guard members["objectID"] == .string(objectID) else {
      throw ByteReader.Malformed(
        reason:
          "the record of \(objectID) has objectID \(members["objectID"]?.serialized() ?? "none")")
    }
  }
}
