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
  ///   - options: when the journal is compacted (for `.readWrite`).
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
  /// ``loadIndex(named:recordsFile:settingsFile:replicaSettingsFiles:synonymsFile:rulesFile:progress:)``
  /// is saved with them. (An index served with ``add(_:)`` is saved by the next save or
  /// ``compact()``.)
  ///
  /// The save is atomic: until it completes, the directory opens as it was. Saving to the
  /// directory the service is already saved in compacts it, with every index served now.
  /// - Parameters:
  ///   - directory: the directory; other indices saved there before are replaced.
  ///   - options: when the journal is compacted.
  /// - Throws: ``LocalIndexError/writeFailed(path:reason:)``,
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
    try target.save(primaries.map { $0.savedIndex() })
    target.adopt(primaries)
    savedDirectory = target
  }

  /// Folds the writes journaled since the last save into a new version of the saved
  /// directory, with every index served now. Does nothing for a service that is not saved.
  /// - Throws: ``LocalIndexError/writeFailed(path:reason:)``; the journal stays as it was then.
  public func compact() throws(LocalIndexError) {
    guard let directory = savedDirectory else { return }
    try save(to: directory.url, options: directory.options)
  }
}
