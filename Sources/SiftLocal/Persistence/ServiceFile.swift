import SiftCore

/// A saved version (`version-N.sift`): the indices of a service, each with its records, its
/// snapshot and its replicas' snapshots, in one ``IndexFile``.
///
/// Sections: `service` (JSON, below); per primary `p` (0, 1, …) `r<p>.bytes` (the records'
/// encoded bytes in the primary's document order), `r<p>.offsets` (u64, where each starts, and
/// the end) and `r<p>.insertionOrder` (u32, the documents in insertion order); per snapshot `k`
/// the sections of ``SnapshotSections`` under `s<k>.`.
///
/// The `service` section, versioned by its `format` member:
///
/// ```json
/// {"format": 1, "fileProtection": "completeUntilFirstUserAuthentication", "indices": [
///   {"name": "products", "records": "r0.", "snapshot": "s0.", "generatedIDs": 0,
///    "configuration": {"settings": {…}, "warnings": […], "synonyms": […], "rules": […]},
///    "replicas": [{"name": "products_price_asc", "snapshot": "s1.", "configuration": {…}}]}
/// ]}
/// ```
///
/// `fileProtection` is the data protection class the version's files were given (absent in
/// files saved before it was stored: ``LocalIndex/FileProtection/completeUntilFirstUserAuthentication``).
enum ServiceFile {
  /// The version of the `service` section this code writes, and the newest it reads.
  static let serviceFormat = 1

  /// Writes `indices` to `output` (a new file) and syncs it.
  /// - Returns: the file's size.
  /// - Parameters:
  ///   - fileProtection: the data protection class stored with them (`nil`: none, as before it
  ///     was stored).
  ///   - formatVersion: the file format (3 only to test the reading of older files).
  /// - Throws: ``LocalIndexError/corruptFile(path:part:reason:)`` when a saved file an index
  ///   reads is damaged (nothing of it is written again).
  static func write(
    _ indices: [SavedIndex], to output: FileOutput,
    fileProtection: LocalIndex.FileProtection? = .completeUntilFirstUserAuthentication,
    formatVersion: Int = IndexFile.formatVersion
  ) throws(LocalIndexError) -> Int {
    // What is read from saved files is checked whole first: damage is never written again
    // under new checksums.
    for index in indices {
      for snapshot in [index.snapshot] + index.replicas.map(\.snapshot) {
        try snapshot.verifyStored()
      }
    }
    var file = try IndexFileWriter(output: output, formatVersion: formatVersion)
    var described: [JSON] = []
    var snapshotNumber = 0
    for (number, index) in indices.enumerated() {
      let records = "r\(number)."
      let primaryRecords = index.snapshot.records
      var offsets: [UInt64] = [0]
      offsets.reserveCapacity(primaryRecords.count + 1)
      try file.addStream(records + "bytes") { (stream) throws(LocalIndexError) in
        var end: UInt64 = 0
        for record in primaryRecords {
          let failure: LocalIndexError? = record.withBytes { bytes in
            do throws(LocalIndexError) {
              try stream.write(UnsafeRawBufferPointer(bytes))
              return nil
            } catch {
              return error
            }
          }
          if let failure { throw failure }
          end += UInt64(record.count)
          offsets.append(end)
        }
      }
      try file.add(records + "offsets", offsets)
      let (order, generatedIDs) = index.records.insertionOrder(snapshot: index.snapshot)
      try file.add(records + "insertionOrder", order)

      let primaryPrefix = "s\(snapshotNumber)."
      snapshotNumber += 1
      try SnapshotSections.write(
        index.snapshot.parts, prefix: primaryPrefix, recordOrder: nil, to: &file)
      let identities = index.replicas.isEmpty ? nil : RecordIdentities(primaryRecords)
      var replicas: [JSON] = []
      for replica in index.replicas {
        let prefix = "s\(snapshotNumber)."
        snapshotNumber += 1
        let recordOrder = replica.snapshot.records.map {
          UInt32(truncatingIfNeeded: identities?[$0] ?? 0)
        }
        try SnapshotSections.write(
          replica.snapshot.parts, prefix: prefix, recordOrder: recordOrder, to: &file)
        replicas.append([
          "name": .string(replica.name), "snapshot": .string(prefix),
          "configuration": replica.configuration.json,
        ])
      }
      described.append([
        "name": .string(index.name), "records": .string(records),
        "snapshot": .string(primaryPrefix), "generatedIDs": JSON(generatedIDs),
        "configuration": index.configuration.json, "replicas": .array(replicas),
      ])
    }
    var service: [String: JSON] = ["format": JSON(serviceFormat), "indices": .array(described)]
    if let fileProtection { service["fileProtection"] = .string(fileProtection.rawValue) }
    try file.add("service", json: .object(service))
    return try file.finish()
  }

  /// Reads the indices saved in the file at `path` (those named in `names`, or all).
  /// - Returns: the indices read, the names of all the file holds, in order, and the data
  ///   protection class stored.
  static func read(
    _ path: String, names: Set<String>? = nil
  ) throws(LocalIndexError) -> (
    indices: [SavedIndex], names: [String], fileProtection: LocalIndex.FileProtection
  ) {
    let file = try MappedIndexFile(path: path)
    var result: [SavedIndex] = []
    var all: [String] = []
    let (described, fileProtection) = try describedIndices(file)
    for description in described {
      guard let name = description["name"]?.stringValue else {
        throw malformed(file, "an index without its name")
      }
      all.append(name)
      if let names, !names.contains(name) { continue }
      result.append(try read(description, name: name, from: file))
    }
    return (result, all, fileProtection)
  }

