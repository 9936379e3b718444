import Foundation
import SiftCore

extension LocalIndex {
  // MARK: - Saving and opening

  /// Saves the index and its replicas (records, settings, synonyms, rules and every search
  /// structure) to a directory, made if missing; from then on, every write is journaled there.
  ///
  /// ```swift
  /// try index.save(to: URL(fileURLWithPath: "Catalog.sift"))
  /// try index.saveObjects([["objectID": "42", "name": "New"]])  // appended to the journal
  /// let reopened = try LocalIndex(savedIn: URL(fileURLWithPath: "Catalog.sift"))
  /// ```
  ///
  /// The save is atomic: until it completes, the directory opens as it was (or not at all, if
  /// it held no index). A later write appends one entry to the directory's journal, synced
  /// before the write returns; the journal is folded into a new version when
  /// `options.compaction` says so, or by ``compact()``.
  ///
  /// The index (with every index saved with it) is the directory's writer until it is freed or
  /// ``releaseDirectory()`` is called. With ``SaveOptions/Locking/whileOpen`` it holds the
  /// directory's lock all that time, and opening the directory for writing again, in this
  /// process or another, throws ``LocalIndexError/directoryLocked(path:)``; with
  /// ``SaveOptions/Locking/whileWriting`` (the default on Apple platforms) it holds the lock
  /// only while it writes.
  ///
  /// Saving to the directory the index is already saved in compacts it.
  /// - Parameters:
  ///   - directory: the directory; other indices saved there before are replaced.
  ///   - options: when the journal is compacted, when the lock is held, and the files' data
  ///     protection class.
  /// - Throws: ``LocalIndexError/writeFailed(path:reason:)`` (the disk is full, …),
  ///   ``LocalIndexError/protectedDataUnavailable(path:)`` (the device is locked),
  ///   ``LocalIndexError/directoryLocked(path:)`` when another writer holds it,
  ///   ``LocalIndexError/replicaIsReadOnly(_:)`` on a replica (save its primary).
  /// - Complexity: O(size of the index): its structures are written as they are.
  public func save(
    to directory: URL, options: SaveOptions = SaveOptions()
  ) throws(LocalIndexError) {
    try save(to: directory, options: options, faults: nil)
  }

  /// ``save(to:options:)``, with simulated write failures (tests).
  func save(
    to directory: URL, options: SaveOptions, faults: WriteFaults?
  ) throws(LocalIndexError) {
    guard !isReplica else { throw .replicaIsReadOnly(name) }
    writeLock.lock()
    defer { writeLock.unlock() }
    if let current = withState({ $0.directory }), current.access == .readWrite,
      current.url.isSameDirectory(as: directory)
    {
      current.faults = faults
      try current.compact()
      return
    }
    let target = try IndexDirectory.create(directory, options: options, faults: faults)
    try target.save { [savedIndex()] }
    target.faults = nil
    target.adopt([self])
  }

  /// Opens an index saved in a directory (by ``save(to:options:)``, or by
  /// ``LocalSearchService/save(to:options:)``), with the writes of its journal.
  ///
  /// Nothing is rebuilt or copied: the search structures and the records are read where they
  /// lie in the file (mapped). Opening checks the file's header and section table; each part of
  /// the file is checked (its checksum) the first time a search reads it, and
  /// ``verifyIntegrity()`` checks all of it at once. Writes still in the journal are replayed,
  /// which rebuilds the index once; ``compact()`` folds them in.
  ///
  /// A file saved by a Sift that folds text with the tables of another Unicode version is
  /// refused (its words would not match this Sift's queries): build the index again from its
  /// records.
  /// - Parameters:
  ///   - directory: the directory.
  ///   - name: the index to open, when the directory holds several.
  ///   - access: `.readWrite` (the default) to write, journaled, or `.readOnly`.
  ///   - options: when the journal is compacted, when the lock is held, and the data
  ///     protection class of the versions saved from now on (for `.readWrite`).
  /// - Throws: a typed error naming the file and what is wrong with it:
  ///   ``LocalIndexError/truncatedFile(path:bytes:expectedBytes:)``,
  ///   ``LocalIndexError/corruptFile(path:part:reason:)``,
  ///   ``LocalIndexError/notAnIndexFile(path:)``,
  ///   ``LocalIndexError/unsupportedFormatVersion(path:version:supported:)``,
  ///   ``LocalIndexError/unsupportedUnicodeVersion(path:version:supported:)``,
  ///   ``LocalIndexError/missingSection(path:section:)``,
  ///   ``LocalIndexError/notAnIndexDirectory(path:reason:)``;
  ///   ``LocalIndexError/protectedDataUnavailable(path:)`` while the device is locked; or
  ///   ``LocalIndexError/directoryLocked(path:)`` when another writer holds it.
  /// - Complexity: O(size of the saved index) to read it, plus a rebuild when its journal holds
  ///   writes.
  public convenience init(
    savedIn directory: URL, name: String? = nil, access: Access = .readWrite,
    options: SaveOptions = SaveOptions()
  ) throws(LocalIndexError) {
    let (opened, indices, names) = try IndexDirectory.open(
      directory, access: access, options: options, names: name.map { [$0] })
    guard let saved = indices.first, name != nil || names.count == 1 else {
      let held = names.joined(separator: ", ")
      throw .notAnIndexDirectory(
        path: directory.path,
        reason: name.map { "it holds no index named \($0) (it holds \(held))" }
          ?? "it holds \(names.count) indices (\(held)): name the one to open")
    }
    self.init(name: saved.name, settings: saved.configuration.settings, isReplica: false)
    try restore(saved)
    opened.adopt([self], among: names)
  }

