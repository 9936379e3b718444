import SiftCore

/// One search translated for Typesense: the parameters of its `multi_search` entry, and how to
/// read its result back.
struct TypesenseSearchTranslation: Sendable {
  /// The entry's parameters, by Typesense name (`collection`, `q`, `query_by`, …).
  var parameters: [String: JSON]
  /// How the result becomes Algolia's response.
  var reading: TypesenseResponseReading
}
