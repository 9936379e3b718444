import Foundation
import SiftCore

/// An embedded, in-memory search index that behaves as Algolia documents its engine.
///
/// ```swift
/// let index = try LocalIndex(
///   name: "products",
///   records: [["objectID": "1", "name": "Amazon Echo", "brand": "Amazon", "price": 99]],
///   settings: LocalIndexSettings(json: [
///     "searchableAttributes": ["name", "brand"],
///     "attributesForFaceting": ["searchable(brand)"],
///     "customRanking": ["desc(popularity)"],
///   ]))
/// let response = try index.search(SearchQuery("ech", facets: ["brand"]))
/// response.nbHits  // 1
/// ```
///
/// Reads run on an immutable snapshot: a search sees the index as it was when it started,
/// whatever writes happen meanwhile. Each write batch is atomic: it is checked entirely
/// before anything changes, then a new snapshot is built and swapped in. Replicas (sort-by
/// indices) follow their primary's records with their own settings.
///
/// The type is `Sendable`: search and write from any task or thread.
public final class LocalIndex: @unchecked Sendable {
  /// The index's name.
  public let name: String
  /// Whether this is a replica (its records follow its primary; writes go to the primary).
  public let isReplica: Bool

  private struct State {
    var store: RecordStore
    var settings: LocalIndexSettings
    var snapshot: IndexSnapshot
    var replicas: [LocalIndex]
    weak var primary: LocalIndex?
  }

  /// Guards ``state``; held only to read or swap it.
  private let stateLock = NSLock()
  /// Serializes writes (held while a batch builds its snapshots).
  private let writeLock = NSLock()
  private var state: State

  /// Creates an index.
  /// - Parameters:
  ///   - name: the index's name.
  ///   - records: the records; objectIDs are generated for records without one.
  ///   - settings: the settings.
  /// - Throws: ``LocalIndexError/invalidRecord(position:objectID:keyPath:reason:)`` for a bad
  ///   record.
  /// - Complexity: O(n log n + total words) for n records.
  public convenience init(
    name: String = "index", records: [JSON] = [],
    settings: LocalIndexSettings = LocalIndexSettings()
  ) throws(LocalIndexError) {
    self.init(name: name, settings: settings, isReplica: false)
    if !settings.replicas.isEmpty { setSettings(settings) }
    try write(records.lazy.map { .add($0) })
  }

  /// Creates an index of `Encodable` records.
  /// - Parameters:
  ///   - name: the index's name.
  ///   - records: the records, encoded to JSON.
  ///   - settings: the settings.
  /// - Throws: ``LocalIndexError/invalidRecord(position:objectID:keyPath:reason:)`` for a record
  ///   that does not encode or is malformed.
  public convenience init<Record: Encodable>(
    name: String = "index", records: [Record], settings: LocalIndexSettings = LocalIndexSettings()
  ) throws(LocalIndexError) {
    try self.init(name: name, records: Self.encode(records), settings: settings)
  }

  init(name: String, settings: LocalIndexSettings, isReplica: Bool) {
    self.name = name
    self.isReplica = isReplica
    state = State(
      store: RecordStore(), settings: settings,
      snapshot: IndexSnapshot(entries: [], settings: settings), replicas: [])
  }

  static func encode<Record: Encodable>(_ records: [Record]) throws(LocalIndexError) -> [JSON] {
    var result: [JSON] = []
    for (position, record) in records.enumerated() {
      do {
        result.append(try JSON(encoding: record))
      } catch let error as EncodingError {
        var path = ""
        var reason = "\(error)"
        if case .invalidValue(_, let context) = error {
          path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            .joined(separator: ".")
          reason = context.debugDescription
        }
        throw .invalidRecord(position: position, objectID: nil, keyPath: path, reason: reason)
      } catch {
        throw .invalidRecord(position: position, objectID: nil, keyPath: "", reason: "\(error)")
      }
    }
    return result
  }

  private func withState<T>(_ body: (inout State) -> T) -> T {
    stateLock.lock()
    defer { stateLock.unlock() }
    return body(&state)
  }

