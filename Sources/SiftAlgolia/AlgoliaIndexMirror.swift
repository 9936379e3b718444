import Foundation
import SiftCore
import SiftLocal

/// A copy of a hosted Algolia index on the device, searched with no network: its records,
/// settings, replicas' settings, synonyms and rules, downloaded into a saved local index.
///
/// ```swift
/// let mirror = AlgoliaIndexMirror(
///   source: AlgoliaSearchService(appID: "MYAPP", apiKey: "key-with-browse-and-settings"),
///   indexName: "products", directory: mirrorURL)
/// try mirror.openSaved()                           // what was downloaded before, at once
/// try await mirror.update { print($0.records) }    // download again, then swap it in
/// let searcher = HitsSearcher(service: mirror.service, indexName: "products")
/// ```
///
/// ``update(progress:)`` browses the index page by page (Algolia's browse endpoint, with a
/// cursor), keeping each page in the directory as it comes (``SiftLocal/LocalIndexDownload``):
/// a download cut short (a lost connection, the app closed) resumes from the last cursor kept
/// at the next update. When the last page is in, the index is built and saved as the
/// directory's new version (the previous one stays whole until the rename that replaces it),
/// then swapped into ``service`` at once: a search never sees half an index.
///
/// Network failures are ``SiftCore/SearchError``s; failures of the local copy (a full disk,
/// another writer) are ``SiftLocal/LocalIndexError``s.
public final class AlgoliaIndexMirror: Sendable {
  /// How far an update has come.
  public struct Progress: Sendable, Hashable {
    /// What the update is doing.
    public enum Phase: Sendable, Hashable {
      /// Reading the settings, the replicas' settings, the synonyms and the rules.
      case configuration
      /// Downloading records.
      case records
      /// Building the index from the records downloaded.
      case indexing
      /// Done: the new version is saved and served.
      case done
    }

    /// What the update is doing.
    public var phase: Phase
    /// The records downloaded so far (those kept by an interrupted update included).
    public var records: Int
    /// The records the index holds, once the first page says.
    public var totalRecords: Int?
    /// Whether the update resumed an interrupted download.
    public var isResumed: Bool

    /// Creates a progress report.
    public init(phase: Phase, records: Int, totalRecords: Int?, isResumed: Bool) {
      self.phase = phase
      self.records = records
      self.totalRecords = totalRecords
      self.isResumed = isResumed
    }
  }

  /// The hosted service the index is read from.
  public let source: AlgoliaSearchService
  /// The hosted index's name (the local index has the same).
  public let indexName: String
  /// The directory the copy is saved in.
  public let directory: URL
  /// Records per browse request.
  public let hitsPerPage: Int
  /// The local service serving the copy (and its replicas) once opened or updated: pass it to
  /// a searcher, or to an ``OnlineFirstSearchService``.
  public let service = LocalSearchService()

  /// Creates a mirror (nothing is read yet).
  /// - Parameters:
  ///   - source: the hosted service (its API key needs the `browse` and `settings` ACLs).
  ///   - indexName: the index to copy.
  ///   - directory: where the copy is saved.
  ///   - hitsPerPage: records per browse request (Algolia allows up to 1,000).
  public init(
    source: AlgoliaSearchService, indexName: String, directory: URL, hitsPerPage: Int = 1000
  ) {
    self.source = source
    self.indexName = indexName
    self.directory = directory
    self.hitsPerPage = max(1, hitsPerPage)
  }

  /// Opens the copy saved by an earlier update, read-only, and serves it; no network.
  /// - Returns: the index, or `nil` when nothing was saved yet.
  /// - Throws: ``SiftLocal/LocalIndexError`` for a damaged copy.
  @discardableResult
  public func openSaved() throws(LocalIndexError) -> LocalIndex? {
    let index: LocalIndex
    do {
      index = try LocalIndex(savedIn: directory, name: indexName, access: .readOnly)
    } catch .notAnIndexDirectory {
      return nil
    }
    service.add(index)
    return index
  }

  /// Downloads the hosted index again (resuming an interrupted download), saves it as the
  /// directory's new version, and serves it.
  /// - Parameter progress: called as the update goes.
  /// - Returns: the new copy.
  /// - Throws: ``SiftCore/SearchError`` when the hosted service fails (the pages kept so far
  ///   stay for the next update); ``SiftLocal/LocalIndexError`` when the copy cannot be saved
  ///   (``SiftLocal/LocalIndexError/directoryLocked(path:)`` while another update runs).
  @discardableResult
  public func update(
    progress: @Sendable (Progress) -> Void = { _ in }
  ) async throws -> LocalIndex {
    let download = try LocalIndexDownload(directory: directory, indexName: indexName)
    let resumed = download.isResumed
    progress(
      Progress(
        phase: .configuration, records: download.recordCount, totalRecords: nil, isResumed: resumed)
    )
    let settings = try LocalIndexSettings(json: await source.settings(indexName: indexName))
    var replicaSettings: [String: LocalIndexSettings] = [:]
    for replica in settings.replicas {
      replicaSettings[replica] = try LocalIndexSettings(
        json: await source.settings(indexName: replica))
    }
    let synonyms = try await source.exportSynonyms(indexName: indexName)
    let rules = try await source.exportRules(indexName: indexName)

    var total: Int?
    var restarted = false
    while !download.isComplete {
      try Task.checkCancellation()
      let page: AlgoliaSearchService.BrowsePage
      do {
        page = try await source.browse(
          indexName: indexName, cursor: download.cursor, hitsPerPage: hitsPerPage)
      } catch SearchError.http(let status, _, _)
        where download.cursor != nil && !restarted && (400..<500).contains(status)
      {
        // A kept cursor the service no longer takes (cursors expire): start over, once.
        try download.restart()
        restarted = true
        continue
      }
      try download.append(page.hits, cursor: page.cursor)
      total = page.nbHits ?? total
      progress(
        Progress(
          phase: .records, records: download.recordCount, totalRecords: total, isResumed: resumed))
    }
    let count = download.recordCount
    progress(Progress(phase: .indexing, records: count, totalRecords: total, isResumed: resumed))
    let index = try download.finish(
      settings: settings, replicaSettings: replicaSettings, synonyms: synonyms, rules: rules)
    service.add(index)
    progress(Progress(phase: .done, records: count, totalRecords: total, isResumed: resumed))
    return index
  }
}
