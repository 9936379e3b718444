extension TypesenseSearchService {
  /// What an index name that is not a collection stands for: a collection searched in another
  /// order — the replica a Sort by widget switches to.
  ///
  /// ```swift
  /// configuration.sortedIndices = [
  ///   "products_price_asc": .init(collection: "products", sortBy: "price:asc"),
  ///   "products_price_desc": .init(collection: "products", sortBy: "price:desc"),
  /// ]
  /// ```
  ///
  /// An index name of `typesense-instantsearch-adapter`'s form, `products/sort/price:asc`,
  /// needs no entry: it is read as the collection `products` sorted by `price:asc`.
  public struct SortedIndex: Sendable, Hashable {
    /// The collection searched.
    public var collection: String
    /// Typesense's `sort_by`, such as `price:asc` or `_text_match:desc,price:asc`.
    public var sortBy: String

    /// Creates a sorted index.
    ///
    /// - Parameters:
    ///   - collection: The collection searched.
    ///   - sortBy: Typesense's `sort_by`.
    public init(collection: String, sortBy: String) {
      self.collection = collection
      self.sortBy = sortBy
    }
  }
}
