import Foundation
import SiftCore
import SiftTesting
import XCTest

/// A backend written by a user against the seam exactly as documented: a `Sendable` type with
/// the two `async throws` requirements.
private struct InMemoryService: SearchService {
  let records: [JSON]

  func search(_ queries: [IndexedQuery]) async throws -> [SearchResponse] {
    queries.map { indexed in
      let text = (indexed.query.query ?? "").lowercased()
      let hits = records.filter {
        text.isEmpty || ($0["name"]?.stringValue ?? "").lowercased().contains(text)
      }
      return SearchResponse(hits: hits, nbHits: hits.count, query: indexed.query.query ?? "")
    }
  }

  func searchForFacetValues(_ query: FacetValuesQuery) async throws -> FacetValuesResponse {
    throw SearchError.invalidRequest("\(query.attribute) is not searchable")
  }
}

@MainActor
final class UserSearchServiceTests: XCTestCase {
  func test_aUserWrittenService_plugsIntoSearchersUnchanged() async throws {
    let service = RecordingSearchService(
      wrapping: InMemoryService(records: [
        ["objectID": "1", "name": "iPhone"], ["objectID": "2", "name": "Pixel"],
      ]))
    let searcher = HitsSearcher(service: service, indexName: "phones")
    searcher.query = "pho"
    searcher.search()
    await searcher.settled()
    XCTAssertEqual(searcher.latestResults?.response.nbHits, 1)
    struct Phone: Decodable, Equatable { let name: String }
    let hits = try XCTUnwrap(searcher.latestResults?.response.hits(as: Phone.self))
    XCTAssertEqual(hits.map(\.record), [Phone(name: "iPhone")])
    XCTAssertEqual(service.receivedBatches.count, 1)

    let facets = FacetSearcher(service: service, indexName: "phones", attribute: "brand")
    facets.search()
    await facets.settled()
    XCTAssertEqual(facets.status, .error(.invalidRequest("brand is not searchable")))
  }
}
