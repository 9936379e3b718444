/// A primary index and its replicas as a saved version holds them: what a save writes and an
/// open reads, then brings up to date with the journal's entries.
struct SavedIndex {
  /// A replica: its name, its configuration and its snapshot (of the primary's records).
  struct Replica {
    var name: String
    var configuration: IndexConfiguration
    var snapshot: IndexSnapshot
  }

  var name: String
  var configuration: IndexConfiguration
  /// The primary's snapshot.
  var snapshot: IndexSnapshot
  var records: StoredRecords
  var replicas: [Replica]
  /// The saved file the index was read from (`nil` for one to save).
  var file: MappedIndexFile?
  /// Whether journal entries changed the records or the configuration since the snapshots
  /// were made (``rebuildIfNeeded()`` makes them again).
  private(set) var isStale = false

  init(
    name: String, configuration: IndexConfiguration, snapshot: IndexSnapshot,
    records: StoredRecords, replicas: [Replica], file: MappedIndexFile? = nil
  ) {
    self.file = file
    self.name = name
    self.configuration = configuration
    self.snapshot = snapshot
    self.records = records
    self.replicas = replicas
    markVirtualReplicas()
  }

  /// Marks the replicas the primary's settings name virtual as such (their own settings do
  /// not say it).
  private mutating func markVirtualReplicas() {
    for index in replicas.indices {
      replicas[index].configuration.settings.isVirtualReplica =
        configuration.settings.virtualReplicas.contains(replicas[index].name)
    }
  }

  /// Applies a journal entry of this index (its snapshots are made again by
  /// ``rebuildIfNeeded()``).
  mutating func apply(_ entry: JournalEntry) {
    switch entry {
    case .records(_, let mutations, let generatedIDs):
      var store = records.store(snapshot: snapshot)
      for mutation in mutations { mutation.apply(to: &store) }
      store.generatedIDs = generatedIDs
      store.compact()
      records = .store(store)
    case .configuration(_, let primary, let replicas):
      configuration = primary
      self.replicas = replicas.map {
        Replica(name: $0.name, configuration: $0.1, snapshot: snapshot)
      }
      markVirtualReplicas()
    }
    isStale = true
  }

  /// Makes the snapshots again from the records when journal entries changed them.
  /// - Complexity: O(n log n + total words) per snapshot when stale; O(1) otherwise.
  mutating func rebuildIfNeeded() throws(LocalIndexError) {
    guard isStale else { return }
    let store = records.store(snapshot: snapshot)
    let entries = store.entries
    snapshot = try IndexSnapshot(
      entries: entries, settings: configuration.settings,
      placeholders: configuration.placeholders)
    for index in replicas.indices {
      let configuration = replicas[index].configuration
      replicas[index].snapshot = try IndexSnapshot(
        entries: entries, settings: configuration.settings,
        placeholders: configuration.placeholders)
    }
    records = .store(store)
    isStale = false
  }
}
