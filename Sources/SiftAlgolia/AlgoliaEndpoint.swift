import SiftCore

/// One call of Algolia's search REST API: a path and a JSON body.
struct AlgoliaEndpoint: Sendable, Hashable {
  /// The percent-encoded path, such as `/1/indexes/*/queries`.
  var path: String
  /// The JSON body (not sent with `GET`).
  var body: JSON
  /// The HTTP method.
  var method = "POST"

  /// The multiple-queries endpoint: `POST /1/indexes/*/queries` with
  /// `{"requests": [{"indexName": …, "params": …}], "strategy": "none"}`.
  ///
  /// - Parameter queries: The searches.
  /// - Returns: The endpoint.
  static func multipleQueries(_ queries: [IndexedQuery]) -> AlgoliaEndpoint {
    let requests = queries.map { query -> JSON in
      ["indexName": .string(query.indexName), "params": .string(query.query.urlEncodedParameters)]
    }
    return AlgoliaEndpoint(
      path: "/1/indexes/*/queries", body: ["requests": .array(requests), "strategy": "none"])
  }

  /// The search-for-facet-values endpoint:
  /// `POST /1/indexes/{indexName}/facets/{facetName}/query` with `{"params": …}`, the params
  /// holding `facetQuery`, `maxFacetHits` and the search parameters.
  ///
  /// - Parameter query: The facet values search.
  /// - Returns: The endpoint.
  static func facetValues(_ query: FacetValuesQuery) -> AlgoliaEndpoint {
    var parameters = query.query
    parameters.additionalParameters["facetQuery"] = .string(query.facetQuery)
    parameters.additionalParameters["maxFacetHits"] = query.maxFacetHits.map(JSON.init)
    let path =
      "/1/indexes/\(pathComponent(query.indexName))/facets/\(pathComponent(query.attribute))/query"
    return AlgoliaEndpoint(path: path, body: ["params": .string(parameters.urlEncodedParameters)])
  }

  /// `text` percent-encoded as one path segment: everything but `A–Z a–z 0–9 - _ . ~` is
  /// escaped.
  static func pathComponent(_ text: String) -> String {
    var output = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: "."), UInt8(ascii: "~"):
        output.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        output += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return output
  }
}
