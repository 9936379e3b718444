import Foundation
import SiftCore

/// The embedded engine as a ``SiftCore/SearchService``: named ``LocalIndex``es (each with its
/// replicas) searched in-process, offline.
///
/// ```swift
/// let service = LocalSearchService()
/// try service.loadIndex(
///   named: "talks", recordsFile: talksURL, settingsFile: settingsURL,
///   replicaSettingsFiles: ["talks_date_asc": dateAscURL])
/// let searcher = HitsSearcher(service: service, indexName: "talks")
/// ```
///
/// Searches run on the caller's executor — the global concurrent executor for the
/// protocol's `async` requirements — never on the main actor, and read each index's current
/// snapshot, so they are consistent while writes happen. The type is `Sendable`.
public final class LocalSearchService: SearchService, @unchecked Sendable {
  private let lock = NSLock()
  private var indices: [String: LocalIndex] = [:]
  /// The directory the service is saved in (see `LocalSearchService+Persistence.swift`).
  private var directory: IndexDirectory?

  /// The directory the service is saved in, if any.
  var savedDirectory: IndexDirectory? {
    get { lock.withLock { directory } }
    set { lock.withLock { directory = newValue } }
  }

  /// The primary indices served, by name.
  var primaries: [LocalIndex] {
    lock.withLock { indices.values.filter { !$0.isReplica }.sorted { $0.name < $1.name } }
  }

  /// Creates a service serving `indices` (and their replicas).
  /// - Parameter indices: the indices.
  public init(indices: [LocalIndex] = []) {
    for index in indices { add(index) }
  }

  /// Serves an index and its replicas under their names (replacing any index of those names).
  /// - Parameter index: the index.
  public func add(_ index: LocalIndex) {
    lock.lock()
    defer { lock.unlock() }
    indices[index.name] = index
    for replica in index.replicas { indices[replica.name] = replica }
  }

  /// The index (or replica) with this name.
  /// - Parameter name: the name.
  /// - Returns: the index, if served.
  public func index(named name: String) -> LocalIndex? {
    lock.lock()
    defer { lock.unlock() }
    return indices[name]
  }

  /// The names served, sorted.
  public var indexNames: [String] {
    lock.lock()
    defer { lock.unlock() }
    return indices.keys.sorted()
  }

  /// Creates and serves an index; replicas named in `settings.replicas` get the settings in
  /// `replicaSettings` (or the primary's, without `replicas`).
  ///
  /// - Parameters:
  ///   - name: the index's name.
  ///   - records: the records.
  ///   - settings: the settings.
  ///   - replicaSettings: settings of replicas, by name.
  /// - Returns: the index.
  /// - Throws: ``LocalIndexError`` for a bad record, or (for a saved service, which saves the
  ///   new index with the others) a failed write; nothing is served then.
  @discardableResult
  public func createIndex(
    named name: String, records: [JSON] = [], settings: LocalIndexSettings = LocalIndexSettings(),
    replicaSettings: [String: LocalIndexSettings] = [:]
  ) throws(LocalIndexError) -> LocalIndex {
    let index = try makeIndex(named: name, settings: settings, replicaSettings: replicaSettings)
    try index.apply(records.map(LocalIndex.Operation.add))
    try savedDirectory?.saveMembers(adding: index)
    add(index)
    return index
  }

  /// An empty index with its replicas, each with its own settings when given.
  private func makeIndex(
    named name: String, settings: LocalIndexSettings,
    replicaSettings: [String: LocalIndexSettings]
  ) throws(LocalIndexError) -> LocalIndex {
    let index = LocalIndex(name: name, settings: settings, isReplica: false)
    try index.setSettings(settings)
    for replica in index.replicas {
      if let own = replicaSettings[replica.name] { try replica.setSettings(own) }
    }
    return index
  }

