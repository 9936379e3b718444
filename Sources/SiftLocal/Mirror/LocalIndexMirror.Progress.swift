extension LocalIndexMirror {
  /// How far an update has come.
  public struct Progress: Sendable, Hashable {
    /// What the update is doing.
    public enum Phase: Sendable, Hashable {
      /// Reading the settings, the replicas' settings, the synonyms and the rules.
      case configuration
      /// Downloading records.
      case records
      /// Building the index from the records downloaded.
      case indexing
      /// Done: the new version is saved and served.
      case done
    }

    /// What the update is doing.
    public var phase: Phase
    /// The records downloaded so far (those kept by an interrupted update included).
    public var records: Int
    /// The records the index holds, once the source says.
    public var totalRecords: Int?
    /// Whether the update resumed an interrupted download.
    public var isResumed: Bool
    /// The damage found in the pages an interrupted download kept, if any
    /// (``LocalIndexDownload/damage``): the damaged pages, and those after them, are downloaded
    /// again.
    public var damage: LocalIndexError?

    /// Creates a progress report.
    /// - Parameters:
    ///   - phase: what the update is doing.
    ///   - records: the records downloaded so far.
    ///   - totalRecords: the records the index holds, if known.
    ///   - isResumed: whether the update resumed an interrupted download.
    ///   - damage: the damage found in what an interrupted download kept.
    public init(
      phase: Phase, records: Int, totalRecords: Int?, isResumed: Bool,
      damage: LocalIndexError? = nil
    ) {
      self.phase = phase
      self.records = records
      self.totalRecords = totalRecords
      self.isResumed = isResumed
      self.damage = damage
    }
  }
}
