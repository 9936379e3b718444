import Foundation

extension LocalIndex {
  /// Where a saved index lives and what its journal holds.
  ///
  /// ```swift
  /// if let status = index.saveStatus, status.journalBytes > 10 << 20 { try index.compact() }
  /// ```
  public struct SaveStatus: Sendable, Hashable {
    /// The directory.
    public var directory: URL
    /// The version saved last (`version-N.sift` in the directory).
    public var version: Int
    /// How the directory was opened (`.readOnly` too once ``LocalIndex/releaseDirectory()``
    /// released it).
    public var access: Access
    /// The bytes of the version saved last.
    public var versionBytes: Int
    /// The bytes of the journal: the writes made since (its header included).
    public var journalBytes: Int
    /// The writes in the journal.
    public var journalEntries: Int
    /// How long the last journaled write took to encode, write and sync its entry.
    public var lastAppendDuration: Duration?
    /// When the writer holds the directory's lock file.
    public var locking: SaveOptions.Locking
    /// The data protection class of the version saved last, as stored in it.
    public var fileProtection: FileProtection

    /// Creates a status.
    public init(
      directory: URL, version: Int, access: Access, versionBytes: Int, journalBytes: Int,
      journalEntries: Int, lastAppendDuration: Duration?,
      locking: SaveOptions.Locking = .platformDefault,
      fileProtection: FileProtection = .completeUntilFirstUserAuthentication
    ) {
      self.directory = directory
      self.version = version
      self.access = access
      self.versionBytes = versionBytes
      self.journalBytes = journalBytes
      self.journalEntries = journalEntries
      self.lastAppendDuration = lastAppendDuration
      self.locking = locking
      self.fileProtection = fileProtection
    }
  }
}
