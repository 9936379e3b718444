import SiftCore

/// An Algolia index lists itself for a mirror (`LocalIndexMirror` in SiftLocal) through the
/// browse, settings, synonyms and rules endpoints; the API key needs the `browse` and `settings`
/// ACLs.
extension AlgoliaSearchService: IndexListingSource {
  /// Lists one page of an index's records with Algolia's browse endpoint (``browse(indexName:cursor:hitsPerPage:)``).
  ///
  /// - Parameters:
  ///   - indexName: The index.
  ///   - cursor: The previous page's cursor; `nil` for the first page.
  ///   - hitsPerPage: Records per page, up to 1,000 (for the first page; the cursor keeps it
  ///     after).
  /// - Returns: The records, the next page's cursor, and `nbHits` as the total.
  /// - Throws: ``SiftCore/SearchError``; an expired cursor is a 4xx
  ///   ``SiftCore/SearchError/http(status:message:request:)``.
  public func listRecords(
    indexName: String, cursor: String?, hitsPerPage: Int
  ) async throws -> IndexListingPage {
    let page = try await browse(
      indexName: indexName, cursor: cursor, hitsPerPage: min(max(1, hitsPerPage), 1000))
    return IndexListingPage(records: page.hits, cursor: page.cursor, totalRecords: page.nbHits)
  }

  /// Reads an index's settings (``settings(indexName:)``).
  ///
  /// - Parameter indexName: The index or replica.
  /// - Returns: Algolia's settings object.
  /// - Throws: ``SiftCore/SearchError``.
  public func listSettings(indexName: String) async throws -> JSON {
    try await settings(indexName: indexName)
  }

  /// Exports every synonym of an index (``exportSynonyms(indexName:hitsPerPage:)``).
  ///
  /// - Parameter indexName: The index.
  /// - Returns: The synonyms, in Algolia's export format.
  /// - Throws: ``SiftCore/SearchError``.
  public func listSynonyms(indexName: String) async throws -> [JSON] {
    try await exportSynonyms(indexName: indexName)
  }

  /// Exports every rule of an index (``exportRules(indexName:hitsPerPage:)``).
  ///
  /// - Parameter indexName: The index.
  /// - Returns: The rules, in Algolia's export format.
  /// - Throws: ``SiftCore/SearchError``.
  public func listRules(indexName: String) async throws -> [JSON] {
    try await exportRules(indexName: indexName)
  }
}
