import SiftCore
import SiftTesting

/// A product record as tests decode it.
struct Product: Decodable, Equatable, Sendable {
  let objectID: String
  let name: String
}

/// A stub backend over a virtual catalog: query `q` has `total(q)` hits named "q #i", served in
/// pages as Algolia would (`page`, `nbPages`, `hitsPerPage`, `nbHits`).
func catalogService(total: @escaping @Sendable (String) -> Int = { _ in 95 }) -> StubSearchService {
  let service = StubSearchService()
  service.respond { indexed in
    let text = indexed.query.query ?? ""
    let nbHits = total(text)
    let hitsPerPage = indexed.query.hitsPerPage ?? 20
    let page = indexed.query.page ?? 0
    let range = (page * hitsPerPage)..<min(nbHits, (page + 1) * hitsPerPage)
    let hits: [JSON] = range.map {
      ["objectID": .string("\(text)-\($0)"), "name": .string("\(text) #\($0)")]
    }
    return SearchResponse(
      hits: hits, nbHits: nbHits, page: page,
      nbPages: (nbHits + hitsPerPage - 1) / hitsPerPage, hitsPerPage: hitsPerPage,
      processingTimeMS: 3, query: text, index: indexed.indexName)
  }
  return service
}
