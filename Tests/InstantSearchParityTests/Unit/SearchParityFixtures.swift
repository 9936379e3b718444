import SiftCore
import SiftTesting

/// Responses and services for the search half of the ported tests (hits, searchers, search box,
/// paging, trackers): what InstantSearch's `Helpers.swift` made with its own types.
enum SearchParityFixtures {
  /// A hit as Algolia returns it: an `objectID` and a `value`.
  static func jsonHit(_ value: String, objectID: String? = nil) -> JSON {
    ["objectID": .string(objectID ?? value), "value": .string(value)]
  }

  /// A response of `hits`, consistent as Algolia's are: `nbHits` at least the hits shown.
  static func response(
    hits: [JSON] = [], page: Int = 0, nbHits: Int? = nil, hitsPerPage: Int = 20,
    nbPages: Int? = nil, query: String = "", queryID: String? = nil
  ) -> SearchResponse {
    let nbHits = nbHits ?? hits.count
    return SearchResponse(
      hits: hits, nbHits: nbHits, page: page,
      nbPages: nbPages ?? max(1, (nbHits + hitsPerPage - 1) / hitsPerPage),
      hitsPerPage: hitsPerPage, processingTimeMS: 0, query: query, queryID: queryID)
  }

  /// A response whose hits are `records`, each encoded as a hit.
  static func response(records: [some Encodable], query: String = "") throws -> SearchResponse {
    response(hits: try records.map { try JSON(encoding: $0) }, query: query)
  }

  /// A response stamped with the request that produced it.
  static func stamped(
    _ response: SearchResponse, request: HitsSearcher.Request = HitsSearcher.Request(indexName: "")
  ) -> Stamped<HitsSearcher.Request, SearchResponse> {
    var request = request
    request.query.page = response.page
    return Stamped(request: request, response: response)
  }

  /// A stub that answers every page of a catalogue of `count` records (`i0`, `i1`, …), in pages
  /// of `hitsPerPage`, with its replies held until released.
  static func pagedService(count: Int = 30, hitsPerPage: Int = 3) -> StubSearchService {
    let service = StubSearchService()
    service.holdsReplies = true
    service.respond { query in
      let page = query.query.page ?? 0
      let rows = (page * hitsPerPage)..<min(count, (page + 1) * hitsPerPage)
      return response(
        hits: rows.map { jsonHit("i\($0)") }, page: page, nbHits: count,
        hitsPerPage: hitsPerPage, query: query.query.query ?? "")
    }
    return service
  }
}