  /// The snapshot searches read now.
  var snapshot: IndexSnapshot { withState { $0.snapshot } }

  /// The settings.
  public var settings: LocalIndexSettings { withState { $0.settings } }

  /// The settings read but not honoured (see ``LocalIndexSettings/warnings``).
  public var warnings: [LocalIndexWarning] { settings.warnings }

  /// The number of records.
  public var count: Int { snapshot.count }

  /// The replicas, in the order of the `replicas` setting.
  public var replicas: [LocalIndex] { withState { $0.replicas } }

  /// The record with this objectID, if any.
  /// - Parameter objectID: the objectID.
  /// - Returns: the record.
  public func record(objectID: String) -> JSON? {
    let snapshot = snapshot
    return snapshot.document(objectID: objectID).map { snapshot.record($0) }
  }

  /// Every record, in document order (`customRanking` order).
  /// - Complexity: O(total size of the records): records are stored compactly and decoded here.
  public var records: [JSON] { snapshot.records.map(\.value) }

  /// The bytes of the index's structures (dictionary, postings, columns), not counting the
  /// stored records; see ``IndexMemory``.
  /// - Complexity: O(facet values + numeric paths).
  public var memoryFootprint: IndexMemory { snapshot.memoryFootprint }

  // MARK: - Search

  /// Searches the index with Algolia's parameters and returns Algolia's response.
  ///
  /// - Parameter query: the search parameters.
  /// - Returns: the response: hits with `_highlightResult` / `_snippetResult` /
  ///   `_rankingInfo`, exact `nbHits`, facets and `facets_stats`.
  /// - Throws: ``LocalIndexError`` for a malformed filter or parameter.
  /// - Complexity: O(p log p + m log m) for p postings of the matched terms and m matching
  ///   records, plus O(m) per requested facet.
  public func search(_ query: SearchQuery) throws(LocalIndexError) -> SearchResponse {
    let snapshot = snapshot
    let request = try SearchRequest(query, settings: snapshot.settings)
    return snapshot.search(request, indexName: name)
  }

  /// Searches the values of a `searchable(…)` facet, counted under a search.
  ///
  /// - Parameters:
  ///   - attribute: the facet attribute.
  ///   - facetQuery: the text the values' words must start with.
  ///   - query: the search the counted records must match (text, filters, …).
  ///   - maxFacetHits: the most values to return (10 by default, at most 100).
  /// - Returns: matching values with highlighting and counts, most frequent first.
  /// - Throws: ``LocalIndexError/facetNotSearchable(_:)``, or a filter or parameter error.
  public func searchForFacetValues(
    attribute: String, facetQuery: String, query: SearchQuery = SearchQuery(),
    maxFacetHits: Int? = nil
  ) throws(LocalIndexError) -> FacetValuesResponse {
    let snapshot = snapshot
    let request = try SearchRequest(query, settings: snapshot.settings)
    return try snapshot.searchForFacetValues(
      attribute: attribute, facetQuery: facetQuery, request: request,
      maxFacetHits: maxFacetHits ?? 10)
  }

  // MARK: - Writes

  /// Applies a batch of writes atomically: either all of it, or (on error) nothing.
  ///
  /// ```swift
  /// try index.apply([.add(["name": "new"]), .delete(objectID: "42")])
  /// ```
  /// - Parameter operations: the writes, in order.
  /// - Returns: the objectIDs written (added, replaced, updated or deleted), in order.
  /// - Throws: ``LocalIndexError/invalidRecord(position:objectID:keyPath:reason:)`` naming the
  ///   first bad record and key path; ``LocalIndexError/replicaIsReadOnly(_:)`` on a replica.
  /// - Complexity: O(n log n + total words): the snapshot is rebuilt.
  @discardableResult
  public func apply(_ operations: [Operation]) throws(LocalIndexError) -> [String] {
    try write(operations)
  }

