import SiftCore

/// A Typesense collection lists itself for a copy on the device (`LocalIndexMirror` in
/// SiftLocal): its documents as Algolia records, page by page, and its search setup as Algolia
/// settings, with each sorted index of the collection as a replica. The API key needs the
/// `documents:search` and `collections:get` actions.
///
/// ```swift
/// let typesense = TypesenseSearchService(nodes: nodes, apiKey: key, configuration: configuration)
/// let mirror = LocalIndexMirror(source: typesense, indexName: "products", directory: url)
/// try await mirror.update()
/// let service = OnlineFirstSearchService(online: typesense, offline: mirror.service)
/// ```
///
/// Records are listed by search pages (`q=*`, 250 documents a page at most) in the order the
/// documents were first imported (`sort_by=_seq_id:asc`), the page number as the cursor:
/// replacing a document keeps its place and a new document goes last, so the pages already
/// listed stay as they were and a listing resumes where it stopped, in another process too.
/// When the collection holds fewer documents than when the listing began (documents were
/// deleted, so pages after them moved), the next page is refused with a 409 and a mirror lists
/// again from the start.
extension TypesenseSearchService: IndexListingSource {
  /// The most documents a listing page holds: Typesense's limit of a search page.
  public static let maximumListingPageSize = 250

  /// Lists one page of a collection's documents, as Algolia records (`id` as `objectID`, the
  /// geopoint field as `_geoloc`).
  ///
  /// - Parameters:
  ///   - indexName: The collection.
  ///   - cursor: The cursor of the page before; `nil` for the first page.
  ///   - hitsPerPage: Records per page, at most ``maximumListingPageSize`` (for the first page;
  ///     the cursor keeps it after).
  /// - Returns: The records, the next page's cursor, and the collection's document count.
  /// - Throws: ``SiftCore/SearchError``: `.http(404, …)` for a collection that does not exist,
  ///   `.http(400, …)` for a cursor this source did not make, `.http(409, …)` when documents
  ///   were deleted since the listing began.
  public func listRecords(
    indexName: String, cursor: String?, hitsPerPage: Int
  ) async throws -> IndexListingPage {
    let request = SearchError.Request.indexRead(indexName: indexName, endpoint: "list records")
    let position = try cursor.map { try TypesenseListingCursor(text: $0, request: request) }
    let perPage = position?.perPage ?? min(max(1, hitsPerPage), Self.maximumListingPageSize)
    let page = position?.page ?? 1
    let search: [String: JSON] = [
      "collection": .string(indexName), "q": "*", "sort_by": "_seq_id:asc",
      "page": JSON(page), "per_page": JSON(perPage),
    ]
    let reply = try await perform(.multiSearch([search]), request: request)
    guard case .array(let results)? = reply["results"], let result = results.first else {
      throw SearchError.decoding(description: "missing results", request: request)
    }
    if let message = result["error"]?.stringValue {
      let status = result["code"]?.intValue ?? 400
      throw SearchError.http(
        status: status,
        message: scrub(status == 404 ? "No collection named \(indexName) (\(message))" : message),
        request: request)
    }
    guard let found = result["found"]?.intValue, case .array(let hits)? = result["hits"] else {
      throw SearchError.decoding(description: "a result without found or hits", request: request)
    }
    if let position, found < position.found {
      throw SearchError.http(
        status: 409,
        message:
          "\(indexName) holds \(found) documents, \(position.found) when the listing began: "
          + "list it again from the start",
        request: request)
    }
    var records: [JSON] = []
    records.reserveCapacity(hits.count)
    for (offset, hit) in hits.enumerated() {
      guard case .object(var document)? = hit["document"],
        let id = document.removeValue(forKey: "id")?.stringValue
      else {
        throw SearchError.decoding(
          description: "hits[\(offset)] has no document with a string id", request: request)
      }
      document["objectID"] = .string(id)
      if let point = document.removeValue(forKey: configuration.geoLocationField) {
        document["_geoloc"] = Self.geoloc(point)
      }
      records.append(.object(document))
    }
    let listed = (page - 1) * perPage + hits.count
    let next =
      hits.count == perPage && listed < found
      ? TypesenseListingCursor(page: page + 1, perPage: perPage, found: position?.found ?? found)
      : nil
    return IndexListingPage(records: records, cursor: next?.text, totalRecords: found)
  }

  /// Reads a collection's search setup (or that of one of its sorted indices) as Algolia
  /// settings: `searchableAttributes`, `attributesForFaceting`, `ranking` and `customRanking`
  /// from the `sort_by`, `replicas` for the sorted indices (see the Offline mirrors article).
  ///
  /// - Parameter indexName: A collection, or a sorted index of ``Configuration/sortedIndices``
  ///   (or of a collection this service created).
  /// - Returns: Algolia's settings object.
  /// - Throws: ``SiftCore/SearchError``: `.http(404, …)` for a collection that does not exist,
  ///   `.invalidRequest` for a `sort_by` the embedded engine cannot rank by (a geo or computed
  ///   sort).
  public func listSettings(indexName: String) async throws -> JSON {
    let sortedIndices = configuration.sortedIndices.merging(memory.derivedSortedIndices()) {
      configured, _ in configured
    }
    let sorted = sortedIndices[indexName]
    let collection = sorted?.collection ?? indexName
    let schema = try await schema(ofCollection: collection, refreshing: true)
    let settings = TypesenseMirrorSettings(
      schema: schema, parameters: collectionParameters(forCollection: collection),
      sortedIndices: sortedIndices)
    do {
      if let sorted { return try settings.replica(sorted, named: indexName) }
      return try settings.primary()
    } catch {
      throw SearchError.invalidRequest(error.description)
    }
  }

  /// A geopoint value (`[lat, lng]` or a list of them) as `_geoloc`.
  private static func geoloc(_ value: JSON) -> JSON {
    func point(_ pair: JSON) -> JSON? {
      guard let values = pair.arrayValue, values.count == 2, let lat = values[0].doubleValue,
        let lng = values[1].doubleValue
      else { return nil }
      return ["lat": JSON(lat), "lng": JSON(lng)]
    }
    if let single = point(value) { return single }
    return .array((value.arrayValue ?? []).compactMap(point))
  }
}
