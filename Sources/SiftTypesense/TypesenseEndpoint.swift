import Foundation
import SiftCore

/// One call of Typesense's REST API: a method, a path, a query string and a body.
struct TypesenseEndpoint: Sendable, Hashable {
  /// The HTTP method.
  var method: String
  /// The percent-encoded path, such as `/multi_search`.
  var path: String
  /// The percent-encoded query string, if any.
  var query: String?
  /// The body, if any.
  var body: Data?
  /// The body's content type.
  var contentType = "application/json"
  /// Whether the call writes (it gets the longer write timeout).
  var isWrite = false

  /// `POST /multi_search` with `{"searches": [...]}`.
  static func multiSearch(_ searches: [[String: JSON]]) -> TypesenseEndpoint {
    let body: JSON = ["searches": .array(searches.map(JSON.object))]
    return TypesenseEndpoint(method: "POST", path: "/multi_search", body: body.encodedData())
  }

  /// `GET /collections/{name}`: the collection's schema.
  static func collection(_ name: String) -> TypesenseEndpoint {
    TypesenseEndpoint(method: "GET", path: "/collections/" + pathComponent(name))
  }

  /// `POST /collections`: creates a collection.
  static func createCollection(_ schema: TypesenseCollectionSchema) -> TypesenseEndpoint {
    TypesenseEndpoint(
      method: "POST", path: "/collections", body: schema.json.encodedData(), isWrite: true)
  }

  /// `DELETE /collections/{name}`.
  static func deleteCollection(_ name: String) -> TypesenseEndpoint {
    TypesenseEndpoint(
      method: "DELETE", path: "/collections/" + pathComponent(name), isWrite: true)
  }

  /// `POST /collections/{name}/documents/import?action=upsert` with one JSON document a line.
  static func importDocuments(into name: String, lines: Data) -> TypesenseEndpoint {
    TypesenseEndpoint(
      method: "POST", path: "/collections/" + pathComponent(name) + "/documents/import",
      query: "action=upsert", body: lines, contentType: "text/plain", isWrite: true)
  }

  /// `GET /health`.
  static let health = TypesenseEndpoint(method: "GET", path: "/health")

  /// `text` percent-encoded as one path segment: everything but `A–Z a–z 0–9 - _ . ~` is
  /// escaped.
  static func pathComponent(_ text: String) -> String {
    PercentEncoding.unreserved(text)
  }
}
