import Foundation

extension LocalSearchService {
  /// Opens the service saved in a directory (by ``save(to:options:)``, or a
  /// ``LocalIndex/save(to:options:)``): every index with its replicas, settings, synonyms and
  /// rules, read as saved, with the writes of its journal.
  ///
  /// ```swift
  /// let service = try LocalSearchService(savedIn: catalogDirectory, access: .readOnly)
  /// let searcher = HitsSearcher(service: service, indexName: "products")
  /// ```
  /// - Parameters:
  ///   - directory: the directory.
  ///   - access: `.readWrite` (the default) to write, journaled, or `.readOnly`.
  ///   - options: when the journal is compacted, when the lock is held, and the data
  ///     protection class of the versions saved from now on (for `.readWrite`).
  /// - Throws: the errors of ``LocalIndex/init(savedIn:name:access:options:)``.
  public convenience init(
    savedIn directory: URL, access: LocalIndex.Access = .readWrite,
    options: LocalIndex.SaveOptions = LocalIndex.SaveOptions()
  ) throws(LocalIndexError) {
    let (opened, saved, names) = try IndexDirectory.open(
      directory, access: access, options: options)
    var indices: [LocalIndex] = []
    for saved in saved {
      let index = LocalIndex(
        name: saved.name, settings: saved.configuration.settings, isReplica: false)
      try index.restore(saved)
      indices.append(index)
    }
    self.init(indices: indices)
    opened.adopt(indices, among: names)
    savedDirectory = opened
  }

  /// Saves every index served (each primary, with its replicas) to a directory, made if
  /// missing; from then on their writes are journaled there, and an index created with
  /// ``createIndex(named:records:settings:replicaSettings:)`` or
  /// ``loadIndex(named:recordsFile:settingsFile:replicaSettingsFiles:synonymsFile:rulesFile:replicaSynonymsFiles:replicaRulesFiles:progress:)``
  /// is saved with them. (An index served with ``add(_:)`` is saved by the next save or
  /// ``compact()``.)
  ///
  /// The save is atomic: until it completes, the directory opens as it was. Saving to the
  /// directory the service is already saved in compacts it, with every index served now. The
  /// service is the directory's writer until it and its indices are freed, or
  /// ``releaseDirectory()`` is called (see ``LocalIndex/save(to:options:)``).
  /// - Parameters:
  ///   - directory: the directory; other indices saved there before are replaced.
  ///   - options: when the journal is compacted, when the lock is held, and the files' data
  ///     protection class.
  /// - Throws: ``LocalIndexError/writeFailed(path:reason:)``,
  ///   ``LocalIndexError/protectedDataUnavailable(path:)``,
  ///   ``LocalIndexError/directoryLocked(path:)``.
  public func save(
    to directory: URL, options: LocalIndex.SaveOptions = LocalIndex.SaveOptions()
  ) throws(LocalIndexError) {
    let primaries = primaries
    // Writes wait while the indices are saved (always locked in name order).
    for index in primaries { index.writeLock.lock() }
    defer { for index in primaries { index.writeLock.unlock() } }
    let target: IndexDirectory
    if let current = savedDirectory, current.access == .readWrite,
      current.url.isSameDirectory(as: directory)
    {
      target = current
    } else {
      target = try IndexDirectory.create(directory, options: options)
    }
    // Made in the save's session: after what other writers saved, when the lock is taken
    // for each write.
    try target.save { primaries.map { $0.savedIndex() } }
    target.adopt(primaries)
    savedDirectory = target
  }

  /// Checks the saved files the indices served were opened from, whole (see
  /// ``LocalIndex/verifyIntegrity()``).
  /// - Throws: ``LocalIndexError/corruptFile(path:part:reason:)`` for the first problem found.
  /// - Complexity: O(size of the files).
  public func verifyIntegrity() throws(LocalIndexError) {
    for index in primaries { try index.verifyIntegrity() }
  }

  /// Folds the writes journaled since the last save into a new version of the saved
  /// directory, with every index served now. Does nothing for a service that is not saved.
  /// - Throws: ``LocalIndexError/writeFailed(path:reason:)``; the journal stays as it was then.
  ///   ``LocalIndexError/openedReadOnly(path:)`` for a service opened read-only (or whose
  ///   directory was released).
  public func compact() throws(LocalIndexError) {
    guard let directory = savedDirectory else { return }
    try directory.checkWritable()
    try save(to: directory.url, options: directory.options)
  }

  /// Reads what other writers saved in the directory since the service was opened, saved or
  /// last refreshed into every index it serves from there (see ``LocalIndex/refresh()``), and
  /// serves the indices the directory gained meanwhile: how a service opened `.readOnly` (in
  /// an app extension, say) sees the writer's changes.
  ///
  /// ```swift
  /// let shared = try LocalSearchService(savedIn: sharedDirectory, access: .readOnly)
  /// // … later, when the app says it wrote:
  /// try shared.refresh()
  /// ```
  ///
  /// An index the directory no longer holds (another writer saved other indices there) stays
  /// served as it was, and refuses writes.
  /// - Returns: whether anything changed.
  /// - Throws: what opening throws for a damaged or unreadable file (the indices stay as they
  ///   were).
  @discardableResult
  public func refresh() throws(LocalIndexError) -> Bool {
    guard let directory = savedDirectory else { return false }
    var changed = try directory.refresh()
    let gained = Set(directory.indexNames.filter { index(named: $0) == nil })
    if !gained.isEmpty {
      var indices: [LocalIndex] = []
      for saved in try directory.read(gained) {
        let index = LocalIndex(
          name: saved.name, settings: saved.configuration.settings, isReplica: false)
        try index.restore(saved)
        indices.append(index)
      }
      directory.addMembers(indices)
      for index in indices { add(index) }
      changed = true
    }
    return changed
  }

  /// Stops writing to the directory the service is saved in, and releases it (see
  /// ``LocalIndex/releaseDirectory()``): its indices stay searchable and refuse writes, and the
  /// directory can be opened for writing again at once. Does nothing for a service that is not
  /// saved.
  public func releaseDirectory() {
    savedDirectory?.releaseWriting()
  }
}
