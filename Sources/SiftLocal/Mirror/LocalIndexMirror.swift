import Foundation
import SiftCore

/// A copy of an index of another backend on the device, searched with no network: its records,
/// settings, replicas' settings, synonyms and rules, downloaded from any
/// ``SiftCore/IndexListingSource`` (`AlgoliaSearchService`, `TypesenseSearchService`, an app's
/// own) into a saved local index.
///
/// ```swift
/// let mirror = LocalIndexMirror(
///   source: AlgoliaSearchService(appID: "MYAPP", apiKey: "key-with-browse-and-settings"),
///   indexName: "products", directory: mirrorURL)
/// try mirror.openSaved()                           // what was downloaded before, at once
/// try await mirror.update { print($0.records) }    // download again, then swap it in
/// let searcher = HitsSearcher(service: mirror.service, indexName: "products")
/// ```
///
/// ``update(resuming:progress:)`` lists the index page by page, with the source's cursor,
/// keeping each page in the directory as it comes (``LocalIndexDownload``): a download cut short
/// (a lost connection, the app closed) resumes from the last cursor kept at the next update,
/// once each kept page has matched its checksum (a damaged page is downloaded again, never
/// served). When the
/// last page is in, the index is built and saved as the directory's new version (the previous
/// one stays whole until the rename that replaces it), then swapped into ``service`` at once: a
/// search never sees half an index.
///
/// The source's failures are ``SiftCore/SearchError``s; failures of the local copy (a full
/// disk, another writer, settings the engine refuses) are ``LocalIndexError``s.
public final class LocalIndexMirror: Sendable {
  /// The backend the index is read from.
  public let source: any IndexListingSource
  /// The index's name there (the local index has the same).
  public let indexName: String
  /// The directory the copy is saved in.
  public let directory: URL
  /// Records asked for per page.
  public let hitsPerPage: Int
  /// The local service serving the copy (and its replicas) once opened or updated: pass it to
  /// a searcher, or to an `OnlineFirstSearchService`.
  public let service = LocalSearchService()

  /// Creates a mirror (nothing is read yet).
  /// - Parameters:
  ///   - source: the backend to copy from (for Algolia, an API key with the `browse` and
  ///     `settings` ACLs).
  ///   - indexName: the index to copy.
  ///   - directory: where the copy is saved.
  ///   - hitsPerPage: records asked for per page (Algolia's browse allows up to 1,000).
  public init(
    source: any IndexListingSource, indexName: String, directory: URL, hitsPerPage: Int = 1000
  ) {
    self.source = source
    self.indexName = indexName
    self.directory = directory
    self.hitsPerPage = max(1, hitsPerPage)
  }

  /// Opens the copy saved by an earlier update, read-only, and serves it; no network.
  /// - Returns: the index, or `nil` when nothing was saved yet.
  /// - Throws: ``LocalIndexError`` for a damaged copy.
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

  /// Downloads the index again (resuming an interrupted download), saves it as the directory's
  /// new version, and serves it.
  ///
  /// The pages an interrupted update kept are checked before they are used: a page that does
  /// not match the checksum logged with it (or whose log entry is damaged) is downloaded again,
  /// with the pages after it, and ``Progress/damage`` says what was found.
  ///
  /// - Parameters:
  ///   - resuming: whether to resume an interrupted download; `false` discards what it kept and
  ///     downloads everything afresh.
  ///   - progress: called as the update goes.
  /// - Returns: the new copy.
  /// - Throws: ``SiftCore/SearchError`` when the source fails (the pages kept so far stay for
  ///   the next update); ``LocalIndexError`` when the copy cannot be saved
  ///   (``LocalIndexError/directoryLocked(path:)`` while another update runs), the kept pages
  ///   cannot be read (`resuming: false` discards them), or the source's settings, synonyms,
  ///   rules or records are ones the engine refuses.
  @discardableResult
  public func update(
    resuming: Bool = true, progress: @Sendable (Progress) -> Void = { _ in }
  ) async throws -> LocalIndex {
    let download = try LocalIndexDownload(
      directory: directory, indexName: indexName, resuming: resuming)
    let resumed = download.isResumed
    let damage = download.damage
    func report(_ phase: Progress.Phase, total: Int?) {
      progress(
        Progress(
          phase: phase, records: download.recordCount, totalRecords: total, isResumed: resumed,
          damage: damage))
    }
    report(.configuration, total: nil)
    let settings = try LocalIndexSettings(json: await source.listSettings(indexName: indexName))
    // Each replica's own settings (a virtual replica's hold only what it sets), synonyms and
    // rules.
    var replicaSettings: [String: LocalIndexSettings] = [:]
    var replicaSynonyms: [String: [JSON]] = [:]
    var replicaRules: [String: [JSON]] = [:]
    for replica in settings.replicas {
      let json = try await source.listSettings(indexName: replica)
      replicaSettings[replica] =
        settings.virtualReplicas.contains(replica)
        ? try LocalIndexSettings(json: json, virtualReplicaOf: settings)
        : try LocalIndexSettings(json: json)
      replicaSynonyms[replica] = try await source.listSynonyms(indexName: replica)
      replicaRules[replica] = try await source.listRules(indexName: replica)
    }
    let synonyms = try await source.listSynonyms(indexName: indexName)
    let rules = try await source.listRules(indexName: indexName)

    var total: Int?
    var restarted = false
    while !download.isComplete {
      try Task.checkCancellation()
      let page: IndexListingPage
      do {
        page = try await source.listRecords(
          indexName: indexName, cursor: download.cursor, hitsPerPage: hitsPerPage)
      } catch SearchError.http(let status, _, _)
        where download.cursor != nil && !restarted && (400..<500).contains(status)
      {
        // A kept cursor the source no longer takes (cursors expire): start over, once.
        try download.restart()
        restarted = true
        continue
      }
      try download.append(page.records, cursor: page.cursor)
      total = page.totalRecords ?? total
      report(.records, total: total)
    }
    report(.indexing, total: total)
    let index = try download.finish(
      settings: settings, replicaSettings: replicaSettings, synonyms: synonyms, rules: rules,
      replicaSynonyms: replicaSynonyms, replicaRules: replicaRules)
    service.add(index)
    report(.done, total: total)
    return index
  }
}
