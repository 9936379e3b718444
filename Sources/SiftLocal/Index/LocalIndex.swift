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

  /// What the index is now (internal: the persistence extension reads and swaps it).
  struct State {
    var store: StoredRecords
    var settings: LocalIndexSettings { didSet { version = Version() } }
    /// The snapshot of every record, unless ``overlay`` is set: then the snapshot it changes.
    var snapshot: IndexSnapshot {
      didSet {
        version = Version()
        overlay = nil
      }
    }
    /// The writes since ``snapshot`` was built, when they are few enough to search beside it.
    var overlay: SnapshotOverlay? { didSet { version = Version() } }
    var replicas: [LocalIndex]
    weak var primary: LocalIndex?
    /// The index's synonyms, as saved, and folded for searches (with the settings' groups).
    var synonyms: [Synonym] = []
    var synonymSet = SynonymSet.empty { didSet { version = Version() } }
    /// The index's rules, as saved, and prepared for searches; the date their validity is
    /// checked against.
    var rules: [Rule] = []
    var ruleSet = RuleSet.empty { didSet { version = Version() } }
    var currentDate: @Sendable () -> Date = { Date() }
    /// The directory the index is saved in, which journals its writes (a primary's only).
    var directory: IndexDirectory?
    /// The saved file the index was opened from, which its structures and records are read
    /// from (mapped) as long as they are in use: a search checks it found no damage.
    var savedFile: MappedIndexFile?
    /// The snapshot of the index that the directory's current version holds: what an open of
    /// the directory reads before it replays the journal. While ``snapshot`` is still it (the
    /// writes since kept beside it, in ``overlay``), an open would keep them beside it too;
    /// once a write rebuilt the snapshot, an open would rebuild it as well (see
    /// ``LocalIndex/SaveOptions/Compaction/automatic``). Weak: a rebuilt index does not keep
    /// the old snapshot alive for it.
    weak var versionSnapshot: IndexSnapshot?
    /// What searches read, as one identity: replaced whenever the snapshot, the settings, the
    /// synonyms or the rules are (``LocalSearchService/indexVersion(named:)``).
    private(set) var version = Version()

    /// An identity of the state searches read.
    final class Version: Sendable {}
  }

  /// Guards ``state``; held only to read or swap it.
  private let stateLock = NSLock()
  /// Serializes writes (held while a batch builds its snapshots).
  let writeLock = NSLock()
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
    if !settings.replicas.isEmpty { try setSettings(settings) }
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
      store: .store(RecordStore()), settings: settings,
      snapshot: IndexSnapshot.empty(settings: settings), replicas: [],
      synonymSet: SynonymSet(settings: settings))
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

  func withState<T>(_ body: (inout State) -> T) -> T {
    stateLock.lock()
    defer { stateLock.unlock() }
    return body(&state)
  }

  /// A snapshot of every record as they are now: the recent writes of an overlay are folded
  /// in first (see ``SnapshotOverlay``).
  /// - Complexity: O(1), or a snapshot's build when there is an overlay.
  var snapshot: IndexSnapshot {
    let (snapshot, overlay, store, version) = withState {
      ($0.snapshot, $0.overlay, $0.store, $0.version)
    }
    guard let overlay else { return snapshot }
    // The store holds every record (an overlay is only made with it built: by a write, or by
    // an open that indexes the journal's writes beside the saved snapshot).
    guard case .store(let records) = store,
      let folded = try? IndexSnapshot(
        entries: records.entries, settings: overlay.base.settings,
        placeholders: overlay.base.placeholders)
    else { return snapshot }
    // Swapped in unless a write came meanwhile (then the next read folds that one in).
    withState { if $0.version === version { $0.snapshot = folded } }
    return folded
  }

  /// The settings.
  public var settings: LocalIndexSettings { withState { $0.settings } }

  /// The settings read but not honoured (see ``LocalIndexSettings/warnings``).
  public var warnings: [LocalIndexWarning] { settings.warnings }

  /// The number of records.
  public var count: Int { withState { $0.overlay?.count ?? $0.snapshot.count } }

  /// The replicas, in the order of the `replicas` setting.
  public var replicas: [LocalIndex] { withState { $0.replicas } }

  /// The record with this objectID, if any.
  /// - Parameter objectID: the objectID.
  /// - Returns: the record.
  public func record(objectID: String) -> JSON? {
    if let overlay = withState({ $0.overlay }) { return overlay.record(objectID: objectID) }
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
    let (current, overlay, synonymSet, ruleSet, date, isVirtual) = withState {
      (
        $0.snapshot, $0.overlay, $0.synonymSet, $0.ruleSet, $0.currentDate,
        $0.settings.isVirtualReplica
      )
    }
    var request = try SearchRequest(query, settings: current.settings)
    request.synonymSet = synonymSet
    request.isVirtualReplica = isVirtual
    let usesRules = request.enableRules && !ruleSet.isEmpty
    if let overlay, !usesRules, let response = overlay.search(request, indexName: name) {
      try checkSavedFile()
      return response
    }
    let snapshot = overlay == nil ? current : snapshot
    let response =
      usesRules
      ? try ruleSet.search(request, snapshot: snapshot, indexName: name, date: date())
      : snapshot.search(request, indexName: name)
    try checkSavedFile()
    return response
  }

  /// Throws the damage the checks of the saved file the index reads found, if any: a search
  /// checks the blocks of the file it reads the first time it reads them (see
  /// ``MappedIndexFile``).
  /// - Throws: ``LocalIndexError/corruptFile(path:part:reason:)``.
  func checkSavedFile() throws(LocalIndexError) {
    let (file, primary) = withState { ($0.savedFile, $0.primary) }
    try (file ?? primary?.withState { $0.savedFile })?.checkDamage()
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
    guard facetQuery.utf8.count <= SearchRequest.maximumQueryBytes else {
      throw .invalidParameter(
        name: "facetQuery",
        reason: "\(facetQuery.utf8.count) bytes long; at most \(SearchRequest.maximumQueryBytes)")
    }
    let (snapshot, synonymSet) = (snapshot, withState { $0.synonymSet })
    var request = try SearchRequest(query, settings: snapshot.settings)
    request.synonymSet = synonymSet
    let response = try snapshot.searchForFacetValues(
      attribute: attribute, facetQuery: facetQuery, request: request,
      maxFacetHits: maxFacetHits ?? snapshot.settings.maxFacetHits)
    try checkSavedFile()
    return response
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
    try write(expectedRecords: operations.count) { (batch) throws(LocalIndexError) in
      for (position, operation) in operations.enumerated() {
        try batch.apply(operation, position: position)
      }
    }
  }

  /// Applies the writes `fill` makes to a batch, atomically: the records are encoded as they
  /// come, and the new snapshot is built and swapped in once `fill` returns; if it throws,
  /// nothing changes.
  /// - Parameters:
  ///   - expectedRecords: about how many records the batch writes (storage is sized for it).
  ///   - beforeBuild: called once the records are in, before the snapshot is built.
  @discardableResult
  func write(
    expectedRecords: Int, beforeBuild: () -> Void = {},
    _ fill: (inout Batch) throws(LocalIndexError) -> Void
  ) throws(LocalIndexError) -> [String] {
    guard !isReplica else { throw .replicaIsReadOnly(name) }
    writeLock.lock()
    defer { writeLock.unlock() }
    return try inWriteSession { () throws(LocalIndexError) in
      try writeInSession(expectedRecords: expectedRecords, beforeBuild: beforeBuild, fill)
    }
  }

  /// ``write(expectedRecords:beforeBuild:_:)``, holding the write lock, in the saved directory's
  /// write session.
  private func writeInSession(
    expectedRecords: Int, beforeBuild: () -> Void,
    _ fill: (inout Batch) throws(LocalIndexError) -> Void
  ) throws(LocalIndexError) -> [String] {
    let directory = try writableDirectory()
    let current = writableStore()
    // Records are encoded here, back to back in the batch's pages.
    var batch = Batch(
      store: current, writer: RecordWriter(expectedRecords: expectedRecords), indexName: name)
    if directory != nil { batch.mutations = [] }
    batch.store.reserveCapacity(adding: expectedRecords)
    batch.written.reserveCapacity(expectedRecords)
    try fill(&batch)
    // The pages are complete: from here on they are only read.
    batch.writer.finish()
    beforeBuild()
    let rebuilt = try rebuild(&batch.store, written: batch.written, clearedAll: batch.clearedAll)
    let written = batch.store
    // Journaled (when the index is saved), then swapped in at once.
    try commit(
      .records(index: name, mutations: batch.mutations ?? [], generatedIDs: written.generatedIDs),
      to: directory
    ) { install(written, rebuilt) }
    return batch.written
  }

  /// What searches read after a write: an index of the records written beside the snapshot, or
  /// new snapshots of the index and its replicas.
  enum Rebuilt {
    case overlay(SnapshotOverlay)
    case snapshots(IndexSnapshot, replicas: [(LocalIndex, IndexSnapshot)])
  }

  /// Builds what searches read once a write that touched `written` (objectIDs), after removing
  /// every record first when `clearedAll`, leaves the records as `store` holds them (compacted
  /// here). Call it holding ``writeLock``, or (to replay another writer's write) the saved
  /// directory's lock, which every write of the index holds too.
  func rebuild(
    _ store: inout RecordStore, written: [String], clearedAll: Bool
  ) throws(LocalIndexError) -> Rebuilt {
    let (settings, replicas, placeholders) = withState {
      ($0.settings, $0.replicas, $0.synonymSet.placeholders)
    }
    // A few records written to a large index: an index of them beside the snapshot.
    if replicas.isEmpty, !clearedAll {
      let (base, previous) = withState { ($0.overlay?.base ?? $0.snapshot, $0.overlay) }
      store.compact()
      if let overlay = try SnapshotOverlay(
        base: base, previous: previous, written: written, store: store,
        placeholders: placeholders)
      {
        return .overlay(overlay)
      }
    }
    let entries = store.entries
    store.compact()
    let snapshot = try IndexSnapshot(
      entries: entries, settings: settings, placeholders: placeholders)
    var replicaSnapshots: [(LocalIndex, IndexSnapshot)] = []
    for replica in replicas {
      let (replicaSettings, replicaPlaceholders) = replica.withState {
        ($0.settings, $0.synonymSet.placeholders)
      }
      replicaSnapshots.append(
        (
          replica,
          try IndexSnapshot(
            entries: entries, settings: replicaSettings, placeholders: replicaPlaceholders)
        ))
    }
    return .snapshots(snapshot, replicas: replicaSnapshots)
  }

  /// Swaps in `store` and what ``rebuild(_:written:clearedAll:)`` made of it, at once.
  func install(_ store: RecordStore, _ rebuilt: Rebuilt) {
    withState {
      $0.store = .store(store)
      switch rebuilt {
      case .overlay(let overlay): $0.overlay = overlay
      case .snapshots(let snapshot, _): $0.snapshot = snapshot
      }
    }
    if case .snapshots(_, let replicas) = rebuilt {
      for (replica, snapshot) in replicas { replica.withState { $0.snapshot = snapshot } }
    }
  }

  /// A write batch being applied: the records as they will be, the writer encoding the
  /// batch's records, and the objectIDs written.
  struct Batch {
    var store: RecordStore
    let writer: RecordWriter
    let indexName: String
    var written: [String] = []
    /// Whether the batch removed every record first.
    var clearedAll = false
    /// The changes made to ``store``, in order, when they are journaled.
    var mutations: [RecordMutation]?

    init(store: RecordStore, writer: RecordWriter, indexName: String) {
      self.store = store
      self.writer = writer
      self.indexName = indexName
    }

    /// Applies one write.
    mutating func apply(_ operation: Operation, position: Int) throws(LocalIndexError) {
      switch operation {
      case .add(let record), .replace(let record):
        // Most records need no change and no check beyond what their encoding shows.
        let (compact, plainObjectID) = CompactRecord.encodeRecord(record, writer: writer)
        try add(
          compact, plainObjectID: plainObjectID, record: record, position: position,
          isReplacement: { if case .replace = operation { true } else { false } }())
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
        guard existing != nil || create else { return }
        let current = existing ?? JSON.object([:])
        // A failed IncrementFrom / IncrementSet condition ignores the whole update.
        guard
          let updated = try RecordValidator.applying(
            update, to: current, position: position, objectID: id)
        else { return }
        try RecordValidator.validate(updated, position: position)
        upsert(CompactRecord.encode(updated, writer: writer), objectID: id)
        written.append(id)
      case .delete(let id):
        store.remove(id)
        mutations?.append(.remove(objectID: id))
        written.append(id)
      case .clear:
        clearedAll = true
        store.removeAll()
        mutations?.append(.removeAll)
      }
    }

    /// Stores a record (journaled when the batch is).
    private mutating func upsert(_ record: CompactRecord, objectID: String) {
      store.upsert(record, objectID: objectID)
      mutations?.append(.upsert(objectID: objectID, record: record))
    }

    /// Stores an added (or replacing) record, `compact`, the writer's last record: as it is
    /// when `plainObjectID` is known, else checked (and given an objectID) from its value.
    mutating func add(
      _ compact: CompactRecord, plainObjectID: String?, record: @autoclosure () -> JSON,
      position: Int, isReplacement: Bool = false
    ) throws(LocalIndexError) {
      if let id = plainObjectID {
        upsert(compact, objectID: id)
        written.append(id)
        return
      }
      let record = record()
      var objectID = try RecordValidator.validate(record, position: position)
      if objectID == nil {
        guard !isReplacement else {
          throw .invalidRecord(
            position: position, objectID: nil, keyPath: "objectID",
            reason: "a replacement needs an objectID")
        }
        var generated: String
        repeat {
          store.generatedIDs += 1
          generated = "\(indexName)-\(store.generatedIDs)"
        } while store.contains(generated)
        objectID = generated
      }
      let id = objectID ?? ""
      if case .string(id)? = record["objectID"] {
        // The record as given is the record stored.
        upsert(compact, objectID: id)
      } else {
        writer.discard(compact)
        upsert(
          CompactRecord.encode(Self.normalized(record, objectID: id), writer: writer),
          objectID: id)
      }
      written.append(id)
    }

    /// The record with `objectID` as its `objectID` attribute (unchanged, not copied, when it
    /// already is).
    private static func normalized(_ record: JSON, objectID: String) -> JSON {
      guard case .object(var members) = record else { return record }
      if case .string(let existing)? = members["objectID"], existing == objectID { return record }
      members["objectID"] = .string(objectID)
      return .object(members)
    }
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
  /// a virtual replica takes the new settings only a primary holds
  /// (``LocalIndexSettings/primaryOnlySettingNames``: searchable attributes, facets, ranking, …)
  /// and keeps its own others. On a replica, the replica re-indexes its primary's records; a
  /// virtual replica keeps its primary's settings of those names.
  /// - Parameter settings: the new settings.
  /// - Throws: ``LocalIndexError/tooManySearchableAttributes(count:limit:)``, or
  ///   ``LocalIndexError/invalidRule(objectID:reason:)`` for a rule the new settings cannot
  ///   take; nothing changes then.
  /// - Complexity: O(n log n + total words).
  public func setSettings(_ settings: LocalIndexSettings) throws(LocalIndexError) {
    if isReplica {
      try withState { $0.primary }?.setSettings(settings, forReplica: self)
      return
    }
    writeLock.lock()
    defer { writeLock.unlock() }
    try inWriteSession { () throws(LocalIndexError) in try setSettingsInSession(settings) }
  }

  /// ``setSettings(_:)`` on a primary, holding the write lock, in the saved directory's write
  /// session.
  private func setSettingsInSession(_ settings: LocalIndexSettings) throws(LocalIndexError) {
    let directory = try writableDirectory()
    let entries = writableStore().entries
    let current = withState { $0.replicas }
    var replicas: [LocalIndex] = []
    // Existing virtual replicas whose settings follow the primary's: their new state.
    var followers: [(LocalIndex, IndexConfiguration, IndexSnapshot, SynonymSet, RuleSet)] = []
    for replicaName in settings.replicas {
      if let existing = current.first(where: { $0.name == replicaName }) {
        let isVirtual = settings.virtualReplicas.contains(replicaName)
        if isVirtual {
          var configuration = existing.configuration
          configuration.settings.isVirtualReplica = true
          let inherited = configuration.settings.takingPrimaryOnlySettings(from: settings)
          if inherited != configuration.settings {
            configuration.settings = inherited
            let synonymSet = SynonymSet(configuration.synonyms, settings: inherited)
            followers.append(
              (
                existing, configuration,
                try IndexSnapshot(
                  entries: entries, settings: inherited, placeholders: synonymSet.placeholders),
                synonymSet, try RuleSet(configuration.rules, settings: inherited)
              ))
          }
        }
        existing.withState { $0.settings.isVirtualReplica = isVirtual }
        replicas.append(existing)
      } else {
        var replicaSettings = settings
        replicaSettings.replicas = []
        replicaSettings.virtualReplicas = []
        replicaSettings.isVirtualReplica = settings.virtualReplicas.contains(replicaName)
        let replica = LocalIndex(name: replicaName, settings: replicaSettings, isReplica: true)
        let snapshot = try IndexSnapshot(
          entries: entries, settings: replicaSettings,
          placeholders: SynonymSet(settings: replicaSettings).placeholders)
        replica.withState {
          $0.snapshot = snapshot
          $0.primary = self
        }
        replicas.append(replica)
      }
    }
    let (synonyms, rules) = withState { ($0.synonyms, $0.rules) }
    let synonymSet = SynonymSet(synonyms, settings: settings)
    let ruleSet = try RuleSet(rules, settings: settings)
    let snapshot = try IndexSnapshot(
      entries: entries, settings: settings, placeholders: synonymSet.placeholders)
    try commit(
      configurationEntry(
        IndexConfiguration(settings: settings, synonyms: synonyms, rules: rules),
        replicas: replicas.map { replica in
          (replica.name, followers.first { $0.0 === replica }?.1 ?? replica.configuration)
        }),
      to: directory
    ) {
      withState {
        $0.settings = settings
        $0.snapshot = snapshot
        $0.replicas = replicas
        $0.synonymSet = synonymSet
        $0.ruleSet = ruleSet
      }
      for (replica, configuration, snapshot, synonymSet, ruleSet) in followers {
        replica.withState {
          $0.settings = configuration.settings
          $0.snapshot = snapshot
          $0.synonymSet = synonymSet
          $0.ruleSet = ruleSet
        }
      }
    }
  }

  private func setSettings(
    _ settings: LocalIndexSettings, forReplica replica: LocalIndex
  ) throws(LocalIndexError) {
    writeLock.lock()
    defer { writeLock.unlock() }
    try inWriteSession { () throws(LocalIndexError) in
      try setSettingsInSession(settings, forReplica: replica)
    }
  }

  /// ``setSettings(_:)`` on a replica, holding its primary's write lock, in the saved
  /// directory's write session.
  private func setSettingsInSession(
    _ settings: LocalIndexSettings, forReplica replica: LocalIndex
  ) throws(LocalIndexError) {
    let directory = try writableDirectory()
    let entries = writableStore().entries
    var settings = settings
    settings.replicas = []
    settings.virtualReplicas = []
    let primarySettings = withState { $0.settings }
    settings.isVirtualReplica = primarySettings.virtualReplicas.contains(replica.name)
    if settings.isVirtualReplica {
      settings = settings.takingPrimaryOnlySettings(from: primarySettings)
    }
    let (synonyms, rules) = replica.withState { ($0.synonyms, $0.rules) }
    let synonymSet = SynonymSet(synonyms, settings: settings)
    let ruleSet = try RuleSet(rules, settings: settings)
    let snapshot = try IndexSnapshot(
      entries: entries, settings: settings, placeholders: synonymSet.placeholders)
    var changed = replica.configuration
    changed.settings = settings
    try commit(
      configurationEntry(
        configuration,
        replicas: replicas.map { $0 === replica ? ($0.name, changed) : ($0.name, $0.configuration) }
      ),
      to: directory
    ) {
      replica.withState {
        $0.settings = settings
        $0.snapshot = snapshot
        $0.synonymSet = synonymSet
        $0.ruleSet = ruleSet
      }
    }
  }

  /// The primary whose records this index shows: itself, or a replica's primary.
  var recordsOwner: LocalIndex {
    isReplica ? (withState { $0.primary } ?? self) : self
  }

  /// Runs `body` holding the write lock of the index that owns the records, in its saved
  /// directory's write session.
  func withWriteLock<T>(_ body: () throws(LocalIndexError) -> T) throws(LocalIndexError) -> T {
    let owner = recordsOwner
    owner.writeLock.lock()
    defer { owner.writeLock.unlock() }
    return try owner.inWriteSession(body)
  }

  /// A snapshot of the current records under `settings`, with `placeholders` indexed whole
  /// (the caller holds the write lock).
  func rebuiltSnapshot(
    settings: LocalIndexSettings, placeholders: Set<String>
  ) throws(LocalIndexError) -> IndexSnapshot {
    let entries = recordsOwner.writableStore().entries
    return try IndexSnapshot(entries: entries, settings: settings, placeholders: placeholders)
  }

  /// Reads and parses a JSON file.
  static func readJSON(_ url: URL) throws(LocalIndexError) -> JSON {
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
