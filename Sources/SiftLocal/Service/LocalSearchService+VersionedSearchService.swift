import SiftCore

extension LocalSearchService: VersionedSearchService {
  /// The version of what a search of the index reads now: every write to the index (records,
  /// settings, synonyms, rules), and serving another index under its name, gives it a new one.
  ///
  /// - Parameter indexName: The index or replica.
  /// - Returns: Its version, or `nil` when no index of that name is served.
  public func indexVersion(named indexName: String) -> IndexVersion? {
    index(named: indexName).map { index in IndexVersion(of: index.withState { $0.version }) }
  }
}
