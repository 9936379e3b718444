extension LocalIndex {
  /// How a saved index keeps its journal, its lock and its files.
  ///
  /// ```swift
  /// try index.save(to: directory, options: .init(compaction: .whenJournalExceeds(bytes: 1 << 20)))
  /// ```
  public struct SaveOptions: Sendable, Hashable {
    /// When writes journaled since the last save are folded into a new version of the index.
    public enum Compaction: Sendable, Hashable {
      /// When the journal holds more than a quarter of the saved version's bytes, and at least
      /// 1 MiB; or more than a thirty-second of them (and 1 MiB) once an open of the directory
      /// would rebuild an index: when its writes since the version are more than can be
      /// indexed beside the saved snapshot (a sixteenth of its records, or 10,000), or changed
      /// what it indexes (its settings, or a write that cleared it), or it has replicas. Until
      /// that compaction, each open rebuilds the index in memory. (An index's records are
      /// about half its version: a journal of a sixteenth of them is about a thirty-second.)
      case automatic
      /// When the journal holds more than `bytes` bytes.
      case whenJournalExceeds(bytes: Int)
      /// Only when ``LocalIndex/compact()`` (or ``LocalSearchService/compact()``) is called.
      case manual
    }

    /// When the journal is folded into a new version.
    public var compaction: Compaction
    /// When a writer holds the directory's lock file (``Locking/platformDefault`` by default).
    public var locking: Locking
    /// The data protection class of the files saved (see ``LocalIndex/FileProtection``).
    /// `nil`, the default: for a save, ``LocalIndex/FileProtection/completeUntilFirstUserAuthentication``;
    /// for an open, the class the directory was saved with.
    public var fileProtection: FileProtection?

    /// Creates options.
    /// - Parameters:
    ///   - compaction: when the journal is folded into a new version.
    ///   - locking: when a writer holds the directory's lock file.
    ///   - fileProtection: the data protection class of the files saved (`nil`: the
    ///     directory's, or the default class for a new save).
    public init(
      compaction: Compaction = .automatic, locking: Locking = .platformDefault,
      fileProtection: FileProtection? = nil
    ) {
      self.compaction = compaction
      self.locking = locking
      self.fileProtection = fileProtection
    }

    /// Whether a journal of `journalBytes` bytes after a version of `versionBytes` is due for
    /// compaction; `opensRebuild`: whether an open of the directory would rebuild an index.
    func isCompactionDue(journalBytes: Int, versionBytes: Int, opensRebuild: Bool) -> Bool {
      switch compaction {
      case .automatic:
        return journalBytes > max(1 << 20, versionBytes / (opensRebuild ? 32 : 4))
      case .whenJournalExceeds(let bytes): return journalBytes > bytes
      case .manual: return false
      }
    }
  }
}