  /// Checks the saved file the index (and its replicas) was opened from, whole: the checksum of
  /// every byte they read from it, and every structure a search relies on. Opening reads a
  /// saved index where it lies and checks each part of the file the first time a search reads
  /// it, so damage shows as a search's error naming the file; this finds any damage at once,
  /// for an index just downloaded or copied, say. Does nothing for an index built in this
  /// process.
  ///
  /// ```swift
  /// let index = try LocalIndex(savedIn: downloaded, access: .readOnly)
  /// try index.verifyIntegrity()  // reads the whole file once
  /// ```
  /// - Throws: ``LocalIndexError/corruptFile(path:part:reason:)`` naming the file and what is
  ///   wrong.
  /// - Complexity: O(size of the file).
  public func verifyIntegrity() throws(LocalIndexError) {
    for index in isReplica ? [self] : [self] + replicas {
      let (snapshot, store) = index.withState { ($0.snapshot, $0.store) }
      try snapshot.verifyWhole()
      if case .saved = store, let file = snapshot.file {
        var check = InvariantCheck()
        store.validate(documents: snapshot.count, into: &check)
        if let violation = check.violation {
          throw .corruptFile(
            path: file.path, part: "the records' insertion order", reason: violation)
        }
      }
    }
    try checkSavedFile()
  }

  /// Folds the writes journaled since the last save into a new version of the saved directory
  /// (every index saved there with this one), so that the next open reads it as it is. Does
  /// nothing for an index that is not saved.
  /// - Throws: ``LocalIndexError/writeFailed(path:reason:)`` (the journal stays as it was
  ///   then); ``LocalIndexError/openedReadOnly(path:)`` for an index opened read-only.
  public func compact() throws(LocalIndexError) {
    try savedDirectory?.compact()
  }

  /// Where the index is saved and what its journal holds; `nil` for an index never saved.
  public var saveStatus: SaveStatus? { savedDirectory?.status }

  /// Reads what other writers saved in the directory since the index was opened, saved or
  /// last refreshed (their journaled writes, or a new version), into this index and every
  /// index saved with it: how an index opened `.readOnly` (in an app extension, say) sees the
  /// writer's changes.
  ///
  /// ```swift
  /// let catalog = try LocalIndex(savedIn: sharedDirectory, access: .readOnly)
  /// // … later, when the app says it wrote:
  /// if try catalog.refresh() { reloadResults() }
  /// ```
  ///
  /// A writer with ``SaveOptions/Locking/whileWriting`` reads them before each of its writes
  /// anyway; one with ``SaveOptions/Locking/whileOpen`` has no other writer. Replicas are
  /// brought up to date with their primary.
  /// - Returns: whether anything changed.
  /// - Throws: what opening throws for a damaged or unreadable file (the index stays as it
  ///   was); ``LocalIndexError/directoryLocked(path:)`` when a writer's write lasts too long.
  /// - Complexity: the writes read are replayed (a few records cost an index of them, as a
  ///   write does); a new version is read as opening reads it.
  @discardableResult
  public func refresh() throws(LocalIndexError) -> Bool {
    try savedDirectory?.refresh() ?? false
  }