  /// ``apply(_:)`` for any collection of operations (a lazy one spares an array of them).
  @discardableResult
  private func write<Operations: Collection<Operation>>(
    _ operations: Operations
  ) throws(LocalIndexError) -> [String] {
    guard !isReplica else { throw .replicaIsReadOnly(name) }
    writeLock.lock()
    defer { writeLock.unlock() }
    var store = withState { $0.store }
    let (settings, replicas) = withState { ($0.settings, $0.replicas) }
    store.reserveCapacity(adding: operations.count)
    var written: [String] = []
    written.reserveCapacity(operations.count)
    // Records are encoded here, back to back in the batch's pages.
    let writer = RecordWriter(expectedRecords: operations.count)
    for (position, operation) in operations.enumerated() {
      switch operation {
      case .add(let record), .replace(let record):
        // Most records need no change and no check beyond what their encoding shows.
        let (compact, plainObjectID) = CompactRecord.encodeRecord(record, writer: writer)
        if let id = plainObjectID {
          store.upsert(compact, objectID: id)
          written.append(id)
          continue
        }
        var objectID = try RecordValidator.validate(record, position: position)
        if objectID == nil {
          guard case .add = operation else {
            throw .invalidRecord(
              position: position, objectID: nil, keyPath: "objectID",
              reason: "a replacement needs an objectID")
          }
          var generated: String
          repeat {
            store.generatedIDs += 1
            generated = "\(name)-\(store.generatedIDs)"
          } while store.contains(generated)
          objectID = generated
        }
        let id = objectID ?? ""
        if case .string(id)? = record["objectID"] {
          // The record as given is the record stored.
          store.upsert(compact, objectID: id)
        } else {
          writer.discard(compact)
          store.upsert(
            CompactRecord.encode(normalized(record, objectID: id), writer: writer), objectID: id)
        }
        written.append(id)
      case .partialUpdate(let update, let create):
        guard case .object = update else {
          throw .invalidRecord(
            position: position, objectID: nil, keyPath: "",
            reason: "expected an object, found \(update.kind)")
        }
        guard let id = try RecordValidator.objectID(of: update, position: position) else {
          throw .invalidRecord(
            position: position, objectID: nil, keyPath: "objectID",
            reason: "a partial update needs an objectID")
        }
        let existing = store[id]
        guard existing != nil || create else { continue }
        let current = existing ?? JSON.object([:])
        let updated = try RecordValidator.applying(
          update, to: current, position: position, objectID: id)
        try RecordValidator.validate(updated, position: position)
        store.upsert(CompactRecord.encode(updated, writer: writer), objectID: id)
        written.append(id)
      case .delete(let id):
        store.remove(id)
        written.append(id)
      case .clear:
        store.removeAll()
      }
    }
    // The pages are complete: from here on they are only read.
    writer.finish()
    let entries = store.entries
    store.compact()
    let snapshot = IndexSnapshot(entries: entries, settings: settings)
    let replicaSnapshots = replicas.map { IndexSnapshot(entries: entries, settings: $0.settings) }
    withState {
      $0.store = store
      $0.snapshot = snapshot
    }
    for (replica, replicaSnapshot) in zip(replicas, replicaSnapshots) {
      replica.withState { $0.snapshot = replicaSnapshot }
    }
    return written
  }

  /// The record with `objectID` as its `objectID` attribute (unchanged, not copied, when it
  /// already is).
  private func normalized(_ record: JSON, objectID: String) -> JSON {
    guard case .object(var members) = record else { return record }
    if case .string(let existing)? = members["objectID"], existing == objectID { return record }
    members["objectID"] = .string(objectID)
    return .object(members)
  }

  /// Adds records (replacing those with the same objectIDs), atomically.
  /// - Parameter records: the records; objectIDs are generated when missing.
  /// - Returns: their objectIDs.
  /// - Throws: ``LocalIndexError`` naming the first bad record; nothing changes then.
  @discardableResult
  public func saveObjects(_ records: [JSON]) throws(LocalIndexError) -> [String] {
    try write(records.lazy.map { .add($0) })
  }

