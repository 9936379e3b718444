/// A backend that can list the whole of an index: its records, page by page with a cursor to
/// resume from, its settings, its replicas' settings, its synonyms and its rules, in Algolia's
/// shapes. It is what a copy of the index on the device (`LocalIndexMirror` in SiftLocal) is
/// downloaded from, so that a hosted backend's module never needs the embedded engine's.
///
/// `AlgoliaSearchService` (SiftAlgolia) is one; any backend, or an app's own service, can be
/// another:
///
/// ```swift
/// struct CatalogAPI: IndexListingSource {
///   func listRecords(
///     indexName: String, cursor: String?, hitsPerPage: Int
///   ) async throws -> IndexListingPage {
///     let page = try await fetchCatalogPage(after: cursor, size: hitsPerPage)
///     return IndexListingPage(records: page.items, cursor: page.next, totalRecords: page.total)
///   }
///   func listSettings(indexName: String) async throws -> JSON {
///     ["searchableAttributes": ["name", "brand"], "attributesForFaceting": ["brand"]]
///   }
/// }
/// let mirror = LocalIndexMirror(source: CatalogAPI(), indexName: "products", directory: url)
/// ```
///
/// Every method runs off the main actor and may be called while others run. Errors are
/// ``SearchError``s: a network failure is ``SearchError/transport(description:request:)``, and a
/// cursor the source no longer accepts (cursors may expire) is a
/// ``SearchError/http(status:message:request:)`` with a 4xx status, after which a mirror lists
/// the records again from the start.
public protocol IndexListingSource: Sendable {
  /// Lists one page of an index's records.
  ///
  /// Pages follow one another by cursor: the first page is asked for with `nil`, each next page
  /// with the cursor the page before returned, until a page returns no cursor. A cursor stays
  /// valid after the process that received it ends, so that a download cut short resumes.
  ///
  /// - Parameters:
  ///   - indexName: The index.
  ///   - cursor: The cursor of the page before; `nil` for the first page.
  ///   - hitsPerPage: How many records a page should hold (a source may hold to its own limit).
  /// - Returns: The page's records (JSON objects, each with its `objectID`), and the next
  ///   page's cursor.
  /// - Throws: ``SearchError``.
  func listRecords(
    indexName: String, cursor: String?, hitsPerPage: Int
  ) async throws -> IndexListingPage

  /// Reads an index's settings, as Algolia's settings JSON (the object of Algolia's
  /// `GET /1/indexes/{indexName}/settings`: `searchableAttributes`, `attributesForFaceting`,
  /// `customRanking`, `ranking`, `replicas`, …).
  ///
  /// A mirror reads the settings of each index named in `replicas` through this method too, and
  /// makes those replicas on the device.
  ///
  /// - Parameter indexName: The index (or one of its replicas).
  /// - Returns: The settings object.
  /// - Throws: ``SearchError``.
  func listSettings(indexName: String) async throws -> JSON

  /// Lists every synonym of an index, in Algolia's export format (`objectID`, `type`,
  /// `synonyms`, `input`, `word`, `corrections`, `placeholder`, `replacements`).
  ///
  /// The default implementation lists none.
  ///
  /// - Parameter indexName: The index.
  /// - Returns: The synonyms.
  /// - Throws: ``SearchError``.
  func listSynonyms(indexName: String) async throws -> [JSON]

  /// Lists every rule of an index, in Algolia's export format (`objectID`, `conditions`,
  /// `consequence`, `validity`, `enabled`, …).
  ///
  /// The default implementation lists none.
  ///
  /// - Parameter indexName: The index.
  /// - Returns: The rules.
  /// - Throws: ``SearchError``.
  func listRules(indexName: String) async throws -> [JSON]
}

extension IndexListingSource {
  /// Lists no synonyms: for a backend that has none.
  ///
  /// - Parameter indexName: The index.
  /// - Returns: No synonyms.
  public func listSynonyms(indexName: String) async throws -> [JSON] { [] }

  /// Lists no rules: for a backend that has none.
  ///
  /// - Parameter indexName: The index.
  /// - Returns: No rules.
  public func listRules(indexName: String) async throws -> [JSON] { [] }
}
