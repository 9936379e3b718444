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
/// array, and a log of the resume cursor and the checksum of each page, each synced), so a
/// download cut short by a lost connection or a crash resumes from the last page kept.
/// ``finish(settings:replicaSettings:synonyms:rules:replicaSynonyms:replicaRules:progress:)``
/// builds the index and saves it as the directory's new version, atomically: until then, the
/// directory opens as its previous version, whole.
///
/// Every byte kept between runs is checked: resuming checks each kept page against the checksum
/// logged with it, and resumes after the last page that checks out. A damaged page (or a
/// damaged log entry) is not used: it and the pages after it are downloaded again, and
/// ``damage`` says what was found. `resuming: false` starts afresh, whatever was kept.
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
  /// Whether pages of an earlier, interrupted download were found, checked and kept.
  public private(set) var isResumed = false
  /// The damage found in what an earlier download kept, if any: a
  /// ``LocalIndexError/corruptFile(path:part:reason:)`` (or
  /// ``LocalIndexError/truncatedFile(path:bytes:expectedBytes:)``) naming `download/records.json`
  /// or `download/progress.log` and the page. The download resumed after the last page before
  /// the damage (or started afresh): the damaged pages are downloaded again, never used.
  public private(set) var damage: LocalIndexError?

  private var target: IndexDirectory?
  private let folder: String
  private var records: FileOutput?
  private var log: FileOutput?
  /// The pages kept, in order (what `finish` checks the records against).
  private var pages: [DownloadLog.Page] = []

  /// Simulated failures of the writes of the pages appended from now on (tests).
  var writeFaults: WriteFaults? {
    didSet {
      records?.faults = writeFaults
      log?.faults = writeFaults
    }
  }

  private var recordBytes: Int { pages.last?.end ?? 0 }
  private var recordsPath: String { folder + "/records.json" }
  private var logPath: String { folder + "/progress.log" }

  /// Starts a download into `directory` (made if missing), or resumes the one kept there for
  /// the same index.
  /// - Parameters:
  ///   - directory: the saved index's directory.
  ///   - indexName: the index's name.
  ///   - resuming: whether to resume the pages an earlier download of the same index kept
  ///     (checked first); `false` discards them unread, to start afresh.
  /// - Throws: ``LocalIndexError/directoryLocked(path:)`` when another writer holds it;
  ///   ``LocalIndexError/writeFailed(path:reason:)``;
  ///   ``LocalIndexError/unreadableFile(path:reason:)`` when the kept pages cannot be read
  ///   (`resuming: false` discards them).
  public init(directory: URL, indexName: String, resuming: Bool = true) throws(LocalIndexError) {
    self.directory = directory
    self.indexName = indexName
    // The download holds the lock from start to finish.
    target = try IndexDirectory.create(
      directory, options: LocalIndex.SaveOptions(locking: .whileOpen))
    folder = directory.path + "/download"
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .writeFailed(path: folder, reason: error.localizedDescription)
    }
    if resuming {
      try resume()
    } else {
      try restart()
    }
  }

  /// Reads and checks what an earlier download kept, and continues after its last whole page.
  private func resume() throws(LocalIndexError) {
    guard FileManager.default.fileExists(atPath: logPath) else { return }
    let kept = try DownloadLog.read(
      logPath: logPath, recordsPath: recordsPath, indexName: indexName)
    damage = kept.damage
    guard let last = kept.pages.last else { return }
    // Bytes after the last page kept (a page written but not logged, or pages that did not
    // check out) are cut off; those pages are downloaded again.
    records = try FileOutput.open(recordsPath, at: last.end, faults: nil)
    log = try FileOutput.open(logPath, at: kept.logEnd, faults: nil)
    pages = kept.pages
    recordCount = last.records
    cursor = last.cursor
    isComplete = last.cursor == nil
    isResumed = true
  }

  /// Drops the pages kept, to download from the start (a cursor the source no longer takes).
  /// - Throws: ``LocalIndexError/writeFailed(path:reason:)``.
  public func restart() throws(LocalIndexError) {
    records?.close()
    log?.close()
    records = nil
    log = nil
    for path in [logPath, recordsPath] where FileManager.default.fileExists(atPath: path) {
      do {
        try FileManager.default.removeItem(atPath: path)
      } catch {
        throw .writeFailed(path: path, reason: error.localizedDescription)
      }
    }
    pages = []
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
      recordsOutput = try FileOutput.create(recordsPath, faults: writeFaults)
      logOutput = try FileOutput.create(logPath, faults: writeFaults)
      try logOutput.write(DownloadLog.header())
      try logOutput.flush()  // so that cutting a failed page's entry keeps the header
      records = recordsOutput
      log = logOutput
    }
    var text = ""
    for (position, record) in page.enumerated() {
      text += recordCount + position == 0 ? "[" : ","
      text += record.serialized()
    }
    let bytes = Array(text.utf8)
    let kept = DownloadLog.Page(
      cursor: next, end: recordBytes + bytes.count, records: recordCount + page.count,
      checksum: Checksum.of(bytes))
    let logOffset = logOutput.offset
    do {
      try recordsOutput.write(bytes)
      try recordsOutput.sync(dataOnly: true)
      try logOutput.write(DownloadLog.entry(indexName: indexName, page: kept))
      try logOutput.sync(dataOnly: true)
    } catch {
      // The next page starts over from the last page kept.
      try? recordsOutput.truncate(to: recordBytes)
      try? logOutput.truncate(to: logOffset)
      throw error
    }
    pages.append(kept)
    recordCount = kept.records
    cursor = next
    isComplete = next == nil
  }

  /// Builds the index from the pages kept and saves it as the directory's new version,
  /// atomically; then removes the pages and releases the directory's lock. The records are
  /// checked against each page's checksum first.
  /// - Parameters:
  ///   - settings: the index's settings (its `replicas` are made too).
  ///   - replicaSettings: the replicas' settings, by name (the primary's otherwise).
  ///   - synonyms: the index's synonyms, in Algolia's export format.
  ///   - rules: the index's rules, in Algolia's export format.
  ///   - replicaSynonyms: each replica's own synonyms, by name, in Algolia's export format.
  ///   - replicaRules: each replica's own rules, by name, in Algolia's export format.
  ///   - progress: called as the records are read and indexed.
  /// - Returns: the index, as saved; it is read-only (a mirror changes by another download).
  /// - Throws: ``LocalIndexError/invalidRecord(position:objectID:keyPath:reason:)`` for a bad
  ///   record; ``LocalIndexError/corruptFile(path:part:reason:)`` naming `records.json` and the
  ///   page when the records on disk no longer match what was downloaded (the next download of
  ///   the directory downloads that page again); ``LocalIndexError/writeFailed(path:reason:)``;
  ///   the directory is unchanged then.
  public func finish(
    settings: LocalIndexSettings, replicaSettings: [String: LocalIndexSettings] = [:],
    synonyms: [JSON] = [], rules: [JSON] = [], replicaSynonyms: [String: [JSON]] = [:],
    replicaRules: [String: [JSON]] = [:],
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
    try output.flush()
    try checkKeptPages()
    let index: LocalIndex
    do throws(LocalIndexError) {
      try output.write(Array((recordCount == 0 ? "[]" : "]").utf8))
      try output.flush()
      index = try LocalIndex(
        name: indexName, settings: settings, contentsOf: URL(fileURLWithPath: recordsPath),
        progress: progress)
      for replica in index.replicas {
        if let own = replicaSettings[replica.name] { try replica.setSettings(own) }
      }
      // Each index's own synonyms and rules, as on Algolia.
      for member in [index] + index.replicas {
        let isPrimary = member === index
        let ownSynonyms = isPrimary ? synonyms : replicaSynonyms[member.name] ?? []
        let ownRules = isPrimary ? rules : replicaRules[member.name] ?? []
        if !ownSynonyms.isEmpty {
          try member.saveSynonyms(
            ownSynonyms.map { json throws(LocalIndexError) in try Synonym(json: json) },
            replaceExistingSynonyms: true)
        }
        if !ownRules.isEmpty {
          try member.saveRules(
            ownRules.map { json throws(LocalIndexError) in try Rule(json: json) },
            clearExistingRules: true)
        }
      }
      try target.save([index.savedIndex()])
    } catch {
      // The array's end is written again by the next try.
      try? output.truncate(to: recordBytes)
      throw error
    }
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

  /// Checks the bytes of `records.json` against the checksum of each page kept.
  /// - Throws: ``LocalIndexError/corruptFile(path:part:reason:)`` naming the page that does not
  ///   match; ``LocalIndexError/unreadableFile(path:reason:)``.
  private func checkKeptPages() throws(LocalIndexError) {
    guard !pages.isEmpty else { return }
    let input = try FileInput(recordsPath)
    var start = 0
    for (number, page) in pages.enumerated() {
      guard page.end <= input.size else {
        throw .truncatedFile(path: recordsPath, bytes: input.size, expectedBytes: page.end)
      }
      let bytes = try input.bytes(at: start, count: page.end - start)
      guard Checksum.of(bytes) == page.checksum else {
        throw .corruptFile(
          path: recordsPath, part: "page \(number) (bytes \(start)..<\(page.end))",
          reason: "its checksum does not match the download log's")
      }
      start = page.end
    }
  }
}
