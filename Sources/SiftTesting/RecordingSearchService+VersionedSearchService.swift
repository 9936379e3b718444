import SiftCore

extension RecordingSearchService: VersionedSearchService {
  /// The wrapped backend's version of the index, when it has versions, so that a cache in
  /// front of the recorder still sees writes.
  ///
  /// - Parameter indexName: The index.
  /// - Returns: The version, or `nil`.
  public func indexVersion(named indexName: String) -> IndexVersion? {
    (base as? any VersionedSearchService)?.indexVersion(named: indexName)
  }
}
