/// A ``SearchService`` that can tell when an index changes: each write gives the index a new
/// ``IndexVersion``.
///
/// ``CachingSearchService`` asks its backend for versions when it conforms, so that a write
/// makes the cached responses of that index stale at once. `LocalSearchService` conforms;
/// wrappers that forward searches (`RecordingSearchService`, `CachingSearchService`) forward
/// versions too.
///
/// ```swift
/// let before = service.indexVersion(named: "products")
/// try service.index(named: "products")?.saveObjects([["objectID": "9", "name": "TV"]])
/// before?.isSame(as: service.indexVersion(named: "products")!)  // false
/// ```
public protocol VersionedSearchService: SearchService {
  /// The current version of the index, or `nil` when the service does not know the index.
  ///
  /// Cheap, and safe to call from any thread.
  ///
  /// - Parameter indexName: The index (or replica) name.
  /// - Returns: The version of what a search of that index reads now.
  func indexVersion(named indexName: String) -> IndexVersion?
}