  /// Stops writing to the directory the index is saved in, and releases it: its journal is
  /// closed and its lock file released, so that the directory can be opened for writing again
  /// at once, in this process or another. The index, and every index saved with it, stays
  /// searchable, and refuses writes from then on (``LocalIndexError/openedReadOnly(path:)``),
  /// as if opened `.readOnly`; ``refresh()`` still reads what writers save there. Does nothing
  /// for an index that is not saved, or opened read-only.
  ///
  /// ```swift
  /// try index.save(to: catalog, options: .init(locking: .whileOpen))
  /// index.releaseDirectory()
  /// let writer = try LocalIndex(savedIn: catalog)  // not refused: the lock is free
  /// ```
  public func releaseDirectory() {
    savedDirectory?.releaseWriting()
  }

  /// The directory the index (or its primary) is saved in.
  private var savedDirectory: IndexDirectory? {
    let (directory, primary) = withState { ($0.directory, $0.primary) }
    return directory ?? primary?.withState { $0.directory }
  }

  // MARK: - Internals of journaled writes

  /// Runs `body` (a write, holding ``writeLock``) in the write session of the directory the
  /// index is saved in, if any: with its lock held, after reading what other writers saved.
  func inWriteSession<T>(
    _ body: () throws(LocalIndexError) -> T
  ) throws(LocalIndexError) -> T {
    guard let directory = withState({ $0.directory }) else { return try body() }
    return try directory.writing(body)
  }

  /// Applies a write another writer journaled (read by a catch-up), as the write that made it
  /// did, without journaling it. Call it holding the directory's lock (in its session, or a
  /// refresh).
  func replay(_ entry: JournalEntry) throws(LocalIndexError) {
    switch entry {
    case .records(_, let mutations, let generatedIDs):
      var store = writableStore()
      var written: [String] = []
      var clearedAll = false
      for mutation in mutations {
        mutation.apply(to: &store)
        if let objectID = mutation.objectID { written.append(objectID) } else { clearedAll = true }
      }
      store.generatedIDs = generatedIDs
      let rebuilt = try rebuild(&store, written: written, clearedAll: clearedAll)
      install(store, rebuilt)
    case .configuration:
      var saved = withState {
        SavedIndex(
          name: name,
          configuration: IndexConfiguration(
            settings: $0.settings, synonyms: $0.synonyms, rules: $0.rules),
          snapshot: $0.snapshot, records: $0.store,
          replicas: $0.replicas.map { replica in
            SavedIndex.Replica(
              name: replica.name, configuration: replica.configuration,
              snapshot: replica.withState { $0.snapshot })
          }, overlay: $0.overlay, versionSnapshot: $0.versionSnapshot)
      }
      saved.apply(entry)
      try saved.rebuildIfNeeded()
      try restore(saved)
    }
  }

  /// The directory journaling this index's writes, if any, once checked that it takes writes.
  /// - Throws: ``LocalIndexError/openedReadOnly(path:)``.
  func writableDirectory() throws(LocalIndexError) -> IndexDirectory? {
    let directory = withState { $0.directory }
    try directory?.checkWritable()
    return directory
  }

  /// The record store to write to: built from the snapshot on the first write of an index
  /// opened from a directory. Call it holding ``writeLock``.
  func writableStore() -> RecordStore {
    let (stored, snapshot) = withState { ($0.store, $0.snapshot) }
    if case .store(let store) = stored { return store }
    let store = stored.store(snapshot: snapshot)
    withState { $0.store = .store(store) }
    return store
  }

  /// Makes a write visible with `swap`: at once, or, for a saved index, once `entry` is in the
  /// journal (if appending fails, `swap` is not run and nothing changes).
  func commit(
    _ entry: @autoclosure () -> JournalEntry, to directory: IndexDirectory?, _ swap: () -> Void
  ) throws(LocalIndexError) {
    guard let directory else { return swap() }
    try directory.append(entry, then: swap)
  }

  /// The index's settings, synonyms and rules.
  var configuration: IndexConfiguration {
    withState { IndexConfiguration(settings: $0.settings, synonyms: $0.synonyms, rules: $0.rules) }
  }

