import Foundation

/// What a ``TypesenseSearchService`` remembers between calls, shared by its concurrent calls:
/// the schemas it read and the search parameters of the collections it created.
final class TypesenseServiceState: @unchecked Sendable {
  private let lock = NSLock()
  private var schemas: [String: TypesenseCollectionSchema] = [:]
  private var derived: [String: TypesenseSearchService.CollectionParameters] = [:]
  private var sortedIndices: [String: TypesenseSearchService.SortedIndex] = [:]
  private var calls: [String: Int] = [:]

  /// The schema kept for a collection.
  func schema(of collection: String) -> TypesenseCollectionSchema? {
    lock.withLock { schemas[collection] }
  }

  /// Keeps (or, with `nil`, forgets) a collection's schema.
  func setSchema(_ schema: TypesenseCollectionSchema?, of collection: String) {
    lock.withLock { schemas[collection] = schema }
  }

  /// The parameters derived from the Algolia settings a collection was created with.
  func derivedParameters(of collection: String) -> TypesenseSearchService.CollectionParameters? {
    lock.withLock { derived[collection] }
  }

  /// Keeps (or, with `nil`, forgets) a collection's derived parameters.
  func setDerivedParameters(
    _ parameters: TypesenseSearchService.CollectionParameters?, of collection: String
  ) {
    lock.withLock { derived[collection] = parameters }
  }

  /// The sorted indices of the collections this service created, by index name.
  func derivedSortedIndices() -> [String: TypesenseSearchService.SortedIndex] {
    lock.withLock { sortedIndices }
  }

  /// Adds sorted indices (replacing those of the same names).
  func setDerivedSortedIndices(_ indices: [String: TypesenseSearchService.SortedIndex]) {
    lock.withLock { sortedIndices.merge(indices) { _, new in new } }
  }

  /// How many calls the service made, by method and path (`POST /multi_search`).
  var callCounts: [String: Int] { lock.withLock { calls } }

  /// Counts a call.
  func noteCall(_ endpoint: TypesenseEndpoint) {
    lock.withLock { calls[endpoint.method + " " + endpoint.path, default: 0] += 1 }
  }
}
