import Foundation
import SiftCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A ``SiftCore/SearchService`` over a self-hosted Typesense server (0.24 or later): every
/// searcher, widget and connector works on it unchanged.
///
/// ```swift
/// let service = TypesenseSearchService(
///   nodes: [.init(scheme: .http, host: "localhost", port: 8108)],
///   apiKey: "search-only-key",
///   configuration: .init(
///     collections: ["products": .init(queryBy: ["name", "brand", "description"])],
///     sortedIndices: ["products_price_asc": .init(collection: "products", sortBy: "price:asc")]))
/// let searcher = HitsSearcher(service: service, indexName: "products")
/// ```
///
/// **Searches.** The searches of one call — a searcher's main, disjunctive and hierarchical
/// queries, or a multi-searcher's batch — go to Typesense as one `POST /multi_search`. Each
/// index name stands for a collection (or a collection in another order, see
/// ``Configuration/sortedIndices``); the service reads each collection's schema once
/// (`GET /collections/{name}`) to render filters by type and to know its facets and, for a
/// collection without ``CollectionParameters``, the fields to search. Algolia's parameters are
/// translated one by one (the Typesense article has the table); a parameter Typesense cannot
/// express is refused with a ``TypesenseError`` naming it, reported as
/// `SearchError.invalidRequest`: nothing is silently dropped. Replies come back in Algolia's
/// shape: `nbHits`, `facets`, `facets_stats`, `_highlightResult` and `_snippetResult` with
/// Sift's tags, `_geoloc`.
///
/// **Failover**, as Algolia's and Typesense's clients do it: a call tries the nodes in order
/// until one answers. A network error, a timeout (``Configuration/connectionTimeout``, longer for
/// each failed attempt) or a 5xx moves on to the next node and puts the node that failed at the
/// back of the order for ``Configuration/healthcheckInterval``; a 4xx is the caller's mistake
/// and is not retried.
///
/// **The API key** is sent only in the `X-TYPESENSE-API-KEY` header: never in a URL, and never
/// in a description, a log or an error (messages are scrubbed of it).
///
/// **Errors** are ``SiftCore/SearchError``s: `.http` with Typesense's message for a 4xx (a
/// filter Typesense refuses, a wrong key, a collection that does not exist), `.transport` when
/// every node failed (naming each and why), `.decoding` for a reply of the wrong shape,
/// `.invalidRequest` for a search Typesense cannot express, `.cancelled` when the calling task
/// is cancelled (the request in flight is cancelled too).
public final class TypesenseSearchService: SearchService, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The version of Sift sent in the user agent.
  public static let siftVersion = "0.1.0"

  /// The default user agent, `Sift (<version>)`.
  public static let defaultUserAgent = "Sift (\(siftVersion))"

  /// The nodes in their configured order (the order of a call also depends on recent failures).
  public let nodes: [Node]
  /// The timeouts, failover memory and search setup.
  public let configuration: Configuration

  private let apiKey: APIKey
  private let transport: TypesenseTransport
  private let failover: HostFailover<Node>
  private let state = TypesenseServiceState()

  /// Creates a service for a Typesense cluster.
  ///
  /// - Parameters:
  ///   - nodes: The cluster's nodes, in order of preference.
  ///   - apiKey: An API key (a search-only key for an app), sent as `X-TYPESENSE-API-KEY`.
  ///   - configuration: Timeouts, failover memory and how collections are searched.
  ///   - clock: The clock that times request timeouts and ``Configuration/healthcheckInterval``;
  ///     tests pass a `ManualClock`.
  public init(
    nodes: [Node], apiKey: String, configuration: Configuration = Configuration(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.nodes = nodes
    self.apiKey = APIKey(value: apiKey)
    self.configuration = configuration
    self.transport = TypesenseTransport()
    self.failover = HostFailover(
      hosts: nodes, downDelay: configuration.healthcheckInterval, clock: clock)
  }

  deinit {
    transport.invalidate()
  }

  /// `TypesenseSearchService(nodes: …)`, without the API key.
  public var description: String {
    "TypesenseSearchService(nodes: \(nodes.map(\.description)))"
  }

  /// The same as ``description``: the API key is never shown.
  public var debugDescription: String { description }

  /// The nodes and configuration, without the API key (for `dump` and debuggers).
  public var customMirror: Mirror {
    Mirror(self, children: ["nodes": nodes, "configuration": configuration])
  }

  // MARK: - SearchService

  /// Runs several searches in one `multi_search` request.
  ///
  /// - Parameter queries: The searches, each against an index (a collection or a sorted index).
  /// - Returns: One response per query, in order.
  /// - Throws: ``SiftCore/SearchError``; see the type's documentation.
  public func search(_ queries: [IndexedQuery]) async throws -> [SearchResponse] {
    guard !queries.isEmpty else { return [] }
    let request = SearchError.Request.search(queries)
    var translations: [TypesenseSearchTranslation] = []
    for indexed in queries {
      translations.append(try await translation(of: indexed.query, for: indexed.indexName))
    }
    let reply = try await perform(
      .multiSearch(translations.map(\.parameters)), request: request)
    guard case .array(let results)? = reply["results"] else {
      throw SearchError.decoding(description: "missing results", request: request)
    }
    guard results.count == queries.count else {
      throw SearchError.responseCountMismatch(expected: queries.count, received: results.count)
    }
    var responses: [SearchResponse] = []
    for (position, (result, translation)) in zip(results, translations).enumerated() {
      try Self.checkResult(result, request: request, scrub: scrub)
      do {
        responses.append(
          try TypesenseResponseTranslator(reading: translation.reading).response(from: result))
      } catch {
        throw SearchError.decoding(
          description: "results[\(position)]: \(error.description)", request: request)
      }
    }
    return responses
  }

  /// Searches the values of one facet with Typesense's `facet_query`.
  ///
  /// - Parameter query: The attribute (a facet field), the text typed and the search the
  ///   values' records must match.
  /// - Returns: The matching values, most frequent first, highlighted with Sift's tags.
  /// - Throws: ``SiftCore/SearchError``; `.invalidRequest` when the attribute is not a facet
  ///   field of the collection.
  public func searchForFacetValues(_ query: FacetValuesQuery) async throws -> FacetValuesResponse {
    let request = SearchError.Request.facetValues(query)
    var search = query.query
    search.facets = [query.attribute]
    search.hitsPerPage = 0
    search.page = 0
    search.offset = nil
    search.length = nil
    search.attributesToHighlight = []
    search.attributesToSnippet = []
    var translation = try await translation(of: search, for: query.indexName)
    guard translation.reading.schema.field(named: query.attribute)?.facet == true else {
      throw SearchError.invalidRequest(
        TypesenseError.invalidParameter(
          name: "facet",
          reason: "\(query.attribute) is not a facet field of \(translation.reading.schema.name)"
        ).description)
    }
    let maxFacetHits = query.maxFacetHits ?? 10
    guard maxFacetHits >= 0 else {
      throw SearchError.invalidRequest(
        TypesenseError.invalidParameter(
          name: "maxFacetHits", reason: "expected a non-negative integer"
        ).description)
    }
    translation.parameters["facet_by"] = .string(query.attribute)
    translation.parameters["max_facet_values"] = .number(JSON.Number(maxFacetHits))
    if !query.facetQuery.isEmpty {
      translation.parameters["facet_query"] = .string("\(query.attribute):\(query.facetQuery)")
    }
    let reply = try await perform(.multiSearch([translation.parameters]), request: request)
    guard case .array(let results)? = reply["results"], let result = results.first else {
      throw SearchError.decoding(description: "missing results", request: request)
    }
    try Self.checkResult(result, request: request, scrub: scrub)
    let counts =
      result["facet_counts"]?.arrayValue?.first { $0["field_name"]?.stringValue == query.attribute }
    var hits: [FacetHit] = []
    for count in counts?["counts"]?.arrayValue ?? [] {
      guard let value = count["value"]?.stringValue, let number = count["count"]?.intValue else {
        throw SearchError.decoding(
          description: "a facet count without a value or a count", request: request)
      }
      hits.append(
        FacetHit(
          value: value, highlighted: count["highlighted"]?.stringValue ?? value, count: number))
    }
    return FacetValuesResponse(
      facetHits: hits, exhaustiveFacetsCount: !(result["search_cutoff"]?.boolValue ?? false),
      processingTimeMS: result["search_time_ms"]?.intValue)
  }

  /// The Typesense parameters a search is sent with: its `multi_search` entry, as the service
  /// translates it. Useful to see what a widget's search asks of the server.
  ///
  /// ```swift
  /// let parameters = try await service.typesenseParameters(
  ///   for: IndexedQuery(indexName: "products", query: SearchQuery("phone", filters: "price < 100")))
  /// parameters["filter_by"]  // "price:<100"
  /// ```
  /// - Parameter query: The search.
  /// - Returns: The entry's parameters, by Typesense name.
  /// - Throws: ``TypesenseError`` for a search Typesense cannot express;
  ///   ``SiftCore/SearchError`` when the collection's schema cannot be read.
  public func typesenseParameters(for query: IndexedQuery) async throws -> JSON {
    let (collection, sortBy) = TypesenseSearchTarget.resolve(
      query.indexName, sortedIndices: sortedIndices)
    let schema = try await schema(ofCollection: collection)
    let target = TypesenseSearchTarget(
      indexName: query.indexName, collection: collection, sortBy: sortBy, schema: schema,
      parameters: collectionParameters(forCollection: collection), configuration: configuration)
    return .object(
      try TypesenseQueryTranslator(target: target, query: query.query).translate().parameters)
  }

  /// How the service searches a collection: its ``Configuration/collections`` entry, else the
  /// parameters this service derived when it created the collection from Algolia settings,
  /// else none (every indexed string field of the schema is searched).
  ///
  /// - Parameter collection: The collection's name.
  /// - Returns: Its parameters.
  public func collectionParameters(forCollection collection: String) -> CollectionParameters {
    configuration.collections[collection] ?? state.derivedParameters(of: collection)
      ?? CollectionParameters()
  }

  /// A collection's schema, read from the server the first time and kept.
  ///
  /// - Parameters:
  ///   - collection: The collection's name.
  ///   - refreshing: Whether to read it again (after the schema changed on the server).
  /// - Returns: The schema.
  /// - Throws: ``SiftCore/SearchError``: `.http(404, …)` for a collection that does not exist.
  public func schema(ofCollection collection: String, refreshing: Bool = false) async throws
    -> TypesenseCollectionSchema
  {
    if !refreshing, let schema = state.schema(of: collection) { return schema }
    let request = SearchError.Request.indexRead(indexName: collection, endpoint: "schema")
    let reply: JSON
    do {
      reply = try await perform(.collection(collection), request: request)
    } catch SearchError.http(404, let message, let request) {
      throw SearchError.http(
        status: 404, message: "No collection named \(collection) (\(message))", request: request)
    }
    let schema: TypesenseCollectionSchema
    do {
      schema = try TypesenseCollectionSchema(json: reply)
    } catch {
      throw SearchError.decoding(description: error.description, request: request)
    }
    state.setSchema(schema, of: collection)
    return schema
  }

  // MARK: - Translation

  /// The configured sorted indices, and those of the collections this service created.
  private var sortedIndices: [String: SortedIndex] {
    configuration.sortedIndices.merging(state.derivedSortedIndices()) { configured, _ in
      configured
    }
  }

  private func translation(of query: SearchQuery, for indexName: String) async throws
    -> TypesenseSearchTranslation
  {
    let (collection, sortBy) = TypesenseSearchTarget.resolve(
      indexName, sortedIndices: sortedIndices)
    let schema = try await schema(ofCollection: collection)
    let target = TypesenseSearchTarget(
      indexName: indexName, collection: collection, sortBy: sortBy, schema: schema,
      parameters: collectionParameters(forCollection: collection), configuration: configuration)
    do {
      return try TypesenseQueryTranslator(target: target, query: query).translate()
    } catch {
      throw SearchError.invalidRequest(error.description)
    }
  }

  /// Throws the error a `multi_search` result reports in place of a result
  /// (`{"code": 400, "error": "…"}`).
  private static func checkResult(
    _ result: JSON, request: SearchError.Request, scrub: (String) -> String
  ) throws {
    guard let message = result["error"]?.stringValue else { return }
    throw SearchError.http(
      status: result["code"]?.intValue ?? 400, message: scrub(message), request: request)
  }

  // MARK: - Sending

  /// Sends `endpoint` to the nodes in turn until one answers, and reads the reply as JSON.
  ///
  /// - Throws: ``SiftCore/SearchError`` (`.http` for a 4xx, with Typesense's message;
  ///   `.transport` when every node failed; `.decoding`; `.cancelled`).
  func perform(_ endpoint: TypesenseEndpoint, request: SearchError.Request) async throws -> JSON {
    let body = try await performRaw(endpoint, request: request)
    do {
      return try JSON.parse(body)
    } catch {
      throw SearchError.decoding(description: scrub("invalid JSON: \(error)"), request: request)
    }
  }

  /// Sends `endpoint` to the nodes in turn until one answers, and returns the reply's body.
  ///
  /// - Throws: ``SiftCore/SearchError``, as ``perform(_:request:)``.
  func performRaw(_ endpoint: TypesenseEndpoint, request: SearchError.Request) async throws
    -> Data
  {
    guard !nodes.isEmpty else {
      throw SearchError.invalidRequest("No Typesense node is configured for the \(request)")
    }
    state.noteCall(endpoint)
    let configuration = self.configuration
    let transport = self.transport
    let apiKey = self.apiKey
    let outcome = await failover.call(
      timeout: { failed in
        endpoint.isWrite
          ? max(Self.writeTimeout, configuration.timeout(afterFailedAttempts: failed))
          : configuration.timeout(afterFailedAttempts: failed)
      },
      failureMessage: { Self.errorMessage(from: $0.body, status: $0.status) },
      send: { node, timeout in
        guard
          let url = node.url(percentEncodedPath: endpoint.path, percentEncodedQuery: endpoint.query)
        else {
          throw TypesenseReplyError(description: "\(node.host) does not form a URL")
        }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = endpoint.method
        urlRequest.httpBody = endpoint.body
        // HostFailover's race on the clock enforces the timeout; this is only a backstop.
        urlRequest.timeoutInterval = max(1, 2 * Double(timeout.components.seconds) + 1)
        urlRequest.setValue(apiKey.value, forHTTPHeaderField: "X-TYPESENSE-API-KEY")
        urlRequest.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        urlRequest.setValue(endpoint.contentType, forHTTPHeaderField: "Content-Type")
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        return try await transport.send(urlRequest)
      })
    switch outcome {
    case .cancelled:
      throw SearchError.cancelled
    case .exhausted(let failures):
      let tried = failures.map(\.description).joined(separator: "; ")
      throw SearchError.transport(
        description: scrub("All Typesense nodes unreachable: \(tried)"), request: request)
    case .answered(let reply, _):
      guard reply.status / 100 == 2 else {
        throw SearchError.http(
          status: reply.status,
          message: scrub(Self.errorMessage(from: reply.body, status: reply.status)),
          request: request)
      }
      return reply.body
    }
  }

  /// The shortest timeout of a write (creating a collection, importing a batch).
  static let writeTimeout = Duration.seconds(60)

  /// Typesense's `message` in an error body, else the body as text, else the status's phrase.
  static func errorMessage(from body: Data, status: Int) -> String {
    if let json = try? JSON.parse(body), let message = json["message"]?.stringValue,
      !message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    {
      return message
    }
    let text = String(decoding: body.prefix(500), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? "HTTP status \(status)" : text
  }

  /// `text` with the API key replaced, so that no message shows it.
  func scrub(_ text: String) -> String {
    guard !apiKey.value.isEmpty else { return text }
    return text.replacingOccurrences(of: apiKey.value, with: "<api key>")
  }

  /// What this service remembers between calls.
  var memory: TypesenseServiceState { state }
}

/// The API key, which shows as `<api key>` wherever it would be printed or reflected.
private struct APIKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  let value: String
  var description: String { "<api key>" }
  var debugDescription: String { "<api key>" }
  var customMirror: Mirror { Mirror(self, children: []) }
}
