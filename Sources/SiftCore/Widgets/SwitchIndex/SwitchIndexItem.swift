/// An index a switch-index widget offers, with the title a view shows for it.
///
/// ```swift
/// let items = [
///   SwitchIndexItem(indexName: "products", title: "Most relevant"),
///   SwitchIndexItem(indexName: "products_price_asc", title: "Lowest price"),
/// ]
/// ```
public struct SwitchIndexItem: Sendable, Hashable {
  /// The index (or replica) name the searcher switches to.
  public var indexName: String
  /// What a view shows.
  public var title: String

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - indexName: The index name.
  ///   - title: What a view shows; the index name by default.
  public init(indexName: String, title: String? = nil) {
    self.indexName = indexName
    self.title = title ?? indexName
  }
}
