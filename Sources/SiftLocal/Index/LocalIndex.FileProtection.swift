extension LocalIndex {
  /// The data protection class of a saved index's files: when an Apple device keeps them
  /// readable and writable (iOS, iPadOS, tvOS, watchOS, visionOS). Elsewhere it is stored and
  /// reported, and changes nothing.
  ///
  /// ```swift
  /// try index.save(to: directory, options: .init(fileProtection: .completeUnlessOpen))
  /// index.saveStatus?.fileProtection  // .completeUnlessOpen
  /// ```
  ///
  /// A save gives every file it makes the class of its options
  /// (``SaveOptions/fileProtection``, ``completeUntilFirstUserAuthentication`` by default), and
  /// stores it in the version it writes; the journal of that version gets it too. A directory
  /// opened for writing with another class takes it from its next version on (``compact()``
  /// makes one at once). A read or write the class refuses while the device is locked throws
  /// ``LocalIndexError/protectedDataUnavailable(path:)`` and changes nothing.
  ///
  /// Sift reads a saved index's records (and its other structures) in place from its files
  /// (mapped): a page of them is read from the file when a search first touches it. A class
  /// that makes the file unreadable while the index is open can therefore stop a search with a
  /// crash (`SIGBUS`) that no error can report.
  public enum FileProtection: String, Sendable, Hashable, CaseIterable {
    /// Readable and writable from the first unlock after the device starts: while it is
    /// locked too, in the background, and in app extensions. The default, and the class to
    /// use for an index an app shares with its extensions.
    case completeUntilFirstUserAuthentication
    /// A file open when the device locks stays readable, and new files can be made while it is
    /// locked; a closed file cannot be opened again until it is unlocked. An index already open
    /// keeps answering searches; opening one, and writes that open a file (the first write
    /// after a save, a compaction's new version), may throw
    /// ``LocalIndexError/protectedDataUnavailable(path:)`` while the device is locked.
    case completeUnlessOpen
    /// Readable only while the device is unlocked (and for a few seconds after it locks). Only
    /// for an app that releases every index of the directory (and every service serving one)
    /// when protected data becomes unavailable: a search of an open index after that may
    /// crash the process.
    case complete
    /// No protection: readable whenever the device is on (Apple's `FileProtectionType.none`).
    case unprotected
  }
}
