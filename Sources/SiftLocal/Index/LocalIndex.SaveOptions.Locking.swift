extension LocalIndex.SaveOptions {
  /// When a writer of a saved directory holds its lock file (`sift.lock`), which makes it the
  /// only writer.
  ///
  /// ```swift
  /// // An app and its widget share an index in their App Group container.
  /// let index = try LocalIndex(savedIn: sharedDirectory, options: .init(locking: .whileWriting))
  /// ```
  public enum Locking: Sendable, Hashable {
    /// From the open or save until the writer goes (every index of the directory freed, or
    /// ``LocalIndex/releaseDirectory()``): a second writer gets
    /// ``LocalIndexError/directoryLocked(path:)`` at once.
    case whileOpen
    /// Only while a write, a save or a compaction runs. Between writes the directory is free:
    /// several writers (processes, an app and its extensions, two opens in one process) take
    /// turns, and each write first reads the writes others made since (its index catches up,
    /// as ``LocalIndex/refresh()`` does), so that none is lost or overwritten. A write waits
    /// for another's to end, up to five seconds; then it throws
    /// ``LocalIndexError/directoryLocked(path:)`` (a ``whileOpen`` writer holds the lock).
    ///
    /// On Apple platforms this is what an app in an App Group container needs: the system
    /// terminates a suspended app that holds a file lock there (exception `0xdead10cc`).
    case whileWriting

    /// ``whileWriting`` on Apple platforms, ``whileOpen`` elsewhere: the default of
    /// ``LocalIndex/SaveOptions``.
    public static var platformDefault: Locking {
      #if canImport(Darwin)
        return .whileWriting
      #else
        return .whileOpen
      #endif
    }
  }
}