  /// Loads an index from a JSON file of records (an array of objects) and Algolia's exports of
  /// its settings, synonyms and rules, and of its replicas', in one call. The records are read
  /// straight from the file into the index (see ``LocalIndex/addRecords(contentsOf:progress:)``).
  ///
  /// Each index has its own settings, synonyms and rules, as on Algolia: the primary's synonyms
  /// and rules are the primary's only, and a replica has those of its own files. A standard
  /// replica's settings file holds all its settings; a virtual replica's (named `virtual(…)` in
  /// the primary's `replicas`) holds only what the replica sets, as Algolia exports it, and the
  /// rest is its primary's (see ``LocalIndexSettings/init(json:virtualReplicaOf:)``). A replica
  /// with no settings file has its primary's settings.
  ///
  /// ```swift
  /// try service.loadIndex(
  ///   named: "products", recordsFile: recordsURL, settingsFile: settingsURL,
  ///   replicaSettingsFiles: ["products_price_asc": priceAscSettingsURL],
  ///   synonymsFile: synonymsURL, rulesFile: rulesURL,
  ///   replicaRulesFiles: ["products_price_asc": priceAscRulesURL])
  /// ```
  ///
  /// - Parameters:
  ///   - name: the index's name.
  ///   - recordsFile: a JSON array of records.
  ///   - settingsFile: Algolia's settings JSON, as exported.
  ///   - replicaSettingsFiles: settings files of replicas, by replica name.
  ///   - synonymsFile: Algolia's synonyms export (a JSON array of synonyms) of the index.
  ///   - rulesFile: Algolia's rules export (a JSON array of rules) of the index.
  ///   - replicaSynonymsFiles: synonyms exports of replicas, by replica name.
  ///   - replicaRulesFiles: rules exports of replicas, by replica name.
  ///   - progress: called as the records file is read, then once before indexing.
  /// - Returns: the index, served under `name` (and its replicas under theirs).
  /// - Throws: ``LocalIndexError`` for an unreadable file, invalid JSON, settings, synonyms,
  ///   rules or records, or a replica's file for an index the settings do not name as a
  ///   replica; nothing is served then.
  @discardableResult
  public func loadIndex(
    named name: String, recordsFile: URL, settingsFile: URL? = nil,
    replicaSettingsFiles: [String: URL] = [:], synonymsFile: URL? = nil, rulesFile: URL? = nil,
    replicaSynonymsFiles: [String: URL] = [:], replicaRulesFiles: [String: URL] = [:],
    progress: ((LocalIndex.IngestProgress) -> Void)? = nil
  ) throws(LocalIndexError) -> LocalIndex {
    let settings = try settingsFile.map(Self.readSettings) ?? LocalIndexSettings()
    let named = Set(replicaSettingsFiles.keys).union(replicaSynonymsFiles.keys)
      .union(replicaRulesFiles.keys)
    for replica in named.sorted() where !settings.replicas.contains(replica) {
      throw .invalidSettings(
        setting: "replicas",
        reason: "\(replica) has files to load but is not a replica of \(name)")
    }
    var replicaSettings: [String: LocalIndexSettings] = [:]
    for (replica, url) in replicaSettingsFiles {
      let json = try LocalIndex.readJSON(url)
      replicaSettings[replica] =
        settings.virtualReplicas.contains(replica)
        ? try LocalIndexSettings(json: json, virtualReplicaOf: settings)
        : try LocalIndexSettings(json: json)
    }
    let index = try makeIndex(named: name, settings: settings, replicaSettings: replicaSettings)
    // Before the records: placeholders are then indexed with them, in one build.
    if let synonymsFile { try index.saveSynonyms(contentsOf: synonymsFile) }
    if let rulesFile { try index.saveRules(contentsOf: rulesFile) }
    for replica in index.replicas {
      if let file = replicaSynonymsFiles[replica.name] {
        try replica.saveSynonyms(contentsOf: file)
      }
      if let file = replicaRulesFiles[replica.name] { try replica.saveRules(contentsOf: file) }
    }
    try index.addRecords(contentsOf: recordsFile, progress: progress)
    try savedDirectory?.saveMembers(adding: index)
    add(index)
    return index
  }

  private static func readSettings(_ url: URL) throws(LocalIndexError) -> LocalIndexSettings {
    try LocalIndexSettings(json: LocalIndex.readJSON(url))
  }

  private func resolve(_ name: String) throws -> LocalIndex {
    guard let index = index(named: name) else {
      throw SearchError.invalidRequest(LocalIndexError.indexNotFound(name).description)
    }
    return index
  }

  /// Runs the queries in order, each on its index's current snapshot.
  /// - Parameter queries: the searches.
  /// - Returns: one response per query.
  /// - Throws: `SearchError.invalidRequest` for an unknown index or a bad parameter or filter;
  ///   `SearchError.cancelled` when the task is cancelled.
  public func search(_ queries: [IndexedQuery]) async throws -> [SearchResponse] {
    var responses: [SearchResponse] = []
    for indexed in queries {
      if Task.isCancelled { throw SearchError.cancelled }
      let index = try resolve(indexed.indexName)
      do {
        responses.append(try index.search(indexed.query))
      } catch {
        throw SearchError.invalidRequest(error.description)
      }
    }
    if Task.isCancelled { throw SearchError.cancelled }
    return responses
  }

  /// Searches the values of a `searchable(…)` facet.
  /// - Parameter query: the facet, the text typed and the search the records must match.
  /// - Returns: the matching values with highlighting and counts.
  /// - Throws: `SearchError.invalidRequest` for an unknown index, a facet not declared
  ///   searchable, or a bad parameter; `SearchError.cancelled` when the task is cancelled.
  public func searchForFacetValues(_ query: FacetValuesQuery) async throws -> FacetValuesResponse {
    if Task.isCancelled { throw SearchError.cancelled }
    let index = try resolve(query.indexName)
    do {
      return try index.searchForFacetValues(
        attribute: query.attribute, facetQuery: query.facetQuery, query: query.query,
        maxFacetHits: query.maxFacetHits)
    } catch {
      throw SearchError.invalidRequest(error.description)
    }
  }
}
