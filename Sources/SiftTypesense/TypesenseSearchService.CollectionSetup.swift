extension TypesenseSearchService {
  /// A collection made from an Algolia index: its schema, how Sift searches it, and the sorted
  /// indices that stand for the index's replicas.
  ///
  /// The service that created the collection remembers the parameters and sorted indices; give
  /// them to the ``Configuration`` of other services (in other processes) that search it.
  public struct CollectionSetup: Sendable, Hashable {
    /// The schema the collection was created with.
    public var schema: TypesenseCollectionSchema
    /// The search parameters derived from the settings.
    public var parameters: CollectionParameters
    /// The replicas, as sorted indices of the collection, by replica name.
    public var sortedIndices: [String: SortedIndex]

    /// Creates a setup.
    ///
    /// - Parameters:
    ///   - schema: The collection's schema.
    ///   - parameters: How Sift searches it.
    ///   - sortedIndices: The replicas, by name.
    public init(
      schema: TypesenseCollectionSchema, parameters: CollectionParameters,
      sortedIndices: [String: SortedIndex] = [:]
    ) {
      self.schema = schema
      self.parameters = parameters
      self.sortedIndices = sortedIndices
    }
  }
}
