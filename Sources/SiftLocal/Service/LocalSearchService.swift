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
  /// - Throws: ``LocalIndexError`` for a bad record; nothing is served then.
  @discardableResult
  public func createIndex(
    named name: String, records: [JSON] = [], settings: LocalIndexSettings = LocalIndexSettings(),
    replicaSettings: [String: LocalIndexSettings] = [:]
  ) throws(LocalIndexError) -> LocalIndex {
    let index = LocalIndex(name: name, settings: settings, isReplica: false)
    index.setSettings(settings)
    for replica in index.replicas {
      if let own = replicaSettings[replica.name] { replica.setSettings(own) }
    }
    try index.apply(records.map(LocalIndex.Operation.add))
    add(index)
    return index
  }

  /// Loads an index from a JSON file of records (an array of objects) and optional Algolia
  /// settings files, in one call.
  ///
  /// - Parameters:
  ///   - name: the index's name.
  ///   - recordsFile: a JSON array of records.
  ///   - settingsFile: Algolia's settings JSON, as exported.
  ///   - replicaSettingsFiles: settings files of replicas, by replica name.
  /// - Returns: the index, served under `name` (and its replicas under theirs).
  /// - Throws: ``LocalIndexError`` for an unreadable file, invalid JSON, settings or records.
  @discardableResult
  public func loadIndex(
    named name: String, recordsFile: URL, settingsFile: URL? = nil,
    replicaSettingsFiles: [String: URL] = [:]
  ) throws(LocalIndexError) -> LocalIndex {
    let settings = try settingsFile.map(Self.readSettings) ?? LocalIndexSettings()
    var replicaSettings: [String: LocalIndexSettings] = [:]
    for (replica, url) in replicaSettingsFiles {
      replicaSettings[replica] = try Self.readSettings(url)
    }
    guard case .array(let records) = try Self.readJSON(recordsFile) else {
      throw .invalidRecord(
        position: 0, objectID: nil, keyPath: "",
        reason: "\(recordsFile.lastPathComponent) does not hold an array of records")
    }
    return try createIndex(
      named: name, records: records, settings: settings, replicaSettings: replicaSettings)
  }

  private static func readJSON(_ url: URL) throws(LocalIndexError) -> JSON {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw .unreadableFile(path: url.path, reason: "it is a directory, not a JSON file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableFile(path: url.path, reason: error.localizedDescription)
    }
    do {
      return try JSON.parse(data)
    } catch let error as JSONParseError {
      throw .invalidJSON(source: url.lastPathComponent, error: error)
    } catch {
      throw .unreadableFile(path: url.path, reason: "\(error)")
    }
  }

  private static func readSettings(_ url: URL) throws(LocalIndexError) -> LocalIndexSettings {
    try LocalIndexSettings(json: readJSON(url))
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
