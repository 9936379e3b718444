/// One page of an index's records, as an ``IndexListingSource`` lists them.
///
/// ```swift
/// var page = try await source.listRecords(indexName: "products", cursor: nil, hitsPerPage: 500)
/// while let cursor = page.cursor {
///   page = try await source.listRecords(indexName: "products", cursor: cursor, hitsPerPage: 500)
/// }
/// ```
public struct IndexListingPage: Sendable, Hashable {
  /// The records: JSON objects, each with its `objectID`.
  public var records: [JSON]
  /// The cursor of the next page; `nil` on the last page.
  public var cursor: String?
  /// How many records the whole listing holds, when the source says.
  public var totalRecords: Int?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - records: The records.
  ///   - cursor: The cursor of the next page; `nil` when this page is the last.
  ///   - totalRecords: How many records the whole listing holds, if known.
  public init(records: [JSON], cursor: String?, totalRecords: Int? = nil) {
    self.records = records
    self.cursor = cursor
    self.totalRecords = totalRecords
  }
}
