import Foundation
import SiftCore

/// A download of an index into a saved directory, page by page, that resumes where it stopped:
/// what a ``LocalIndexMirror`` is made with.
///
/// ```swift
/// let download = try LocalIndexDownload(directory: mirrorURL, indexName: "products")
/// var cursor = download.cursor  // where an interrupted download stopped, if it did
/// while !download.isComplete {
///   let page = try await fetchPage(after: cursor)  // from any source
///   try download.append(page.records, cursor: page.next)
///   cursor = page.next
/// }
/// let index = try download.finish(settings: settings)
/// ```
///
/// Pages are kept in the directory's `download/` folder as they come (the records as a JSON
/// array, and a log of the resume cursor after each page, each synced), so a download cut short
/// by a lost connection or a crash resumes from the last page kept. ``finish(settings:replicaSettings:synonyms:rules:progress:)``
/// builds the index and saves it as the directory's new version, atomically: until then, the
/// directory opens as its previous version, whole.
///
/// A download holds the directory's lock until it is released (a second writer gets
/// ``LocalIndexError/directoryLocked(path:)``). Not `Sendable`: one task drives it.
public final class LocalIndexDownload {
  /// The directory the index is saved in.
  public let directory: URL
  /// The index's name.
  public let indexName: String
  /// The resume cursor of the last page kept (`nil` before the first page, or once complete).
  public private(set) var cursor: String?
  /// The records kept so far.
  public private(set) var recordCount = 0
  /// Whether the last page is in (its cursor was `nil`).
  public private(set) var isComplete = false
  /// Whether pages of an earlier, interrupted download were found and kept.
  public private(set) var isResumed = false

  private var target: IndexDirectory?
  private let folder: String
  private var records: FileOutput?
  private var log: FileOutput?
  private var recordBytes = 0

  private static let magic = Array("SIFTDNLD".utf8)

  private var recordsPath: String { folder + "/records.json" }
  private var logPath: String { folder + "/progress.log" }

