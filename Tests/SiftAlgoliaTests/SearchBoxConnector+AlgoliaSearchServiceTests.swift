import Foundation
import SiftAlgolia
import SiftCore
import SiftTesting
import XCTest

/// The widgets end to end over the hosted engine: a search box and a hits list on a
/// `HitsSearcher` whose service is an `AlgoliaSearchService` pointed at a local server — the
/// same wiring as on the embedded engine, with one line changed.
@MainActor
final class SearchBoxAlgoliaSearchServiceTests: XCTestCase {
  private struct Product: Decodable, Equatable {
    var objectID: String
    var name: String
  }

  private static let iPhone: JSON = ["objectID": "1", "name": "iPhone"]
  private static let pixel: JSON = ["objectID": "2", "name": "Pixel"]

  func test_typingAQuery_showsItsHits_thenAFacetRefinement_searchesOneDisjunctiveBatch()
    async throws
  {
    let server = try await startServer(hostCount: 1)
    try await server.script(
      0,
      otherwise: .json([
        "results": [
          [
            "hits": [Self.iPhone, Self.pixel], "nbHits": 2, "page": 0, "nbPages": 1,
            "hitsPerPage": 20, "query": "phone", "facets": ["brand": ["Apple": 1, "Google": 1]],
          ]
        ]
      ]))
    let service = AlgoliaSearchService(
      appID: "TESTAPP", apiKey: "test-key", hosts: [server.host(0)],
      configuration: .init(readTimeout: .seconds(2)))
    let searcher = HitsSearcher(
      service: service, indexName: "products", query: SearchQuery(facets: ["brand"]))
    let controller = RecordingSearchBoxController()
    let searchBox = SearchBoxConnector(searcher: searcher, debounce: .zero, controller: controller)
    let hits = HitsConnector<Product>(searcher: searcher)
    searchBox.connect()
    hits.connect()

    controller.type("phone")
    await searcher.settled()

    XCTAssertEqual(searcher.latestResults?.response.nbHits, 2)
    XCTAssertEqual(hits.interactor.numberOfHits(), 2)
    XCTAssertEqual(hits.interactor.peekHit(atIndex: 0), Product(objectID: "1", name: "iPhone"))
    XCTAssertEqual(hits.interactor.peekHit(atIndex: 1), Product(objectID: "2", name: "Pixel"))
    let typed = try await server.requests(0)
    XCTAssertEqual(typed.count, 1)
    let typedBatch = try batch(of: try XCTUnwrap(typed.last))
    XCTAssertEqual(typedBatch.map(\.indexName), ["products"])
    XCTAssertEqual(typedBatch.first?.parameters["query"], "phone")

    try await server.script(
      0,
      otherwise: .json([
        "results": [
          [
            "hits": [Self.iPhone], "nbHits": 1, "page": 0, "nbPages": 1, "hitsPerPage": 20,
            "query": "phone", "facets": ["brand": ["Apple": 1]],
          ],
          [
            "hits": [], "nbHits": 2, "page": 0, "nbPages": 1, "query": "phone",
            "facets": ["brand": ["Apple": 1, "Google": 1]],
          ],
        ]
      ]))
    let filterState = FilterState()
    searcher.connectFilterState(filterState)
    filterState[or: "brand", Filter.Facet.self].add(
      Filter.Facet(attribute: "brand", value: "Apple"))
    await searcher.settled()

    let received = try await server.requests(0)
    let refined = try XCTUnwrap(received.last)
    let refinedBatch = try batch(of: refined)
    XCTAssertEqual(refinedBatch.count, 2, "the main query plus one disjunctive query")
    XCTAssertEqual(refinedBatch.map(\.indexName), ["products", "products"])
    XCTAssertEqual(refinedBatch[0].parameters["query"], "phone")
    XCTAssertEqual(refinedBatch[0].parameters["filters"], #"( "brand":"Apple" )"#)
    XCTAssertEqual(refinedBatch[1].parameters["facets"], #"["brand"]"#)
    XCTAssertNil(refinedBatch[1].parameters["filters"], "the brand query drops its own filter")

    let response = try XCTUnwrap(searcher.latestResults?.response)
    XCTAssertEqual(response.nbHits, 1, "hits from the main query")
    XCTAssertEqual(response.facets?["brand"], ["Apple": 1, "Google": 1], "disjunctive counts")
    XCTAssertEqual(hits.interactor.numberOfHits(), 1)
    XCTAssertEqual(hits.interactor.peekHit(atIndex: 0), Product(objectID: "1", name: "iPhone"))
    XCTAssertEqual(searcher.status, .idle)
  }
}
