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
  /// were made (``rebuildIfNeeded()`` brings them up to date).
  private(set) var isStale = false
  /// The objectIDs journal entries wrote since the snapshots were made (deleted ones too);
  /// `nil` once an entry removed every record or changed what the snapshots index (the
  /// settings, or the synonyms' placeholders), which only a rebuild takes in.
  private var written: Set<String>? = []
  /// Writes indexed beside the primary's snapshot (see ``SnapshotOverlay``): a live index's, or
  /// the journal's when ``rebuildIfNeeded()`` could keep them there, the snapshot staying as
  /// the saved file holds it.
  private(set) var overlay: SnapshotOverlay?
  /// The snapshot of the primary that the directory's version holds, while ``snapshot`` is
  /// still it: the one read from the version's file, kept when ``rebuildIfNeeded()`` indexes
  /// the journal's writes beside it, `nil` once it rebuilds the snapshot (an open of the
  /// version rebuilds it too). See ``LocalIndex/State/versionSnapshot``.
  private(set) var versionSnapshot: IndexSnapshot?
  /// The live index this was made from to be saved (`nil` for one read from a file): once the
  /// version is written, it holds ``snapshot`` as the version's.
  var origin: LocalIndex?

  init(
    name: String, configuration: IndexConfiguration, snapshot: IndexSnapshot,
    records: StoredRecords, replicas: [Replica], file: MappedIndexFile? = nil,
    overlay: SnapshotOverlay? = nil, versionSnapshot: IndexSnapshot? = nil
  ) {
    self.file = file
    self.overlay = overlay
    self.versionSnapshot = versionSnapshot
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

  /// Applies a journal entry of this index (its snapshots are brought up to date by
  /// ``rebuildIfNeeded()``).
  mutating func apply(_ entry: JournalEntry) {
    isStale = true
    switch entry {
    case .records(_, let mutations, let generatedIDs):
      var store = records.store(snapshot: snapshot)
      // Held only here while it changes: its table of objectIDs is not copied for each entry.
      records = .store(RecordStore())
      for mutation in mutations {
        mutation.apply(to: &store)
        if let objectID = mutation.objectID { written?.insert(objectID) } else { written = nil }
      }
      store.generatedIDs = generatedIDs
      store.compact()
      records = .store(store)
    case .configuration(_, let primary, let replicas):
      let before = (primary: configuration, replicas: self.replicas)
      configuration = primary
      self.replicas = replicas.map { replica in
        Replica(
          name: replica.name, configuration: replica.1,
          snapshot: before.replicas.first { $0.name == replica.name }?.snapshot ?? snapshot)
      }
      markVirtualReplicas()
      // New synonyms or rules leave the snapshots as they are, as they do in memory, unless the
      // placeholders they index change.
      let indexedAlike =
        Self.indexAlike(before.primary, configuration)
        && before.replicas.map(\.name) == self.replicas.map(\.name)
        && zip(before.replicas, self.replicas).allSatisfy {
          Self.indexAlike($0.configuration, $1.configuration)
        }
      if !indexedAlike { written = nil }
    }
  }

  /// Whether snapshots made under `old` serve `new` unchanged: the same settings and
  /// placeholders.
  private static func indexAlike(_ old: IndexConfiguration, _ new: IndexConfiguration) -> Bool {
    old.settings == new.settings && old.placeholders == new.placeholders
  }

  /// Brings the snapshots up to date with the records when journal entries changed them: the
  /// records written indexed beside the primary's snapshot (``overlay``) when they are few
  /// enough, as a live write of them would keep them, else the snapshots made again.
  /// - Complexity: O(1) when nothing changed; else O(n) for n records, and the build of the
  ///   records written, or of every record for each snapshot.
  mutating func rebuildIfNeeded() throws(LocalIndexError) {
    guard isStale else { return }
    // Only synonyms or rules changed: the snapshots stand.
    if written?.isEmpty == true {
      isStale = false
      return
    }
    let store = records.store(snapshot: snapshot)
    if replicas.isEmpty, let written,
      let overlay = try SnapshotOverlay(
        base: snapshot, previous: overlay, written: Array(written), store: store,
        placeholders: configuration.placeholders)
    {
      self.overlay = overlay
      records = .store(store)
      isStale = false
      return
    }
    overlay = nil
    versionSnapshot = nil
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