  /// Starts a download into `directory` (made if missing), or resumes the one kept there for
  /// the same index.
  /// - Parameters:
  ///   - directory: the saved index's directory.
  ///   - indexName: the index's name.
  /// - Throws: ``LocalIndexError/directoryLocked(path:)`` when another writer holds it;
  ///   ``LocalIndexError/writeFailed(path:reason:)``; ``LocalIndexError/corruptFile(path:part:reason:)``
  ///   for a damaged download log.
  public init(directory: URL, indexName: String) throws(LocalIndexError) {
    self.directory = directory
    self.indexName = indexName
    target = try IndexDirectory.create(directory, options: LocalIndex.SaveOptions())
    folder = directory.path + "/download"
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(path: folder, reason: error.localizedDescription)
    }
    isResumed = try resume()
  }

  /// Reads what an earlier download kept. - Returns: whether it kept pages of this index.
  private func resume() throws(LocalIndexError) -> Bool {
    guard FileManager.default.fileExists(atPath: logPath),
      FileManager.default.fileExists(atPath: recordsPath)
    else { return false }
    let bytes = try FileInput(logPath).bytes(at: 0, count: FileInput(logPath).size)
    let kept: (cursor: String?, bytes: Int, records: Int, end: Int)? = try withRawBytes(of: bytes) {
      (raw) throws(LocalIndexError) in
      guard raw.count >= JournalFile.headerSize,
        raw.prefix(JournalFile.headerSize).elementsEqual(
          JournalFile.header(version: 0, magic: Self.magic))
      else { return nil }
      let frames = try JournalFile.Frames(
        raw, from: JournalFile.headerSize, path: logPath, kind: "page")
      guard let last = frames.payloads.last else { return nil }
      var reader = ByteReader(UnsafeRawBufferPointer(rebasing: raw[last]))
      do throws(ByteReader.Malformed) {
        guard try reader.string() == indexName else { return nil }
        let cursor = try reader.byte() == 1 ? try reader.string() : nil
        return (cursor, try reader.count(limit: .max), try reader.count(limit: .max), frames.end)
      } catch {
        throw .corruptFile(path: logPath, part: "its last page", reason: error.reason)
      }
    }
    guard let kept, try FileInput(recordsPath).size >= kept.bytes else { return false }
    // Bytes of a page written but not logged are cut off; it is downloaded again.
    records = try FileOutput.open(recordsPath, at: kept.bytes, faults: nil)
    log = try FileOutput.open(logPath, at: kept.end, faults: nil)
    recordBytes = kept.bytes
    recordCount = kept.records
    cursor = kept.cursor
    isComplete = kept.cursor == nil
    return true
  }

  /// Drops the pages kept, to download from the start (a cursor the source no longer takes).
  /// - Throws: ``LocalIndexError/writeFailed(path:reason:)``.
  public func restart() throws(LocalIndexError) {
    records?.close()
    log?.close()
    records = nil
    log = nil
    PosixFile.remove(recordsPath, faults: nil)
    PosixFile.remove(logPath, faults: nil)
    recordBytes = 0
    recordCount = 0
    cursor = nil
    isComplete = false
  }

  /// Keeps a page of records (synced), with the cursor that resumes after it (`nil` for the
  /// last page).
  /// - Parameters:
  ///   - page: the records (objects, as the source gives them).
  ///   - next: the cursor of the next page; `nil` when this page is the last.
  /// - Throws: ``LocalIndexError/writeFailed(path:reason:)``; the page is not kept then.
  public func append(_ page: [JSON], cursor next: String?) throws(LocalIndexError) {
    guard !isComplete else { return }
    let recordsOutput: FileOutput
    let logOutput: FileOutput
    if let records, let log {
      recordsOutput = records
      logOutput = log
    } else {
      recordsOutput = try FileOutput.create(recordsPath, faults: nil)
      logOutput = try FileOutput.create(logPath, faults: nil)
      try logOutput.write(JournalFile.header(version: 0, magic: Self.magic))
      records = recordsOutput
      log = logOutput
    }
    var text = ""
    for (position, record) in page.enumerated() {
      text += recordCount + position == 0 ? "[" : ","
      text += record.serialized()
    }
    do {
      try recordsOutput.write(Array(text.utf8))
      try recordsOutput.sync(dataOnly: true)
      var entry = ByteWriter()
      entry.appendString(indexName)
      entry.append(next == nil ? 0 : 1)
      if let next { entry.appendString(next) }
      entry.appendVarint(recordsOutput.offset)
      entry.appendVarint(recordCount + page.count)
      try logOutput.write(JournalFile.frame(entry.bytes))
      try logOutput.sync(dataOnly: true)
    } catch {
      // The next page starts over from the last page kept.
      try? recordsOutput.truncate(to: recordBytes)
      throw error
    }
    recordBytes = recordsOutput.offset
    recordCount += page.count
    cursor = next
    isComplete = next == nil
  }

  /// Builds the index from the pages kept and saves it as the directory's new version,
  /// atomically; then removes the pages and releases the directory's lock.
  /// - Parameters:
  ///   - settings: the index's settings (its `replicas` are made too).
  ///   - replicaSettings: the replicas' settings, by name (the primary's otherwise).
  ///   - synonyms: the index's synonyms, in Algolia's export format.
  ///   - rules: the index's rules, in Algolia's export format.
  ///   - progress: called as the records are read and indexed.
  /// - Returns: the index, as saved; it is read-only (a mirror changes by another download).
  /// - Throws: ``LocalIndexError/invalidRecord(position:objectID:keyPath:reason:)`` for a bad
  ///   record; ``LocalIndexError/writeFailed(path:reason:)``; the directory is unchanged then.
  public func finish(
    settings: LocalIndexSettings, replicaSettings: [String: LocalIndexSettings] = [:],
    synonyms: [JSON] = [], rules: [JSON] = [],
    progress: ((LocalIndex.IngestProgress) -> Void)? = nil
  ) throws(LocalIndexError) -> LocalIndex {
    guard let target else {
      throw .notAnIndexDirectory(path: directory.path, reason: "the download was finished")
    }
    guard isComplete else {
      throw .notAnIndexDirectory(
        path: directory.path, reason: "the download is incomplete (\(recordCount) records so far)")
    }
    let output: FileOutput
    if let records {
      output = records
    } else {
      output = try FileOutput.create(recordsPath, faults: nil)
    }
    try output.write(Array((recordCount == 0 ? "[]" : "]").utf8))
    try output.flush()
    let index = try LocalIndex(
      name: indexName, settings: settings, contentsOf: URL(fileURLWithPath: recordsPath),
      progress: progress)
    for replica in index.replicas {
      if let own = replicaSettings[replica.name] { try replica.setSettings(own) }
    }
    if !synonyms.isEmpty {
      try index.saveSynonyms(
        synonyms.map { json throws(LocalIndexError) in try Synonym(json: json) },
        replaceExistingSynonyms: true)
    }
    if !rules.isEmpty {
      try index.saveRules(
        rules.map { json throws(LocalIndexError) in try Rule(json: json) },
        clearExistingRules: true)
    }
    try target.save([index.savedIndex()])
    let view = target.readOnlyView()
    view.adopt([index])
    records?.close()
    log?.close()
    records = nil
    log = nil
    try? FileManager.default.removeItem(atPath: folder)
    self.target = nil
    return index
  }
}