  /// `snapshot`, checked whole (every structure as a search relies on it: see
  /// ``IndexSnapshot/verifyWhole(prefix:)``) when its file is of a format before 4, which were
  /// checked when they opened; as it is otherwise (format 4 is checked as it is read).
  /// - Complexity: O(snapshot size) for a file of format 1 to 3; O(1) otherwise.
  private static func validated(
    _ snapshot: IndexSnapshot, prefix: String, in file: MappedIndexFile
  ) throws(LocalIndexError) -> IndexSnapshot {
    if file.formatVersion < IndexFile.mappedFormatVersion {
      try snapshot.verifyWhole(prefix: prefix)
    }
    return snapshot
  }

  private static func malformed(_ file: MappedIndexFile, _ reason: String) -> LocalIndexError {
    .corruptFile(path: file.path, part: "section service", reason: reason)
  }

  private static func describedIndices(
    _ file: MappedIndexFile
  ) throws(LocalIndexError) -> ([JSON], LocalIndex.FileProtection) {
    let service = try file.json("service")
    let format = service["format"]?.intValue ?? 0
    guard format <= serviceFormat else {
      throw .unsupportedFormatVersion(path: file.path, version: format, supported: serviceFormat)
    }
    guard format >= 1, let indices = service["indices"]?.arrayValue else {
      throw malformed(file, "no format or no indices")
    }
    var fileProtection = LocalIndex.FileProtection.completeUntilFirstUserAuthentication
    if let stored = service["fileProtection"] {
      guard let name = stored.stringValue, let known = LocalIndex.FileProtection(rawValue: name)
      else { throw malformed(file, "an unknown file protection \(stored.serialized())") }
      fileProtection = known
    }
    return (indices, fileProtection)
  }

  private static func configuration(
    _ json: JSON?, of name: String, in file: MappedIndexFile
  ) throws(LocalIndexError) -> IndexConfiguration {
    guard let json else { throw malformed(file, "\(name) has no configuration") }
    do {
      return try IndexConfiguration(json: json)
    } catch {
      throw malformed(file, "the configuration of \(name): \(error.reason)")
    }
  }

  private static func read(
    _ description: JSON, name: String, from file: MappedIndexFile
  ) throws(LocalIndexError) -> SavedIndex {
    guard let recordsPrefix = description["records"]?.stringValue,
      let snapshotPrefix = description["snapshot"]?.stringValue,
      let generatedIDs = description["generatedIDs"]?.intValue
    else { throw malformed(file, "\(name) lacks its records, snapshot or counter") }
    let configuration = try configuration(description["configuration"], of: name, in: file)

    // The records: every record's bytes, read in place from the file, a record at a time.
    let section = try file.section(recordsPrefix + "bytes")
    let offsets: IndexArray<UInt64> = try file.array(recordsPrefix + "offsets")
    guard !offsets.isEmpty else {
      throw .corruptFile(
        path: file.path, part: "section \(recordsPrefix)offsets", reason: "no offsets")
    }
    let records = RecordList(
      page: file.recordPage(section), bytes: try file.array(recordsPrefix + "bytes"),
      offsets: offsets)
    let count = records.count
    let order: IndexArray<UInt32> = try file.array(recordsPrefix + "insertionOrder")
    guard order.count == count else {
      throw .corruptFile(
        path: file.path, part: "section \(recordsPrefix)insertionOrder",
        reason: "\(order.count) documents for \(count)")
    }
    if file.formatVersion < IndexFile.mappedFormatVersion {
      guard Checks.areOffsets(offsets, total: section.length), Checks.allBelow(order, count)
      else {
        throw .corruptFile(
          path: file.path, part: "section \(recordsPrefix)offsets",
          reason: "does not cover the records in order")
      }
    }

    let snapshot = try validated(
      IndexSnapshot(
        parts: try SnapshotSections.read(
          prefix: snapshotPrefix, settings: configuration.settings, primaryRecords: records,
          isReplica: false, from: file),
        placeholders: configuration.placeholders),
      prefix: snapshotPrefix, in: file)
    var replicas: [SavedIndex.Replica] = []
    for replica in description["replicas"]?.arrayValue ?? [] {
      guard let replicaName = replica["name"]?.stringValue,
        let prefix = replica["snapshot"]?.stringValue
      else { throw malformed(file, "a replica of \(name) lacks its name or snapshot") }
      let replicaConfiguration = try self.configuration(
        replica["configuration"], of: replicaName, in: file)
      replicas.append(
        SavedIndex.Replica(
          name: replicaName, configuration: replicaConfiguration,
          snapshot: try validated(
            IndexSnapshot(
              parts: try SnapshotSections.read(
                prefix: prefix, settings: replicaConfiguration.settings, primaryRecords: records,
                isReplica: true, from: file),
              placeholders: replicaConfiguration.placeholders),
            prefix: prefix, in: file)))
    }
    return SavedIndex(
      name: name, configuration: configuration, snapshot: snapshot,
      records: .saved(insertionOrder: order, generatedIDs: max(0, generatedIDs)),
      replicas: replicas, file: file, versionSnapshot: snapshot)
  }
}
