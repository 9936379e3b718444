import Foundation
import SiftCore

extension LocalIndex {
  /// How far a load from a file has come.
  public struct IngestProgress: Sendable, Hashable {
    /// What the load is doing.
    public enum Phase: Sendable, Hashable {
      /// Reading records from the file.
      case reading
      /// Indexing the records read (searches see them once this ends).
      case indexing
    }

    /// What the load is doing.
    public var phase: Phase
    /// The bytes of the file read.
    public var bytesRead: Int
    /// The file's size.
    public var totalBytes: Int
    /// The records read.
    public var records: Int

    /// Creates a progress report.
    public init(phase: Phase, bytesRead: Int, totalBytes: Int, records: Int) {
      self.phase = phase
      self.bytesRead = bytesRead
      self.totalBytes = totalBytes
      self.records = records
    }

    /// The share of the file read, from 0 to 1.
    public var fractionRead: Double {
      totalBytes > 0 ? Double(bytesRead) / Double(totalBytes) : 1
    }
  }

  /// Creates an index from a JSON file of records (an array of objects, as Algolia exports an
  /// index), read straight into the index (see ``addRecords(contentsOf:progress:)``).
  ///
  /// ```swift
  /// let index = try LocalIndex(name: "talks", settings: settings, contentsOf: talksURL)
  /// ```
  /// - Parameters:
  ///   - name: the index's name.
  ///   - settings: the settings.
  ///   - file: a JSON array of records.
  ///   - progress: called as the file is read, then once before indexing.
  /// - Throws: ``LocalIndexError/unreadableFile(path:reason:)``,
  ///   ``LocalIndexError/invalidJSON(source:error:)`` with the offset of the first error,
  ///   ``LocalIndexError/invalidRecord(position:objectID:keyPath:reason:)``, or
  ///   ``LocalIndexError/cancelled``.
  public convenience init(
    name: String = "index", settings: LocalIndexSettings = LocalIndexSettings(),
    contentsOf file: URL, progress: ((IngestProgress) -> Void)? = nil
  ) throws(LocalIndexError) {
    self.init(name: name, settings: settings, isReplica: false)
    if !settings.replicas.isEmpty { try setSettings(settings) }
    try addRecords(contentsOf: file, progress: progress)
  }

  /// Adds the records of a JSON file (an array of objects), atomically: either all of them,
  /// or (on an error, or when the task is cancelled) none.
  ///
  /// The file is read in place and each record is encoded straight from its text: no JSON
  /// value is built for it, and the pages of the file already read are given back as the load
  /// goes, so a load takes little more memory than the index it builds.
  ///
  /// - Parameters:
  ///   - file: a JSON array of records; objectIDs are generated for records without one.
  ///   - progress: called every few thousand records as the file is read, then once before
  ///     indexing.
  /// - Returns: the objectIDs written, in order.
  /// - Throws: ``LocalIndexError/unreadableFile(path:reason:)``,
  ///   ``LocalIndexError/invalidJSON(source:error:)`` with the offset of the first error,
  ///   ``LocalIndexError/invalidRecord(position:objectID:keyPath:reason:)``, or
  ///   ``LocalIndexError/cancelled``; nothing is added then.
  /// - Complexity: O(file size + n log n + total words) for n records.
  @discardableResult
  public func addRecords(
    contentsOf file: URL, progress: ((IngestProgress) -> Void)? = nil
  ) throws(LocalIndexError) -> [String] {
    let mapped = try MappedFile(file)
    let source = file.lastPathComponent
    let total = mapped.bytes.count
    var scanner = JSONScanner(bytes: mapped.bytes)
    var records = 0
    func json<T>(_ body: () throws(JSONParseError) -> T) throws(LocalIndexError) -> T {
      do {
        return try body()
      } catch {
        throw .invalidJSON(source: source, error: error)
      }
    }
    func indexing() {
      progress?(
        IngestProgress(phase: .indexing, bytesRead: total, totalBytes: total, records: records))
    }
    return try write(expectedRecords: max(16, total / 512), beforeBuild: indexing) {
      (batch) throws(LocalIndexError) in
      var encoder = RecordEncoder(writer: batch.writer)
      try json { () throws(JSONParseError) in try scanner.beginTopLevelArray() }
      while try json({ () throws(JSONParseError) in try scanner.nextElement(isFirst: records == 0) }
      ) {
        encoder.reset()
        mapped.readAhead(from: scanner.position)
        try json { () throws(JSONParseError) in try scanner.parseValue(into: &encoder) }
        let compact = batch.writer.endRecord()
        if encoder.needsReencoding {
          // A repeated or non-ASCII key: the record as its value reads (the last value wins).
          let value = compact.value
          batch.writer.discard(compact)
          let (encoded, plainObjectID) = CompactRecord.encodeRecord(value, writer: batch.writer)
          try batch.add(encoded, plainObjectID: plainObjectID, record: value, position: records)
        } else {
          try batch.add(
            compact, plainObjectID: encoder.isPlain ? encoder.objectID : nil,
            record: compact.value, position: records)
        }
        records += 1
        if records % 4096 == 0 {
          if Task.isCancelled { throw .cancelled }
          mapped.release(upTo: scanner.position)
          progress?(
            IngestProgress(
              phase: .reading, bytesRead: scanner.position, totalBytes: total, records: records))
        }
      }
      try json { () throws(JSONParseError) in try scanner.expectEnd() }
      if Task.isCancelled { throw .cancelled }
      mapped.release(upTo: total)
    }
  }
}
