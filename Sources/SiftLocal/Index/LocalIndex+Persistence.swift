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
  /// `options.compaction` says so, or by ``compact()``. The directory stays locked for writing
  /// while the index (or another index saved with it) lives.
  ///
  /// Saving to the directory the index is already saved in compacts it.
  /// - Parameters:
  ///   - directory: the directory; other indices saved there before are replaced.
  ///   - options: when the journal is compacted.
  /// - Throws: ``LocalIndexError/writeFailed(path:reason:)`` (the disk is full, …),
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
    try target.save([savedIndex()])
    target.faults = nil
    target.adopt([self])
  }

  /// Opens an index saved in a directory (by ``save(to:options:)``, or by
  /// ``LocalSearchService/save(to:options:)``), with the writes of its journal.
  ///
  /// Nothing is rebuilt: the search structures are read as they were saved, with one copy each,
  /// and the records are read in place from the file (mapped); all of it is checked (every
  /// section's checksum, and the offsets a search relies on). Writes still in the journal are
  /// replayed, which rebuilds the index once; ``compact()`` folds them in.
  /// - Parameters:
  ///   - directory: the directory.
  ///   - name: the index to open, when the directory holds several.
  ///   - access: `.readWrite` (the default) to write, journaled, or `.readOnly`.
  ///   - options: when the journal is compacted (for `.readWrite`).
  /// - Throws: a typed error naming the file and what is wrong with it:
  ///   ``LocalIndexError/truncatedFile(path:bytes:expectedBytes:)``,
  ///   ``LocalIndexError/corruptFile(path:part:reason:)``,
  ///   ``LocalIndexError/notAnIndexFile(path:)``,
  ///   ``LocalIndexError/unsupportedFormatVersion(path:version:supported:)``,
  ///   ``LocalIndexError/missingSection(path:section:)``,
  ///   ``LocalIndexError/notAnIndexDirectory(path:reason:)``; or
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
    restore(saved)
    opened.adopt([self], among: names)
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

  /// The directory the index (or its primary) is saved in.
  private var savedDirectory: IndexDirectory? {
    let (directory, primary) = withState { ($0.directory, $0.primary) }
    return directory ?? primary?.withState { $0.directory }
  }

  // MARK: - Synonyms and rules

  /// The index's synonyms, in Algolia's export format (an array of synonym objects), kept and
  /// saved with the index. The engine does not apply them to searches yet.
  public var synonyms: [JSON] { withState { $0.synonyms } }

  /// The index's rules, in Algolia's export format (an array of rule objects), kept and saved
  /// with the index. The engine does not apply them to searches yet.
  public var rules: [JSON] { withState { $0.rules } }

  /// Replaces every synonym of the index (journaled when the index is saved).
  /// - Parameter synonyms: synonym objects as Algolia exports them, each with an `objectID`.
  /// - Throws: ``LocalIndexError/invalidSettings(setting:reason:)`` naming the first malformed
  ///   one; ``LocalIndexError/writeFailed(path:reason:)``; nothing changes then.
  public func replaceAllSynonyms(_ synonyms: [JSON]) throws(LocalIndexError) {
    try Self.checkExported(synonyms, name: "synonyms")
    try changeConfiguration { $0.synonyms = synonyms }
  }

  /// Replaces every rule of the index (journaled when the index is saved).
  /// - Parameter rules: rule objects as Algolia exports them, each with an `objectID`.
  /// - Throws: ``LocalIndexError/invalidSettings(setting:reason:)`` naming the first malformed
  ///   one; ``LocalIndexError/writeFailed(path:reason:)``; nothing changes then.
  public func replaceAllRules(_ rules: [JSON]) throws(LocalIndexError) {
    try Self.checkExported(rules, name: "rules")
    try changeConfiguration { $0.rules = rules }
  }

  private static func checkExported(_ objects: [JSON], name: String) throws(LocalIndexError) {
    for (position, object) in objects.enumerated() {
      guard case .object = object, let id = object["objectID"]?.stringValue, !id.isEmpty else {
        throw .invalidSettings(
          setting: "\(name)[\(position)]", reason: "expected an object with an objectID")
      }
    }
  }

  /// Changes the synonyms or rules of this index (a primary or a replica), journaled through
  /// the primary's directory.
  private func changeConfiguration(
    _ change: (inout IndexConfiguration) -> Void
  ) throws(LocalIndexError) {
    let primary: LocalIndex? = isReplica ? withState { $0.primary } : self
    var changed = configuration
    change(&changed)
    let apply = {
      self.withState {
        $0.synonyms = changed.synonyms
        $0.rules = changed.rules
      }
    }
    guard let primary else { return apply() }
    primary.writeLock.lock()
    defer { primary.writeLock.unlock() }
    let directory = try primary.writableDirectory()
    let replicas = primary.replicas.map {
      $0 === self ? ($0.name, changed) : ($0.name, $0.configuration)
    }
    try primary.commit(
      primary.configurationEntry(
        primary === self ? changed : primary.configuration, replicas: replicas),
      to: directory, apply)
  }

  // MARK: - Internals of journaled writes

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
    let (snapshot, records, configuration, replicas) = withState {
      (
        $0.snapshot, $0.store,
        IndexConfiguration(settings: $0.settings, synonyms: $0.synonyms, rules: $0.rules),
        $0.replicas
      )
    }
    return SavedIndex(
      name: name, configuration: configuration, snapshot: snapshot, records: records,
      replicas: replicas.map { replica in
        SavedIndex.Replica(
          name: replica.name, configuration: replica.configuration, snapshot: replica.snapshot)
      })
  }

  /// Takes the state of a saved index (this being a new, empty primary of its name).
  func restore(_ saved: SavedIndex) {
    let replicas = saved.replicas.map { replica in
      let index = LocalIndex(
        name: replica.name, settings: replica.configuration.settings, isReplica: true)
      index.withState {
        $0.snapshot = replica.snapshot
        $0.primary = self
        $0.synonyms = replica.configuration.synonyms
        $0.rules = replica.configuration.rules
      }
      return index
    }
    withState {
      $0.store = saved.records
      $0.settings = saved.configuration.settings
      $0.snapshot = saved.snapshot
      $0.replicas = replicas
      $0.synonyms = saved.configuration.synonyms
      $0.rules = saved.configuration.rules
    }
  }
}

extension URL {
  /// Whether this and `other` name the same directory.
  func isSameDirectory(as other: URL) -> Bool {
    standardizedFileURL.resolvingSymlinksInPath().path
      == other.standardizedFileURL.resolvingSymlinksInPath().path
  }
}
