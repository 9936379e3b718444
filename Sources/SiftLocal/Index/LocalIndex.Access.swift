extension LocalIndex {
  /// How an index (or a service) opened from a saved directory may be used.
  public enum Access: Sendable, Hashable {
    /// Searches and writes; writes are journaled. One writer at a time holds a directory: a
    /// second gets ``LocalIndexError/directoryLocked(path:)``.
    case readWrite
    /// Searches only; writes throw ``LocalIndexError/openedReadOnly(path:)``. Any number of
    /// readers may open a directory, beside its writer.
    case readOnly
  }
}
