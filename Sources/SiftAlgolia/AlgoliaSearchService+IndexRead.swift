import SiftCore

extension AlgoliaSearchService {
  /// Reads one page of an index's records with Algolia's browse endpoint
  /// (`POST /1/indexes/{indexName}/browse`): every record, up to 1,000 per page, without the
  /// 1,000-hit limit of a search. Needs an API key with the `browse` ACL.
  ///
  /// ```swift
  /// var page = try await service.browse(indexName: "products")
  /// while let cursor = page.cursor {
  ///   page = try await service.browse(indexName: "products", cursor: cursor)
  /// }
  /// ```
  /// - Parameters:
  ///   - indexName: The index.
  ///   - cursor: The previous page's cursor; `nil` for the first page.
  ///   - hitsPerPage: Records per page (for the first page; the cursor keeps it after).
  /// - Returns: The records and the next page's cursor.
  /// - Throws: ``SiftCore/SearchError`` (the retry strategy and errors of a search).
  public func browse(
    indexName: String, cursor: String? = nil, hitsPerPage: Int = 1000
  ) async throws -> BrowsePage {
    let request = SearchError.Request.indexRead(indexName: indexName, endpoint: "browse")
    let reply = try await perform(
      .browse(indexName: indexName, cursor: cursor, hitsPerPage: hitsPerPage), request: request,
      as: JSON.self)
    guard case .array(let hits)? = reply["hits"] else {
      throw SearchError.decoding(description: "missing key hits", request: request)
    }
    for (position, hit) in hits.enumerated() {
      guard case .object = hit else {
        throw SearchError.decoding(
          description: "hits[\(position)] is not an object", request: request)
      }
    }
    return BrowsePage(
      hits: hits, cursor: reply["cursor"]?.stringValue, nbHits: reply["nbHits"]?.intValue)
  }

  /// Reads an index's settings (`GET /1/indexes/{indexName}/settings`), as Algolia's settings
  /// JSON (SiftLocal's `LocalIndexSettings(json:)` reads it). Needs the `settings` ACL.
  ///
  /// - Parameter indexName: The index.
  /// - Returns: The settings object.
  /// - Throws: ``SiftCore/SearchError``.
  public func settings(indexName: String) async throws -> JSON {
    let request = SearchError.Request.indexRead(indexName: indexName, endpoint: "settings")
    let reply = try await perform(.settings(indexName: indexName), request: request, as: JSON.self)
    guard case .object = reply else {
      throw SearchError.decoding(description: "the settings are not an object", request: request)
    }
    return reply
  }

  /// Exports every synonym of an index, in Algolia's export format (the objects of
  /// `POST /1/indexes/{indexName}/synonyms/search`, page by page, without highlighting).
  /// Needs the `settings` ACL.
  ///
  /// - Parameters:
  ///   - indexName: The index.
  ///   - hitsPerPage: Synonyms per request.
  /// - Returns: The synonyms.
  /// - Throws: ``SiftCore/SearchError``.
  public func exportSynonyms(indexName: String, hitsPerPage: Int = 1000) async throws -> [JSON] {
    try await export("synonyms", indexName: indexName, hitsPerPage: hitsPerPage)
  }

  /// Exports every rule of an index, in Algolia's export format (the objects of
  /// `POST /1/indexes/{indexName}/rules/search`, page by page, without highlighting). Needs
  /// the `settings` ACL.
  ///
  /// - Parameters:
  ///   - indexName: The index.
  ///   - hitsPerPage: Rules per request.
  /// - Returns: The rules.
  /// - Throws: ``SiftCore/SearchError``.
  public func exportRules(indexName: String, hitsPerPage: Int = 1000) async throws -> [JSON] {
    try await export("rules", indexName: indexName, hitsPerPage: hitsPerPage)
  }

  /// Every object of a synonyms or rules search, page after page until `nbHits` are read (or a
  /// page comes back empty).
  private func export(_ kind: String, indexName: String, hitsPerPage: Int) async throws -> [JSON] {
    let request = SearchError.Request.indexRead(indexName: indexName, endpoint: kind)
    var objects: [JSON] = []
    var page = 0
    while true {
      let reply = try await perform(
        .search(kind, indexName: indexName, page: page, hitsPerPage: max(1, hitsPerPage)),
        request: request, as: JSON.self)
      guard case .array(let hits)? = reply["hits"] else {
        throw SearchError.decoding(description: "missing key hits", request: request)
      }
      for (position, hit) in hits.enumerated() {
        guard case .object(var members) = hit else {
          throw SearchError.decoding(
            description: "hits[\(position)] is not an object", request: request)
        }
        members["_highlightResult"] = nil
        objects.append(.object(members))
      }
      let total = reply["nbHits"]?.intValue ?? objects.count
      let pages = reply["nbPages"]?.intValue
      page += 1
      if hits.isEmpty || objects.count >= total || pages.map({ page >= $0 }) == true { break }
    }
    return objects
  }
}
