import SiftCore

extension AlgoliaEndpoint {
  /// Browse: `POST /1/indexes/{indexName}/browse` with `{"hitsPerPage": n}` for the first page,
  /// then `{"cursor": …}` (the cursor carries the other parameters).
  ///
  /// - Parameters:
  ///   - indexName: The index.
  ///   - cursor: The cursor of the previous page's reply; `nil` for the first page.
  ///   - hitsPerPage: The records per page (Algolia allows up to 1,000).
  /// - Returns: The endpoint.
  static func browse(indexName: String, cursor: String?, hitsPerPage: Int) -> AlgoliaEndpoint {
    let body: JSON = cursor.map { ["cursor": .string($0)] } ?? ["hitsPerPage": JSON(hitsPerPage)]
    return AlgoliaEndpoint(path: "/1/indexes/\(pathComponent(indexName))/browse", body: body)
  }

  /// Get settings: `GET /1/indexes/{indexName}/settings`.
  ///
  /// - Parameter indexName: The index.
  /// - Returns: The endpoint.
  static func settings(indexName: String) -> AlgoliaEndpoint {
    AlgoliaEndpoint(
      path: "/1/indexes/\(pathComponent(indexName))/settings", body: .null, method: "GET")
  }

  /// Search synonyms (`synonyms`) or rules (`rules`), a page at a time:
  /// `POST /1/indexes/{indexName}/{kind}/search` with `{"query": "", "page": p,
  /// "hitsPerPage": n}`.
  ///
  /// - Parameters:
  ///   - kind: `synonyms` or `rules`.
  ///   - indexName: The index.
  ///   - page: The page, from 0.
  ///   - hitsPerPage: The objects per page.
  /// - Returns: The endpoint.
  static func search(
    _ kind: String, indexName: String, page: Int, hitsPerPage: Int
  ) -> AlgoliaEndpoint {
    AlgoliaEndpoint(
      path: "/1/indexes/\(pathComponent(indexName))/\(kind)/search",
      body: ["query": "", "page": JSON(page), "hitsPerPage": JSON(hitsPerPage)])
  }
}