  /// The journal entry of a change of this primary's configuration or its replicas'.
  func configurationEntry(
    _ primary: IndexConfiguration, replicas: [(String, IndexConfiguration)]
  ) -> JournalEntry {
    .configuration(index: name, primary: primary, replicas: replicas.map { (name: $0.0, $0.1) })
  }

  /// The index as a save writes it (a primary, with its replicas).
  func savedIndex() -> SavedIndex {
    // Recent writes kept beside the snapshot are folded in first.
    let snapshot = snapshot
    let (records, configuration, replicas) = withState {
      (
        $0.store,
        IndexConfiguration(settings: $0.settings, synonyms: $0.synonyms, rules: $0.rules),
        $0.replicas
      )
    }
    var saved = SavedIndex(
      name: name, configuration: configuration, snapshot: snapshot, records: records,
      replicas: replicas.map { replica in
        SavedIndex.Replica(
          name: replica.name, configuration: replica.configuration, snapshot: replica.snapshot)
      })
    saved.origin = self
    return saved
  }

  /// Whether searches still read the snapshot the directory's version holds (the writes since
  /// indexed beside it), as an open of the directory would: `false` once a write rebuilt it,
  /// or when the index is not saved.
  var searchesVersionSnapshot: Bool {
    withState { state in state.versionSnapshot.map { $0 === state.snapshot } ?? false }
  }

  /// Takes the state of a saved index of its name (this being a new, empty primary, or one
  /// brought up to date with what another writer saved): its replicas of the same names stay
  /// the same objects.
  /// - Throws: ``LocalIndexError/invalidRule(objectID:reason:)`` for a saved rule these
  ///   settings refuse; nothing changes then.
  func restore(_ saved: SavedIndex) throws(LocalIndexError) {
    let current = withState { $0.replicas }
    // Everything is made first, so that a failure changes nothing.
    var replicas: [(index: LocalIndex, saved: SavedIndex.Replica, ruleSet: RuleSet)] = []
    for replica in saved.replicas {
      let configuration = replica.configuration
      let index =
        current.first { $0.name == replica.name }
        ?? LocalIndex(name: replica.name, settings: configuration.settings, isReplica: true)
      replicas.append(
        (index, replica, try RuleSet(configuration.rules, settings: configuration.settings)))
    }
    let configuration = saved.configuration
    let ruleSet = try RuleSet(configuration.rules, settings: configuration.settings)
    for replica in replicas {
      let configuration = replica.saved.configuration
      replica.index.withState {
        $0.settings = configuration.settings
        $0.snapshot = replica.saved.snapshot
        $0.primary = self
        $0.synonyms = configuration.synonyms
        $0.synonymSet = SynonymSet(configuration.synonyms, settings: configuration.settings)
        $0.rules = configuration.rules
        $0.ruleSet = replica.ruleSet
      }
    }
    withState {
      $0.store = saved.records
      $0.savedFile = saved.file
      $0.versionSnapshot = saved.versionSnapshot
      $0.settings = configuration.settings
      $0.snapshot = saved.snapshot
      // After the snapshot, whose change clears it.
      $0.overlay = saved.overlay
      $0.replicas = replicas.map(\.index)
      $0.synonyms = configuration.synonyms
      $0.synonymSet = SynonymSet(configuration.synonyms, settings: configuration.settings)
      $0.rules = configuration.rules
      $0.ruleSet = ruleSet
    }
  }

  /// Journals a change of the synonyms or rules of some of this primary's indices (itself or
  /// its replicas), given as their new configurations, then runs `swap` (the caller holds the
  /// write lock).
  func commitConfigurations(
    _ changed: [(index: LocalIndex, configuration: IndexConfiguration)], _ swap: () -> Void
  ) throws(LocalIndexError) {
    let directory = try writableDirectory()
    func configuration(of index: LocalIndex) -> IndexConfiguration {
      changed.first { $0.index === index }?.configuration ?? index.configuration
    }
    try commit(
      configurationEntry(
        configuration(of: self), replicas: replicas.map { ($0.name, configuration(of: $0)) }),
      to: directory, swap)
  }
}

extension URL {
  /// Whether this and `other` name the same directory.
  func isSameDirectory(as other: URL) -> Bool {
    standardizedFileURL.resolvingSymlinksInPath().path
      == other.standardizedFileURL.resolvingSymlinksInPath().path
  }
}
