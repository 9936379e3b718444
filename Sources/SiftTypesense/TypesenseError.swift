/// Why ``TypesenseSearchService`` could not translate a search, a setting or a record for
/// Typesense, or why Typesense rejected documents of an import: what, and where.
///
/// A search whose parameters Typesense cannot express is refused before anything is sent; as a
/// ``SiftCore/SearchService`` the service reports it as `SearchError.invalidRequest` with this
/// error's description, and ``TypesenseSearchService/typesenseParameters(for:)`` throws it as is:
///
/// ```swift
/// do {
///   _ = try await service.typesenseParameters(
///     for: IndexedQuery(indexName: "products", query: SearchQuery(optionalFilters: ["brand:Sony"])))
/// } catch let error as TypesenseError {
///   print(error)  // The search parameter optionalFilters cannot be sent to Typesense: …
/// }
/// ```
public enum TypesenseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A search parameter Algolia knows with a value Typesense cannot express; the reason says
  /// why and what to use instead.
  case unsupportedParameter(name: String, reason: String)
  /// A search parameter with an unusable value.
  case invalidParameter(name: String, reason: String)
  /// A search parameter Algolia does not know (Algolia answers 400 "Unknown parameter").
  case unknownParameter(String)
  /// A filter that does not parse, in `parameter` (`filters`, `facetFilters`, …).
  case invalidFilter(parameter: String, filter: String, reason: String)
  /// A filter that parses but that Typesense cannot express.
  case unsupportedFilter(parameter: String, filter: String, reason: String)
  /// An Algolia setting that cannot become a collection schema.
  case invalidSettings(setting: String, reason: String)
  /// A record that cannot become a Typesense document: its zero-based position, its objectID
  /// when known, the key path of the bad value (empty for the record itself) and the reason.
  case invalidRecord(position: Int, objectID: String?, keyPath: String, reason: String)
  /// A file that could not be read or parsed.
  case unreadableFile(path: String, reason: String)
  /// Typesense rejected documents of an import; the others were written.
  case importRejected(collection: String, documents: [RejectedDocument])

  /// A sentence saying what is wrong and where.
  public var description: String {
    switch self {
    case .unsupportedParameter(let name, let reason):
      return "The search parameter \(name) cannot be sent to Typesense: \(reason)."
    case .invalidParameter(let name, let reason):
      return "Invalid search parameter \(name): \(reason)."
    case .unknownParameter(let name):
      return "Unknown search parameter \(name)."
    case .invalidFilter(let parameter, let filter, let reason):
      return "Invalid filter in \(parameter) (\(filter)): \(reason)"
    case .unsupportedFilter(let parameter, let filter, let reason):
      return "The filter \(filter) in \(parameter) cannot be sent to Typesense: \(reason)."
    case .invalidSettings(let setting, let reason):
      return "The setting \(setting) cannot become a Typesense schema: \(reason)."
    case .invalidRecord(let position, let objectID, let keyPath, let reason):
      let id = objectID.map { " (objectID \"\($0)\")" } ?? ""
      let path = keyPath.isEmpty ? "" : " at \(keyPath)"
      return "Invalid record #\(position)\(id)\(path): \(reason)."
    case .unreadableFile(let path, let reason):
      return "Could not read \(path): \(reason)."
    case .importRejected(let collection, let documents):
      let listed = documents.prefix(5).map(\.description).joined(separator: "; ")
      let more = documents.count > 5 ? "; and \(documents.count - 5) more" : ""
      return "Typesense rejected \(documents.count) document(s) imported into \(collection): "
        + listed + more
    }
  }
}