  /// Adds `Encodable` records (replacing those with the same objectIDs), atomically.
  /// - Parameter records: the records.
  /// - Returns: their objectIDs.
  /// - Throws: ``LocalIndexError`` naming the first bad record; nothing changes then.
  @discardableResult
  public func saveObjects<Record: Encodable>(_ records: [Record]) throws(LocalIndexError)
    -> [String]
  {
    try saveObjects(Self.encode(records))
  }

  /// Replaces records by objectID (adding missing ones), atomically.
  /// - Parameter records: the records, each with an objectID.
  /// - Returns: their objectIDs.
  /// - Throws: ``LocalIndexError`` naming the first bad record; nothing changes then.
  @discardableResult
  public func replaceObjects(_ records: [JSON]) throws(LocalIndexError) -> [String] {
    try write(records.lazy.map { .replace($0) })
  }

  /// Partially updates records, atomically.
  /// - Parameters:
  ///   - updates: attribute changes, each with an objectID.
  ///   - createIfNotExists: whether a missing record is created from its update.
  /// - Returns: the objectIDs updated.
  /// - Throws: ``LocalIndexError`` naming the first bad update; nothing changes then.
  @discardableResult
  public func partialUpdateObjects(
    _ updates: [JSON], createIfNotExists: Bool = true
  ) throws(LocalIndexError) -> [String] {
    try apply(updates.map { .partialUpdate($0, createIfNotExists: createIfNotExists) })
  }

  /// Deletes records by objectID, atomically.
  /// - Parameter objectIDs: the objectIDs.
  /// - Throws: ``LocalIndexError/replicaIsReadOnly(_:)`` on a replica.
  public func deleteObjects(objectIDs: [String]) throws(LocalIndexError) {
    try apply(objectIDs.map { .delete(objectID: $0) })
  }

  /// Deletes every record.
  /// - Throws: ``LocalIndexError/replicaIsReadOnly(_:)`` on a replica.
  public func clearObjects() throws(LocalIndexError) {
    try apply([.clear])
  }

  /// Replaces the settings and re-indexes. On a primary, replicas named by the new settings are
  /// created (with the new settings minus `replicas`) and replicas no longer named are detached;
  /// on a replica, the replica re-indexes its primary's records.
  /// - Parameter settings: the new settings.
  /// - Complexity: O(n log n + total words).
  public func setSettings(_ settings: LocalIndexSettings) {
    if isReplica {
      withState { $0.primary }?.setSettings(settings, forReplica: self)
      return
    }
    writeLock.lock()
    defer { writeLock.unlock() }
    let (entries, current) = withState { ($0.store.entries, $0.replicas) }
    var replicas: [LocalIndex] = []
    for replicaName in settings.replicas {
      if let existing = current.first(where: { $0.name == replicaName }) {
        replicas.append(existing)
      } else {
        var replicaSettings = settings
        replicaSettings.replicas = []
        let replica = LocalIndex(name: replicaName, settings: replicaSettings, isReplica: true)
        let snapshot = IndexSnapshot(entries: entries, settings: replicaSettings)
        replica.withState {
          $0.snapshot = snapshot
          $0.primary = self
        }
        replicas.append(replica)
      }
    }
    let snapshot = IndexSnapshot(entries: entries, settings: settings)
    withState {
      $0.settings = settings
      $0.snapshot = snapshot
      $0.replicas = replicas
    }
  }

  private func setSettings(_ settings: LocalIndexSettings, forReplica replica: LocalIndex) {
    writeLock.lock()
    defer { writeLock.unlock() }
    let entries = withState { $0.store.entries }
    var settings = settings
    settings.replicas = []
    let snapshot = IndexSnapshot(entries: entries, settings: settings)
    replica.withState {
      $0.settings = settings
      $0.snapshot = snapshot
    }
  }

  /// The replica with this name, if any.
  /// - Parameter name: the replica's name.
  /// - Returns: the replica.
  public func replica(named name: String) -> LocalIndex? {
    replicas.first { $0.name == name }
  }

  #if DEBUG || SIFT_INTERNAL_CHECKS
    /// Checks the current snapshot's invariants (debug builds, or with `SIFT_INTERNAL_CHECKS`).
    public func checkInvariants() {
      snapshot.checkInvariants()
    }
  #endif
}
