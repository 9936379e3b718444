/// What one search is sent to: the index name the widgets use, the collection it stands for
/// (and the order a sorted index asks for), the collection's schema and how Sift searches it.
struct TypesenseSearchTarget: Sendable {
  /// The index name of the search.
  var indexName: String
  /// The collection searched.
  var collection: String
  /// The `sort_by` of a sorted index, if the index name is one.
  var sortBy: String?
  /// The collection's schema.
  var schema: TypesenseCollectionSchema
  /// How Sift searches the collection.
  var parameters: TypesenseSearchService.CollectionParameters
  /// Parameters for every search, and the geo field.
  var configuration: TypesenseSearchService.Configuration

  /// The collection and order an index name stands for: a configured sorted index, then the
  /// `collection/sort/sort_by` form of `typesense-instantsearch-adapter`, else the collection
  /// of that name.
  ///
  /// - Parameters:
  ///   - indexName: The index name.
  ///   - sortedIndices: The sorted indices the service knows, by index name.
  /// - Returns: The collection, and the `sort_by` when the name asks for one.
  static func resolve(
    _ indexName: String, sortedIndices: [String: TypesenseSearchService.SortedIndex]
  ) -> (collection: String, sortBy: String?) {
    if let sorted = sortedIndices[indexName] {
      return (sorted.collection, sorted.sortBy)
    }
    if let marker = indexName.range(of: "/sort/") {
      let collection = String(indexName[..<marker.lowerBound])
      let sortBy = String(indexName[marker.upperBound...])
      if !collection.isEmpty, !sortBy.isEmpty { return (collection, sortBy) }
    }
    return (indexName, nil)
  }
}
